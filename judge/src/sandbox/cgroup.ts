import { promises as fs } from 'node:fs';
import path from 'node:path';
import { openCgroupsV1 } from './cgroupV1';
import { openCgroupsV2 } from './cgroupV2';
import { exists } from './cgroupFiles';

/** What one run used, read from its cgroup after it ended. */
export interface CgroupUsage {
  readonly cpuSeconds: number;
  readonly peakKb: number;
  readonly oomKilled: boolean;
}

export interface CgroupLimits {
  readonly memoryBytes: number;
  readonly processes: number;
}

/** One run's cgroup (one directory per controller on v1, one on v2). */
export interface RunCgroup {
  /**
   * The files the sandbox's starter writes `0` (itself) into before it execs bwrap: v2's
   * `cgroup.procs`; v1's `tasks`, which moves a single-threaded process without the global lock
   * that makes concurrent starts wait on one another.
   */
  readonly procsFiles: readonly string[];
  /** CPU used so far; v2 hosts without memory.peak also sample memory here. */
  poll(): Promise<number>;
  usage(): Promise<CgroupUsage>;
  /**
   * Starts the memory peak again from what is in use now, for a sandbox's next case; absent where
   * the kernel cannot (then a sandbox runs one case).
   */
  readonly resetPeak?: () => Promise<void>;
  killAll(): Promise<void>;
  /** Kills what is left and removes the directories. */
  remove(): Promise<void>;
}

export interface Cgroups {
  readonly version: 'v1' | 'v2';
  /** Where the judge's cgroups live, for logs. */
  readonly where: string;
  create(name: string, limits: CgroupLimits): Promise<RunCgroup>;
  /** A new run's cgroup, made ahead of time where one is ready (cgroupSpares.ts). */
  take(limits: CgroupLimits): Promise<RunCgroup>;
  close(): Promise<void>;
}

export type CgroupsOpened = { readonly cgroups: Cgroups } | { readonly cgroups: null; readonly reason: string };

export interface CgroupOptions {
  /** Mount point of the cgroup filesystems; default /sys/fs/cgroup. */
  readonly root?: string;
  /** Default /proc/self/cgroup: where this process sits, so the judge nests under it. */
  readonly selfCgroupFile?: string;
  /** Names this process's subtree; default forge-judge-<pid>. */
  readonly name?: string;
  readonly log?: (line: string) => void;
}

/** v2 when the unified hierarchy is mounted at the root, else v1 controllers, else none. */
export async function openCgroups(options: CgroupOptions = {}): Promise<CgroupsOpened> {
  const root = options.root ?? '/sys/fs/cgroup';
  const name = options.name ?? `forge-judge-${process.pid}`;
  const log = options.log ?? (() => undefined);
  let membership: Map<string, string>;
  try {
    membership = parseSelfCgroup(await fs.readFile(options.selfCgroupFile ?? '/proc/self/cgroup', 'utf8'));
  } catch (error) {
    return { cgroups: null, reason: `cannot read this process's cgroup: ${String(error)}` };
  }
  try {
    if (await exists(path.join(root, 'cgroup.controllers'))) {
      return { cgroups: await openCgroupsV2({ root, own: membership.get('') ?? '/', name, log }) };
    }
    if (await exists(path.join(root, 'memory'))) {
      return { cgroups: await openCgroupsV1({ root, membership, name, log }) };
    }
    return { cgroups: null, reason: `no cgroup v1 or v2 hierarchy under ${root}` };
  } catch (error) {
    return { cgroups: null, reason: `cgroups under ${root} are not usable: ${(error as Error).message}` };
  }
}

/** Controller name (or '' for the v2 unified line) -> this process's path in that hierarchy. */
export function parseSelfCgroup(text: string): Map<string, string> {
  const membership = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^\d+:([^:]*):(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, controllers = '', where = '/'] = match;
    for (const controller of controllers.split(',')) membership.set(controller.replace(/^name=/, ''), where);
  }
  return membership;
}
