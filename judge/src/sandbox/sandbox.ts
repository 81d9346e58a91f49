import { constants } from 'node:os';
import type { Cgroups, RunCgroup } from './cgroup';
import { sandboxArgv, type HostTools, type SandboxJob } from './command';
import type { SandboxFaults } from './faults';
import type { SpawnInput, SpawnRequest, SpawnResult, Spawner } from './spawner';

/** Everything a run needs from the host, prepared once at start. */
export interface SandboxHost {
  readonly tools: HostTools;
  readonly cgroups: Cgroups | null;
  readonly systemMounts: readonly string[];
  /** The seccomp filter's file (root's alone), or null where there is none for this machine. */
  readonly seccompFile: string | null;
  /** The run helper (runHelper.ts), or null to run through bash, prlimit, setpriv and sh. */
  readonly runHelper: string | null;
  readonly spawner: Spawner;
  /** For tests: sandbox starts made to fail on demand (faults.ts). */
  readonly faults?: SandboxFaults;
  readonly log: (line: string) => void;
  close(): Promise<void>;
}

export interface SandboxOutcome {
  /** The sandbox came up and exec'd the program. */
  readonly started: boolean;
  /** A host fault (the sandbox or its cgroup could not be set up); never the program's doing. */
  readonly failure: string | null;
  readonly exitCode: number | null;
  /** The signal that ended the program, if one did. */
  readonly signal: number | null;
  readonly cpuSeconds: number;
  /** 0 when no cgroup measures memory. */
  readonly peakKb: number;
  readonly oomKilled: boolean;
  /** Killed for wall time or for CPU time counted by the cgroup. */
  readonly timedOut: boolean;
  /** Killed for writing more stdout than allowed. */
  readonly outputExceeded: boolean;
  readonly stdout: Buffer;
  readonly stderr: Buffer;
  /**
   * When the program was reaped, in nanoseconds of the host's monotonic clock, as the run helper's
   * pid 1 reports it: the ends of two sandboxes' programs compare (who of an interactive case's two
   * ended first). Absent when there is no such report (a run killed from outside, a series' case).
   */
  readonly endedNs?: bigint;
}

/** How often the cgroup's CPU counter is read, to stop multi-threaded programs at their limit. */
const watchdogMs = 100;

/** A sandbox started and waiting for its input: it runs its program once, or is discarded. */
export interface ReadySandbox {
  /** Runs the program on this input; `onGo` is called once it is let go. */
  go(stdin: SandboxJob['stdin'], onGo?: () => void): Promise<SandboxOutcome>;
  /** Ends it unused (or ends its run). */
  discard(): void;
  /** Every process of it has exited and its cgroup is removed. Never rejects. */
  readonly gone: Promise<void>;
}

/**
 * Starts a sandbox for `job` (its cgroup, the chain up to the sandbox's pid 1) and leaves it
 * waiting for its input, so that the start's cost can be paid while the slot's previous case
 * runs. Each sandbox is as fresh as one started for its run alone: nothing of it is reused.
 */
export function prepareSandbox(host: SandboxHost, job: Omit<SandboxJob, 'stdin'>): ReadySandbox {
  const setup = started(host, job, false, (request) => host.spawner.run(request, job.onSpawn));
  /** No run may start any more: it was discarded, or its chain has ended. */
  let closed = false;
  let run: Promise<unknown> | null = null;
  const gone = setup.then(async (ready) => {
    if (!('handle' in ready)) return;
    await ready.handle.ended;
    closed = true;
    // The run reads the cgroup's counters first; the chain's last processes leave it.
    await run?.catch(() => undefined);
    await ready.handle.exited;
    await ready.cgroup?.remove().catch((error: Error) => host.log(`could not remove a run's cgroup: ${error.message}`));
  });
  return {
    async go(stdin, onGo) {
      const ready = await setup;
      if (!('handle' in ready)) return failed(ready.failure);
      if (closed) {
        const ended = await ready.handle.ended;
        return failed(`the sandbox ended before its run (exit ${ended.code ?? ended.signal}): ${whatItSaid(ended)}`);
      }
      const { handle } = ready;
      const go = (input: SpawnInput) => {
        handle.go(input);
        return handle.ended;
      };
      const outcome = execute({ go, kill: () => handle.kill() }, ready.cgroup, job, stdin, onGo);
      run = outcome;
      return outcome;
    },
    discard() {
      closed = true;
      void setup.then((ready) => 'handle' in ready && ready.handle.kill());
    },
    gone,
  };
}

