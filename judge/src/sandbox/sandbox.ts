import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import type { Readable } from 'node:stream';
import { Capped } from './capped';
import type { Cgroups, RunCgroup } from './cgroup';
import { sandboxArgv, type HostTools, type SandboxJob } from './command';

/** Everything a run needs from the host, prepared once at start. */
export interface SandboxHost {
  readonly tools: HostTools;
  readonly cgroups: Cgroups | null;
  readonly systemMounts: readonly string[];
  readonly log: (line: string) => void;
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
}

/** How often the cgroup's CPU counter is read, to stop multi-threaded programs at their limit. */
const watchdogMs = 100;
/** After the sandbox exits, how long its pipes may stay open before they are cut. */
const drainMs = 3000;

let runs = 0;

export async function runSandboxed(host: SandboxHost, job: SandboxJob): Promise<SandboxOutcome> {
  let cgroup: RunCgroup | null = null;
  if (host.cgroups) {
    try {
      cgroup = await host.cgroups.create(`run-${++runs}`, {
        memoryBytes: job.limits.memoryBytes,
        processes: job.limits.processes,
      });
    } catch (error) {
      return failed(`cannot create the run's cgroup: ${(error as Error).message}`);
    }
  }
  try {
    return await execute(host, job, cgroup);
  } finally {
    await cgroup?.remove().catch((error: Error) => host.log(`could not remove a run's cgroup: ${error.message}`));
  }
}

function execute(host: SandboxHost, job: SandboxJob, cgroup: RunCgroup | null): Promise<SandboxOutcome> {
  const argv = sandboxArgv({
    tools: host.tools,
    job,
    procsFiles: cgroup?.procsFiles ?? [],
    systemMounts: host.systemMounts,
  });
  return new Promise((resolve) => {
    const child = spawn(argv[0] ?? '', argv.slice(1), {
      stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'pipe'],
      // Its own process group: the bash wrapper, bwrap and the cats die together.
      detached: true,
      env: { PATH: '/usr/bin:/bin' },
    });
    const stdout = new Capped(job.stdoutBytes);
    const stderr = new Capped(job.stderrBytes);
    let marker = '';
    let timedOut = false;
    let outputExceeded = false;
    let exited = false;
    let exit: { code: number | null; signal: NodeJS.Signals | null } = { code: null, signal: null };
    let spawnError: Error | null = null;

    // Killing the sandbox's pid 1 (its host pid comes from bwrap's --info-fd) ends the whole
    // pid namespace, and bwrap then reaps it and exits. Before that pid is known, the process
    // group goes instead. The group is killed only while one of its members is known to live,
    // so that a pid reused after the group is gone is never hit.
    let sandboxPid: number | null = null;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const kill = () => {
      if (exited) return;
      try {
        if (sandboxPid) process.kill(sandboxPid, 'SIGKILL');
        else killGroup();
      } catch {
        // Already gone.
      }
    };
    let info = '';
    (child.stdio[4] as Readable).on('data', (chunk: Buffer) => {
      info += chunk.toString();
      const pid = /"child-pid"\s*:\s*(\d+)/.exec(info)?.[1];
      if (pid) sandboxPid = Number(pid);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (!stdout.push(chunk) && !outputExceeded) {
        outputExceeded = true;
        kill();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => (marker += chunk.toString()));
    // EPIPE when the program stops reading its input: not an error of the judge.
    child.stdin.on('error', () => undefined);
    child.stdin.end(job.stdin);

    const wall = setTimeout(() => {
      timedOut = true;
      kill();
    }, job.limits.wallSeconds * 1000);
    const watchdog = cgroup
      ? setInterval(() => {
          cgroup
            .poll()
            .then((cpu) => {
              if (cpu > job.limits.cpuSeconds && !timedOut) {
                timedOut = true;
                kill();
              }
            })
            .catch(() => undefined);
        }, watchdogMs)
      : null;
    let drain: NodeJS.Timeout | null = null;

    child.on('error', (error) => {
      spawnError = error;
      finish();
    });
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      exited = true;
      // The wrapper waits for its cats, so pipes still open now were passed to something
      // that escaped the run; the cgroup sweep in remove() ends it.
      drain = setTimeout(() => {
        for (const stream of child.stdio) stream?.destroy();
        finish();
      }, drainMs);
    });
    child.on('close', () => finish());

    let finished = false;
    function finish(): void {
      if (finished) return;
      finished = true;
      clearTimeout(wall);
      if (watchdog) clearInterval(watchdog);
      if (drain) clearTimeout(drain);
      settle().then(resolve, (error: Error) => resolve(failed(`cannot read what the run used: ${error.message}`)));
    }

    async function settle(): Promise<SandboxOutcome> {
      const started = marker.startsWith('1');
      const usage = cgroup
        ? await cgroup.usage()
        : { cpuSeconds: childrenCpuSeconds(marker.slice(1)), peakKb: 0, oomKilled: false };
      let failure: string | null = null;
      if (spawnError) failure = `cannot spawn the sandbox: ${(spawnError as Error).message}`;
      else if (!started && !timedOut) {
        failure = `sandbox did not start (exit ${exit.code ?? exit.signal}): ${stderr.text().trim().slice(0, 500)}`;
      }
      return {
        started,
        failure,
        exitCode: exit.code,
        signal: signalOf(exit.code, exit.signal, started),
        cpuSeconds: usage.cpuSeconds,
        peakKb: usage.peakKb,
        oomKilled: usage.oomKilled,
        timedOut,
        outputExceeded,
        stdout: stdout.buffer(),
        stderr: stderr.buffer(),
      };
    }
  });
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
