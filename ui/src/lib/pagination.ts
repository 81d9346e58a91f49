/** Page arithmetic shared by the problem, contest and leaderboard lists (spec §9). */

export const MAX_PAGE_BUTTONS = 5;

export interface Page<T> {
  readonly items: readonly T[];
  /** 1-based, clamped into 1..totalPages. */
  readonly page: number;
  readonly totalPages: number;
  readonly totalItems: number;
}

export function totalPagesOf(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const totalPages = totalPagesOf(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, totalPages, totalItems: items.length };
}

/** Numbered buttons: at most five, always starting from page 1. */
export function pageButtons(totalPages: number): number[] {
  return Array.from({ length: Math.min(MAX_PAGE_BUTTONS, Math.max(0, totalPages)) }, (_, i) => i + 1);
}
