/**
 * The host's file system as the hostile suites look at it: files carrying a suite's marker, cgroups
 * and claim files a judge left, big files in a cache, and the content hash of a watched file.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** A file's text, or null when it cannot be read (gone, not allowed). */
export function readOr(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Paths under `root` (depth-limited) whose name, or whose content when small, contains `needle`. */
export function findMarked(
  root: string,
  needle: string,
  options: { maxDepth?: number; maxFiles?: number; skip?: readonly string[]; namesOnly?: boolean } = {},
): string[] {
  const maxDepth = options.maxDepth ?? 6;
  const maxFiles = options.maxFiles ?? 20000;
  const skip = new Set((options.skip ?? []).map((p) => path.resolve(p)));
  const hits: string[] = [];
  let seen = 0;
  const walk = (p: string, depth: number): void => {
    if (seen++ > maxFiles || skip.has(path.resolve(p))) return;
    let st: fs.Stats;
    try {
      st = fs.lstatSync(p);
    } catch {
      return;
    }
    if (path.basename(p).includes(needle)) hits.push(p);
    if (st.isDirectory() && depth < maxDepth) {
      let entries: string[];
      try {
        entries = fs.readdirSync(p);
      } catch {
        return;
      }
      for (const e of entries) walk(path.join(p, e), depth + 1);
    } else if (!options.namesOnly && st.isFile() && st.size > 0 && st.size <= 2 * 1024 * 1024) {
      try {
        if (fs.readFileSync(p).includes(needle)) hits.push(p);
      } catch {
        /* unreadable: not ours */
      }
    }
  };
  walk(root, 0);
  return [...new Set(hits)];
}

/** Calls `visit` on each entry under `root`, going at most `maxDepth` directories deeper, past directories it cannot read. */
function walkEntries(root: string, maxDepth: number, visit: (file: string, entry: fs.Dirent) => void): void {
  const walk = (p: string, depth: number): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(p, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const child = path.join(p, e.name);
      visit(child, e);
      if (e.isDirectory() && depth < maxDepth) walk(child, depth + 1);
    }
  };
  walk(root, 0);
}

/** cgroup directories (depth-limited) under every hierarchy of /sys/fs/cgroup. */
export function cgroupDirs(root = '/sys/fs/cgroup', maxDepth = 5): string[] {
  const dirs: string[] = [];
  walkEntries(root, maxDepth, (child, e) => {
    if (e.isDirectory()) dirs.push(child);
  });
  return dirs;
}

/** cgroups created since `before` that name this process (judges name their cgroups after their pid). */
export function cgroupsLeftBy(pid: number, before: ReadonlySet<string>): string[] {
  const named = new RegExp(`(^|\\D)${pid}(\\D|$)`);
  return cgroupDirs().filter((d) => !before.has(d) && named.test(path.basename(d)));
}

/** Small files (up to depth 3) under /run and /tmp: where a judge might keep claims or locks. */
export function smallStateFiles(roots: readonly string[] = ['/run', os.tmpdir()]): Map<string, string> {
  const files = new Map<string, string>();
  const readSmall = (child: string, e: fs.Dirent): void => {
    if (!e.isFile()) return;
    try {
      if (fs.statSync(child).size <= 64) files.set(child, fs.readFileSync(child, 'utf8').trim());
    } catch {
      /* gone or unreadable */
    }
  };
  for (const root of roots) walkEntries(root, 3, readSmall);
  return files;
}

/** Files created since `before` that hold nothing but this process's pid (a claim, a lock, a pid file). */
export function pidFilesLeftBy(pid: number, before: ReadonlyMap<string, string>): string[] {
  return [...smallStateFiles()].filter(([file, content]) => content === String(pid) && before.get(file) !== content).map(([file]) => file);
}

/** The file's SHA-256, or why it could not be read. */
export function sha256(file: string): string {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  } catch (e) {
    return `unreadable: ${(e as Error).message}`;
  }
}

/** Files over `maxBytes` under `dir`: what a bomb may have left behind in the judge's cache. */
export function bigFilesUnder(dir: string, maxBytes = 64 * 1024 * 1024): string[] {
  const big: string[] = [];
  const walk = (p: string): void => {
    let st: fs.Stats;
    try {
      st = fs.lstatSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    else if (st.size > maxBytes) big.push(p);
  };
  walk(dir);
  return big;
}
