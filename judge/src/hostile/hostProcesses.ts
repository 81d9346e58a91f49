/**
 * The host's processes as the hostile suites look at them: every process read from /proc, the
 * process tree, and the processes the tests spawned themselves (never leftovers).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { readOr } from './hostFiles';

/** Processes the tests themselves spawned (the sentinel, redis-server): never leftovers. */
export const ownProcesses = new Set<number>();

export interface Proc {
  readonly pid: number;
  readonly ppid: number;
  readonly uid: number;
  readonly state: string;
  readonly comm: string;
  readonly cmdline: string;
  /** Clock ticks after boot. */
  readonly startTicks: number;
  readonly pidNs: string | null;
}

/** Every process on the host, read from /proc (what `ps -eo uid,pid,ppid,comm,args` shows). */
export function listProcs(): Proc[] {
  const procs: Proc[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOr(`/proc/${entry}/stat`);
    const status = readOr(`/proc/${entry}/status`);
    if (stat === null || status === null) continue;
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    const uidLine = /^Uid:\s+(\d+)/m.exec(status);
    let pidNs: string | null;
    try {
      pidNs = fs.readlinkSync(`/proc/${entry}/ns/pid`);
    } catch {
      pidNs = null;
    }
    procs.push({
      pid: Number(entry),
      ppid: Number(fields[1] ?? 0),
      uid: uidLine ? Number(uidLine[1]) : -1,
      state: fields[0] ?? '?',
      comm,
      cmdline: (readOr(`/proc/${entry}/cmdline`) ?? '').replace(/\0/g, ' ').trim(),
      startTicks: Number(fields[19] ?? 0),
      pidNs,
    });
  }
  return procs;
}

/** Clock ticks per second (CLK_TCK). */
export function clockTicks(): number {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const n = Number(out.stdout?.trim());
  return Number.isFinite(n) && n > 0 ? n : 100;
}

/** Clock ticks since boot, now. */
export function nowTicks(hz: number): number {
  const uptime = Number((readOr('/proc/uptime') ?? '0').split(' ')[0]);
  return Math.floor(uptime * hz);
}

/** Every process below `root` in the process tree. */
export function descendantsOf(root: number, procs: readonly Proc[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const p of procs) {
    const list = children.get(p.ppid) ?? [];
    list.push(p.pid);
    children.set(p.ppid, list);
  }
  const found = new Set<number>();
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    for (const child of children.get(pid) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        stack.push(child);
      }
    }
  }
  return found;
}

/** Whether a process descends from one the tests spawned themselves. */
export function descendsFromOwn(p: Proc, byPid: ReadonlyMap<number, Proc>): boolean {
  for (let q = byPid.get(p.ppid), hops = 0; q !== undefined && hops < 64; q = byPid.get(q.ppid), hops++) {
    if (ownProcesses.has(q.pid)) return true;
  }
  return false;
}

/** One line for a failure message. */
export function describeProc(p: Proc): string {
  return `pid ${p.pid} ppid ${p.ppid} uid ${p.uid} state ${p.state} comm ${p.comm} ns ${p.pidNs ?? '?'} cmd ${p.cmdline.slice(0, 160)}`;
}