/** Starts a sandbox, runs `job` in it and waits until it is gone. */
export async function runSandboxed(host: SandboxHost, job: SandboxJob): Promise<SandboxOutcome> {
  const sandbox = prepareSandbox(host, job);
  try {
    return await sandbox.go(job.stdin);
  } finally {
    sandbox.discard();
    await sandbox.gone;
  }
}

/**
 * A sandbox that runs one series' cases one after another (the run helper's serve mode): started
 * once, it saves each later case the sandbox's start and teardown. Between cases its pid 1 leaves
 * nothing of one case to the next (processes, files, IPC objects), and the cgroup's memory peak
 * starts again. A case the judge had to stop (time, output, memory), or after which the sandbox
 * could not be put back as it was, ends it: the next case then needs a new one.
 */
export interface SeriesSandbox {
  /** Runs the program on this input, once the case before has ended. */
  go(stdin: SandboxJob['stdin']): Promise<SandboxOutcome>;
  /** It may run another case. */
  readonly open: boolean;
  /** Ends it (and any case it runs). */
  discard(): void;
  /** Every process of it has exited and its cgroup is removed. Never rejects. */
  readonly gone: Promise<void>;
}

/** Starts a series' sandbox for `job`'s program and limits; its cases' files go in `dir` (root's alone). */
export function startSeries(host: SandboxHost, job: Omit<SandboxJob, 'stdin'>, dir: string): SeriesSandbox {
  const setup = started(host, job, true, (request) => host.spawner.series({ ...request, dir }, job.onSpawn));
  let open = true;
  let cases = 0;
  let run: Promise<unknown> = Promise.resolve();
  const gone = setup.then(async (ready) => {
    if (!('handle' in ready)) return;
    await ready.handle.ended;
    open = false;
    await run.catch(() => undefined);
    await ready.handle.exited;
    await ready.cgroup?.remove().catch((error: Error) => host.log(`could not remove a run's cgroup: ${error.message}`));
  });
  const discard = () => {
    open = false;
    void setup.then((ready) => {
      if (!('handle' in ready)) return;
      ready.handle.end();
      ready.handle.kill();
    });
  };
  return {
    get open() {
      return open;
    },
    async go(stdin) {
      const ready = await setup;
      if (!('handle' in ready)) return failed(ready.failure);
      if (!open) return failed('the sandbox has ended');
      const { handle, cgroup } = ready;
      // A case's memory peak is its own: the cgroup's starts again, or (where it cannot) no case follows.
      if (cgroup && !cgroup.resetPeak) open = false;
      else if (cases++ > 0) await cgroup?.resetPeak?.();
      const go = async (input: SpawnInput) => {
        const ended = await handle.go(input);
        // Pid 1 could not put the sandbox back as it was: it ends after this case.
        if (/\nlast\n/.test(ended.marker)) open = false;
        return ended;
      };
      const outcome = execute({ go, kill: () => handle.kill() }, cgroup, job, stdin);
      run = outcome;
      const result = await outcome;
      if (!result.started || result.failure || result.timedOut || result.outputExceeded || result.oomKilled) open = false;
      if (!open) discard();
      return result;
    },
    discard,
    gone,
  };
}

/** A sandbox's cgroup taken and its chain started by `spawn`; or why it could not be. */
async function started<Handle>(
  host: SandboxHost,
  job: Omit<SandboxJob, 'stdin'>,
  series: boolean,
  spawn: (request: SpawnRequest) => Handle,
): Promise<{ readonly failure: string } | { readonly cgroup: RunCgroup | null; readonly handle: Handle }> {
  const injected = host.faults?.current();
  if (injected) return { failure: `sandbox did not start: ${injected}` };
  let cgroup: RunCgroup | null = null;
  if (host.cgroups) {
    try {
      cgroup = await host.cgroups.take({ memoryBytes: job.limits.memoryBytes, processes: job.limits.processes });
    } catch (error) {
      return { failure: `cannot create the run's cgroup: ${(error as Error).message}` };
    }
  }
  const argv = sandboxArgv({
    tools: host.tools,
    job,
    procsFiles: cgroup?.procsFiles ?? [],
    systemMounts: host.systemMounts,
    seccompFile: host.seccompFile,
    runHelper: host.runHelper,
    series,
  });
  return { cgroup, handle: spawn({ argv, env: { PATH: '/usr/bin:/bin' }, stdoutBytes: job.stdoutBytes, stderrBytes: job.stderrBytes }) };
}

