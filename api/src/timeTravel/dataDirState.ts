import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every entry under `dir`, the folder itself included, as one line each: its path, kind, mode,
 * mtime, size and a hash of its bytes (a link's target). Equal before and after a run, nothing
 * in the folder was written, made, removed, moved or had its mode changed. For tests of `--as-of`.
 */
export function dataDirState(dir: string): string[] {
  const lines: string[] = [];
  const visit = (path: string, name: string) => {
    const stat = lstatSync(path);
    const kind = stat.isDirectory() ? 'dir' : stat.isSymbolicLink() ? 'link' : stat.isFile() ? 'file' : 'other';
    const content = kind === 'file' ? readFileSync(path) : kind === 'link' ? readlinkSync(path) : '';
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
    lines.push(`${name} ${kind} ${(stat.mode & 0o7777).toString(8)} ${stat.mtimeMs} ${stat.size} ${hash}`);
    if (kind === 'dir') for (const entry of readdirSync(path).sort()) visit(join(path, entry), name === '.' ? entry : `${name}/${entry}`);
  };
  visit(dir, '.');
  return lines;
}
