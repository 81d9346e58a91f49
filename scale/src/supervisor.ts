/**
 * Starts, stops, kills and restarts the roster's processes. A process counts as started once
 * it has logged its ready line and its health URL answers 200. Every line a process prints
 * goes to the sink with its name in front.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, type ProcessSpec } from './roster';

export type LineSink = (line: string) => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when the URL answers 200 within a second. */
export async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

export interface Supervised {
  readonly spec: ProcessSpec;
  /** The running child's pid; undefined while it is down. */
  pid(): number | undefined;
  running(): boolean;
  /** How many times it was started. */
  starts(): number;
  /** The last lines it printed (for failure reports). */
  tail(): string;
  /** Spawns it and resolves once it is ready (ready line and health 200). */
  start(): Promise<void>;
  /** Sends the signal and resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface SupervisorOptions {
  readonly sink: LineSink;
  /** How long a process may take to become ready. Default 120 s (a judge's first start builds its precompiled header). */
  readonly readyTimeoutMs?: number;
}

export class Supervisor {
  private readonly processes = new Map<string, Supervised>();
  private readonly onExit = () => {
    // The supervisor's own process is ending: nothing it started may outlive it.
    for (const p of this.processes.values()) {
      const pid = p.pid();
      if (pid === undefined) continue;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  };

  constructor(private readonly options: SupervisorOptions) {
    process.on('exit', this.onExit);
  }

  add(spec: ProcessSpec): Supervised {
    const supervised = supervise(spec, this.options);
    this.processes.set(spec.name, supervised);
    return supervised;
  }

  get(name: string): Supervised {
    const p = this.processes.get(name);
    if (!p) throw new Error(`no process named ${name}`);
    return p;
  }

  all(): Supervised[] {
    return [...this.processes.values()];
  }

  /** Stops every process, the last started first. */
  async stopAll(graceMs = 10_000): Promise<void> {
    for (const p of this.all().reverse()) await p.stop(graceMs);
    process.off('exit', this.onExit);
  }
}

function supervise(spec: ProcessSpec, options: SupervisorOptions): Supervised {
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let lines: string[] = [];
  let starts = 0;
  let stopping = false;

  const print = (line: string) => {
    lines.push(line);
    if (lines.length > 200) lines = lines.slice(-100);
    options.sink(`[${spec.name}] ${line}`);
  };
  const alive = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  async function start(): Promise<void> {
    if (alive()) throw new Error(`${spec.name} is already running`);
    stopping = false;
    starts++;
    const seen = { ready: false };
    const spawned = spawn(process.execPath, [join(ROOT, spec.script)], {
      cwd: ROOT,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = spawned;
    exited = new Promise((resolve) =>
      spawned.once('exit', (code, signal) => {
        if (!stopping) print(`exited (${signal ?? `code ${code}`})`);
        resolve();
      }),
    );
    for (const stream of [spawned.stdout, spawned.stderr]) {
      let partial = '';
      stream.on('data', (chunk: Buffer) => {
        const text = partial + chunk.toString('utf8');
        const parts = text.split('\n');
        partial = parts.pop() ?? '';
        for (const line of parts) {
          if (spec.ready.test(line)) seen.ready = true;
          print(line);
        }
      });
    }
    const deadline = Date.now() + readyTimeoutMs;
    while (!(seen.ready && (await healthy(spec.healthUrl)))) {
      if (spawned.exitCode !== null || spawned.signalCode !== null)
        throw new Error(`${spec.name} exited before it was ready:\n${lines.slice(-30).join('\n')}`);
      if (Date.now() > deadline) {
        spawned.kill('SIGKILL');
        throw new Error(`${spec.name} was not ready within ${readyTimeoutMs} ms:\n${lines.slice(-30).join('\n')}`);
      }
      await sleep(100);
    }
  }

  async function kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!alive()) return;
    child!.kill(signal);
    await exited;
  }

  async function stop(graceMs = 10_000): Promise<void> {
    if (!alive()) return;
    stopping = true;
    child!.kill('SIGTERM');
    const timer = setTimeout(() => child?.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  return {
    spec,
    pid: () => (alive() ? child!.pid : undefined),
    running: alive,
    starts: () => starts,
    tail: () => lines.slice(-30).join('\n'),
    start,
    kill,
    stop,
  };
}