async function execute(
  handle: { go(input: SpawnInput): Promise<SpawnResult>; kill(): void },
  cgroup: RunCgroup | null,
  job: Omit<SandboxJob, 'stdin'>,
  stdin: SandboxJob['stdin'],
  onGo?: () => void,
): Promise<SandboxOutcome> {
  // The cgroup has counted the sandbox's start: the limit is on what the program uses from here
  // (read while the go travels, off the case's path: at most the program's first instants are in it).
  const ran = handle.go(stdin);
  onGo?.();
  const cpuBefore = cgroup ? await cgroup.poll().catch(() => 0) : 0;
  let timedOut = false;
  const stop = () => {
    timedOut = true;
    handle.kill();
  };
  const wall = setTimeout(stop, job.limits.wallSeconds * 1000);
  const watchdog = cgroup
    ? setInterval(() => {
        cgroup
          .poll()
          .then((cpu) => {
            if (cpu - cpuBefore > job.limits.cpuSeconds && !timedOut) stop();
          })
          .catch(() => undefined);
      }, watchdogMs)
    : null;
  const ended = await ran;
  clearTimeout(wall);
  if (watchdog) clearInterval(watchdog);

  const started = ended.marker.startsWith('1');
  const usage = cgroup ? await cgroup.usage() : { cpuSeconds: childrenCpuSeconds(ended.marker.slice(1)), peakKb: 0, oomKilled: false };
  // The run helper's pid 1 reports the program's own CPU time, without the sandbox's start. A
  // run killed (wall clock, CPU watchdog, output) has no such report: then the cgroup's counter.
  const programCpu = programCpuSeconds(ended.marker);
  const endedNs = programEndedNs(ended.marker);
  let failure: string | null = null;
  if (ended.spawnError) failure = `cannot spawn the sandbox: ${ended.spawnError}`;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the wall-clock timer sets `timedOut` while the run is awaited
  else if (!started && !timedOut) {
    failure = `sandbox did not start (exit ${ended.code ?? ended.signal}): ${whatItSaid(ended)}`;
  }
  return {
    started,
    failure,
    exitCode: ended.code,
    signal: signalOf(ended.code, ended.signal, started),
    cpuSeconds: programCpu ?? (cgroup ? Math.max(0, usage.cpuSeconds - cpuBefore) : usage.cpuSeconds),
    peakKb: usage.peakKb,
    oomKilled: usage.oomKilled,
    timedOut,
    outputExceeded: ended.outputExceeded,
    stdout: ended.stdout,
    stderr: ended.stderr,
    ...(endedNs === null ? {} : { endedNs }),
  };
}

/** Why a sandbox did not start: bwrap's and the run helper's messages come on stderr, or (the run helper's chain) on the marker's channel. */
function whatItSaid(ended: SpawnResult): string {
  return `${ended.stderr.toString()}${ended.marker}`.trim().slice(0, 500);
}

/**
 * bwrap reports a program killed by signal N as exit status 128+N, as shells do; a program
 * that itself exits with 129..192 is indistinguishable, and rare enough to read as a signal.
 */
export function signalOf(code: number | null, signal: NodeJS.Signals | null, started: boolean): number | null {
  if (signal) return constants.signals[signal];
  if (started && code !== null && code > 128 && code <= 128 + 64) return code - 128;
  return null;
}

/** The second line of the shell's `times`: user and system time of the program it waited for. */
export function childrenCpuSeconds(times: string): number {
  const line = times.trim().split('\n')[1] ?? '';
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  return seconds.reduce((sum, value) => sum + value, 0);
}

/** `ended <ns>` as the run helper's pid 1 writes it after the start marker (see SandboxOutcome.endedNs); null if absent. */
export function programEndedNs(marker: string): bigint | null {
  const match = /\nended (\d+)\n/.exec(marker);
  return match ? BigInt(match[1]!) : null;
}

/** `cpu <seconds>` as the run helper's pid 1 writes it after the start marker; null if absent. */
export function programCpuSeconds(marker: string): number | null {
  const match = /\ncpu (\d+(?:\.\d+)?)\n/.exec(marker);
  return match ? Number(match[1]) : null;
}

function failed(failure: string): SandboxOutcome {
  return {
    started: false,
    failure,
    exitCode: null,
    signal: null,
    cpuSeconds: 0,
    peakKb: 0,
    oomKilled: false,
    timedOut: false,
    outputExceeded: false,
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
  };
}
