const units = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 0 Bytes, 512 Bytes, 1.5 KB, 12.34 MB, 1 GB (spec §2). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const power = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** power;
  return `${Number.parseFloat(value.toFixed(2))} ${units[power]}`;
}
