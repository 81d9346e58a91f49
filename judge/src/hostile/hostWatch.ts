/**
 * Watches the host while a hostile suite runs: what it was like when the suite started, and checks
 * that it was left as it was found (no sandboxed process left behind, no file planted outside the
 * judge's cache, no watched host file changed, the sentinel process alive and running, the host
 * still able to spawn processes).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findMarked, readOr, sha256 } from './hostFiles';
import { clockTicks, describeProc, descendantsOf, descendsFromOwn, listProcs, nowTicks, ownProcesses, type Proc } from './hostProcesses';
import type { Hostile } from './hostileSuite';

/** Uids the sandbox may map its programs to (the platform's convention). */
export const sandboxUidFloor = 60000;

/** What the host was like when the suite started, and what has changed since. */
export const hostState = (() => {
  let hz = 100;
  let startTicks = 0;
  let preexisting = new Set<number>();
  let tmpBefore = new Set<string>();
  let shmBefore = new Set<string>();
  let watched: { file: string; hash: string }[] = [];
  let suite: Hostile | undefined;
  return {
    start(h: Hostile) {
      suite = h;
      hz = clockTicks();
      startTicks = nowTicks(hz) - hz; // a second of slack for clock granularity
      preexisting = new Set(listProcs().map((p) => p.pid));
      tmpBefore = new Set(fs.readdirSync(os.tmpdir()));
      shmBefore = new Set(fs.existsSync('/dev/shm') ? fs.readdirSync('/dev/shm') : []);
      watched = [h.secretFile, h.varSecretFile, '/etc/shadow', '/etc/passwd', '/etc/hosts'].map((file) => ({ file, hash: sha256(file) }));
    },
    /**
     * Processes the sandbox left behind: any process whose name or command line carries the marker;
     * any sandbox-uid process started during the suite that descends from this test process or was
     * orphaned; any descendant of this test process (other than what the tests spawned themselves)
     * started during the suite: while no judge() call is running, the judge has nothing running.
     */
    leftovers(): Proc[] {
      const h = suite;
      if (h === undefined) return [];
      const procs = listProcs();
      const byPid = new Map(procs.map((p) => [p.pid, p]));
      const mine = descendantsOf(process.pid, procs);
      const myNs = (() => {
        try {
          return fs.readlinkSync('/proc/self/ns/pid');
        } catch {
          return null;
        }
      })();
      return procs.filter((p) => {
        if (p.pid === process.pid || p.pid === h.sentinel.pid) return false;
        if (p.comm.includes(h.marker) || p.cmdline.includes(h.marker)) return true;
        const fresh = !preexisting.has(p.pid) && p.startTicks >= startTicks;
        if (fresh && p.uid >= sandboxUidFloor && (mine.has(p.pid) || p.ppid <= 1 || !byPid.has(p.ppid))) return true;
        if (mine.has(p.pid) && myNs !== null && p.pidNs !== null && p.pidNs !== myNs) return true;
        if (mine.has(p.pid) && fresh && !ownProcesses.has(p.pid) && !descendsFromOwn(p, byPid)) return true;
        return false;
      });
    },
    /** Waits (up to `ms`) for leftovers to go, then returns whatever is still there. */
    async settle(ms = 3000): Promise<Proc[]> {
      const deadline = Date.now() + ms;
      let left = this.leftovers();
      while (left.length > 0 && Date.now() < deadline) {
        await sleep(100);
        left = this.leftovers();
      }
      return left;
    },
    /** Kills everything this test process spawned (through the judge) except the sentinel: the safety net when judge() hangs. */
    rescue() {
      const procs = listProcs();
      const mine = descendantsOf(process.pid, procs);
      for (const p of procs) {
        if (!mine.has(p.pid) || ownProcesses.has(p.pid)) continue;
        if (p.comm === 'jest' || p.cmdline.includes('jest-worker')) continue;
        try {
          process.kill(p.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    },
    /** Entries created in /tmp and /dev/shm since the suite started that carry the marker (outside our own temp dirs). */
    planted(): string[] {
      const h = suite;
      if (h === undefined) return [];
      const skip = [h.cacheDir, h.dataDir, h.varDataDir];
      const hits: string[] = [];
      for (const [root, before] of [
        [os.tmpdir(), tmpBefore],
        ['/dev/shm', shmBefore],
      ] as const) {
        if (!fs.existsSync(root)) continue;
        for (const e of fs.readdirSync(root)) {
          const p = path.join(root, e);
          if (before.has(e) || skip.includes(p)) continue;
          hits.push(...findMarked(p, h.marker, { maxDepth: 6 }));
          try {
            const st = fs.lstatSync(p);
            if (st.uid >= sandboxUidFloor) hits.push(`${p} (owned by sandbox uid ${st.uid})`);
          } catch {
            /* gone */
          }
        }
      }
      // Inside our own data dirs, only what the test itself put there may exist.
      for (const d of [h.dataDir, h.varDataDir]) hits.push(...findMarked(d, h.marker, { maxDepth: 4 }));
      return hits;
    },
    changedFiles(): string[] {
      return watched.filter((w) => sha256(w.file) !== w.hash).map((w) => w.file);
    },
  };
})();

/** Asserts the host is as the suite found it: see hostState. */
export async function expectHostUntouched(h: Hostile, context: string): Promise<void> {
  const left = await hostState.settle();
  const problems: string[] = [];
  if (left.length > 0) problems.push(`processes left behind:\n  ${left.map(describeProc).join('\n  ')}`);
  if (h.sentinel.exitCode !== null || h.sentinel.signalCode !== null)
    problems.push(`the sentinel (pid ${h.sentinel.pid}) died: ${h.sentinel.exitCode ?? h.sentinel.signalCode}`);
  else {
    try {
      process.kill(h.sentinel.pid as number, 0);
    } catch (e) {
      problems.push(`the sentinel (pid ${h.sentinel.pid}) is not signalable: ${(e as Error).message}`);
    }
  }
  const sentinelState = (readOr(`/proc/${h.sentinel.pid}/stat`) ?? '').replace(/^.*\) /s, '').split(' ')[0];
  if (sentinelState === 'T' || sentinelState === 't') {
    problems.push(`the sentinel (pid ${h.sentinel.pid}) was stopped`);
    process.kill(h.sentinel.pid as number, 'SIGCONT');
  }
  const spawned = spawnSync('/bin/sh', ['-c', 'echo spawned'], { encoding: 'utf8', timeout: 10_000 });
  if (spawned.stdout?.trim() !== 'spawned') problems.push(`the host cannot spawn a process: ${spawned.error?.message ?? spawned.stderr}`);
  const changed = hostState.changedFiles();
  if (changed.length > 0) problems.push(`host files changed: ${changed.join(', ')}`);
  const planted = hostState.planted();
  if (planted.length > 0) problems.push(`files planted on the host:\n  ${planted.join('\n  ')}`);
  if (left.length > 0) hostState.rescue();
  if (problems.length > 0) throw new Error(`${context}: the host was touched:\n${problems.join('\n')}`);
}
