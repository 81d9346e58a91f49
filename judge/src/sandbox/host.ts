import { promises as fs, constants } from 'node:fs';
import path from 'node:path';
import { openCgroups } from './cgroup';
import { smallLimits } from './command';
import { prepareRunHelper } from './runHelper';
import { systemMounts } from './mounts';
import type { SandboxFaults } from './faults';
import { runSandboxed, type SandboxHost } from './sandbox';
import { seccompFilter } from './seccomp';
import { Spawner } from './spawner';

export type PreparedHost = { readonly host: SandboxHost; readonly cgroups: string } | { readonly host: null; readonly reason: string };

export interface HostOptions {
  /** Overrides where bwrap is looked for (a missing path makes the judge unhealthy, for tests). */
  readonly bwrapPath?: string;
  /** cgroup mount point; null runs on rlimits alone. Default /sys/fs/cgroup. */
  readonly cgroupRoot?: string | null;
  /** This judge's cgroup directory, unique on the machine. */
  readonly cgroupName?: string;
  /** Host paths to bind read-only besides /usr (toolchains elsewhere, the JDK's /etc). */
  readonly extraMounts: readonly string[];
  /** A directory under the cache dir that the probe binds, proving the slot uids can reach it. */
  readonly probeDir: string;
  readonly probeUid: number;
  /** Where to write the seccomp filter (in a directory only root may write to). */
  readonly seccompFile: string;
  /** For tests: sandbox starts made to fail on demand. */
  readonly faults?: SandboxFaults;
  readonly log: (line: string) => void;
}

/** Finds the tools, opens the cgroups, and starts the sandbox once (`/bin/true`) to prove it works. */
export async function prepareHost(options: HostOptions): Promise<PreparedHost> {
  const opened = await openHost(options);
  if (!opened.host) return opened;
  const failure = await probeSandbox(opened.host, options.probeDir, options.probeUid);
  if (failure === null) return opened;
  await opened.host.close();
  return { host: null, reason: `the sandbox cannot start: ${failure}` };
}

/**
 * Finds the tools, writes the seccomp filter, builds the run helper and opens the cgroups: a host
 * that may run sandboxes, not yet proven to start one (`probeSandbox`). `host: null` when this
 * machine has no sandbox at all (no bwrap, not root, no filter where one must be).
 */
export async function openHost(options: Omit<HostOptions, 'probeDir'>): Promise<PreparedHost> {
  const bwrap = options.bwrapPath ?? (await findExecutable('bwrap'));
  const [bash, prlimit, setpriv] = await Promise.all(['bash', 'prlimit', 'setpriv'].map(findExecutable));
  const missing = Object.entries({ bwrap, bash, prlimit, setpriv }).filter(([, found]) => !found);
  if (missing.length > 0 || !bwrap || !bash || !prlimit || !setpriv) {
    return { host: null, reason: `missing ${missing.map(([name]) => name).join(', ')} (install bubblewrap and util-linux)` };
  }
  if (!(await isExecutable(bwrap))) return { host: null, reason: `bwrap not found at ${bwrap}` };
  if (process.getuid?.() !== 0) {
    return { host: null, reason: 'the judge must run as root to give each slot its own uid and cgroup' };
  }

  let filter: Buffer | null = null;
  try {
    filter = seccompFilter();
  } catch (error) {
    options.log(`running without a seccomp filter: ${(error as Error).message}`);
  }
  if (filter) {
    try {
      await writeSeccompFile(options.seccompFile, `${options.probeUid}`, filter);
    } catch (error) {
      // A filter that exists for this machine but cannot be put in place is a fault, not a choice.
      return { host: null, reason: `cannot write the seccomp filter to ${options.seccompFile}: ${(error as Error).message}` };
    }
  }
  const seccompFile = filter ? options.seccompFile : null;

  // Beside the seccomp filter, in the same root-only directory.
  let runHelper: string | null = null;
  const compiler = (await findExecutable('gcc')) ?? (await findExecutable('cc'));
  try {
    if (!compiler) throw new Error('no C compiler (gcc)');
    runHelper = await prepareRunHelper(path.dirname(options.seccompFile), compiler);
  } catch (error) {
    options.log(`runs go through bash, prlimit and setpriv: cannot build the run helper: ${(error as Error).message}`);
  }

  let cgroupsNote: string;
  let cgroups = null;
  if (options.cgroupRoot === null) {
    cgroupsNote = 'none (disabled by option): rlimits only, memory is not measured';
  } else {
    const opened = await openCgroups({ root: options.cgroupRoot ?? '/sys/fs/cgroup', name: options.cgroupName, log: options.log });
    cgroups = opened.cgroups;
    cgroupsNote = opened.cgroups
      ? `${opened.cgroups.version} at ${opened.cgroups.where}`
      : `none (${opened.reason}): rlimits only, memory is not measured`;
  }
  const spawner = new Spawner();
  const host: SandboxHost = {
    tools: { bash, prlimit, setpriv, bwrap },
    cgroups,
    systemMounts: await systemMounts(options.extraMounts),
    seccompFile,
    runHelper,
    spawner,
    ...(options.faults ? { faults: options.faults } : {}),
    log: options.log,
    close: async () => {
      await spawner.close();
      await cgroups?.close();
    },
  };
  return { host, cgroups: cgroupsNote };
}

/**
 * Starts a trivial sandbox (`/bin/true`, as `uid`, with `probeDir` bound as the cache dir's
 * files are) and says why it failed, or null when it ran. Proves the sandbox starts here now.
 */
export async function probeSandbox(host: SandboxHost, probeDir: string, uid: number): Promise<string | null> {
  const probe = await runSandboxed(host, {
    uid,
    command: ['/bin/true'],
    mounts: [{ source: probeDir, target: '/box' }],
    cwd: '/box',
    stdin: '',
    stdoutBytes: 4096,
    stderrBytes: 4096,
    limits: smallLimits({ cpuSeconds: 5, wallSeconds: 10 }),
  });
  if (!probe.failure && probe.started && probe.exitCode === 0) return null;
  return probe.failure ?? `/bin/true exited ${probe.exitCode}: ${probe.stderr.toString().slice(0, 300)}`;
}

/**
 * Judges sharing the cache write the same bytes: each writes its own copy, as a new file (a
 * name already there is removed, never written through), and renames it in place.
 */
async function writeSeccompFile(file: string, tag: string, filter: Buffer): Promise<void> {
  const own = `${file}.${process.pid}-${tag}`;
  await fs.rm(own, { force: true });
  await fs.writeFile(own, filter, { mode: 0o600, flag: 'wx' });
  await fs.rename(own, file);
}

export async function findExecutable(name: string): Promise<string | null> {
  if (name.includes('/')) return (await isExecutable(name)) ? name : null;
  const dirs = (process.env.PATH ?? '').split(':').concat(['/usr/local/bin', '/usr/bin', '/bin', '/usr/sbin', '/sbin']);
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await fs.access(file, constants.X_OK);
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
