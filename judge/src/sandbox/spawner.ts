import { spawn, type ChildProcess } from 'node:child_process';
import { spawnerMain } from './spawnerProcess';

export interface SpawnRequest {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly stdoutBytes: number;
  readonly stderrBytes: number;
}

/** How the wrapper ended and what it said, as the spawner saw it. */
export interface SpawnResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** What fd 3 carried: the sandbox's start marker, then the program's `times`. */
  readonly marker: string;
  readonly stdout: Buffer;
  readonly stderr: Buffer;
  readonly outputExceeded: boolean;
  readonly spawnError: string | null;
}

/** A run's input: bytes, or a file only root can read (large inputs skip node then). */
export type SpawnInput = string | Buffer | { readonly file: string };

export interface SpawnHandle {
  /** Lets the sandbox, waiting ready, run its program on this input. */
  go(input: SpawnInput): void;
  kill(): void;
  /** The run is over: its program and every process it left are gone, its output complete. */
  readonly ended: Promise<SpawnResult>;
  /** The chain's last process is gone too (the sandbox torn down). Never rejects. */
  readonly exited: Promise<void>;
}

/** A sandbox that runs case after case (the run helper's series mode). */
export interface SeriesHandle {
  /** Runs the next case on this input (once the one before has ended): what the case did. */
  go(input: SpawnInput): Promise<SpawnResult>;
  kill(): void;
  /** No more cases: the sandbox ends. */
  end(): void;
  /** The chain is over: no case can run any more. */
  readonly ended: Promise<SpawnResult>;
  /** The chain's last process is gone too. Never rejects. */
  readonly exited: Promise<void>;
}

type Reply = { type: 'spawned' | 'ended' | 'exited' | 'case'; id: number } & Partial<SpawnResult>;

/** Lets a chain's program run on this input: a file's name (root opens it), or the bytes. */
function goMessage(id: number, input: SpawnInput) {
  const file = typeof input === 'object' && 'file' in input ? input.file : null;
  return { type: 'go', id, file, stdin: file === null ? input : null };
}

const died: SpawnResult = {
  code: null,
  signal: null,
  marker: '',
  stdout: Buffer.alloc(0),
  stderr: Buffer.alloc(0),
  outputExceeded: false,
  spawnError: 'the spawner process died',
};

function resultOf(reply: Reply): SpawnResult {
  return {
    code: reply.code ?? null,
    signal: reply.signal ?? null,
    marker: reply.marker ?? '',
    stdout: Buffer.from(reply.stdout ?? []),
    stderr: Buffer.from(reply.stderr ?? []),
    outputExceeded: reply.outputExceeded ?? false,
    spawnError: reply.spawnError ?? null,
  };
}

/**
 * Starts sandboxes from a small process of its own. Forking costs node time in proportion to
 * the forking process's memory (about 14 ms per run for a judge holding 300 MB of test data),
 * and it blocks the event loop meanwhile; the spawner's fork costs about 1 ms, elsewhere.
 */
export class Spawner {
  private process: ChildProcess | null = null;
  private readonly pending = new Map<number, { child: ChildProcess; resolve: (result: SpawnResult) => void; onSpawn?: () => void }>();
  private readonly running = new Map<number, { child: ChildProcess; exited: () => void }>();
  /** The cases of a series let go and not answered yet, by series, in order. */
  private readonly cases = new Map<number, { child: ChildProcess; waiting: ((result: SpawnResult) => void)[] }>();
  private nextId = 0;

  run(request: SpawnRequest, onSpawn?: () => void): SpawnHandle {
    const { child, id, ended, exited, kill } = this.start(request, onSpawn);
    return {
      go: (input) => {
        if (child.connected) child.send(goMessage(id, input));
      },
      kill,
      ended,
      exited,
    };
  }

  /** Starts a series' sandbox (`sandboxArgv` with `series`), its cases' files in `dir` (root's alone). */
  series(request: SpawnRequest & { readonly dir: string }, onSpawn?: () => void): SeriesHandle {
    const { dir, ...run } = request;
    const { child, id, ended, exited, kill } = this.start(run, onSpawn, { series: { dir } });
    const cases = { child, waiting: [] as ((result: SpawnResult) => void)[] };
    this.cases.set(id, cases);
    void ended.then(() => this.cases.delete(id));
    return {
      go: (input) =>
        new Promise<SpawnResult>((resolve) => {
          if (!child.connected || !this.cases.has(id)) {
            resolve({ ...died, spawnError: 'the sandbox has ended' });
            return;
          }
          cases.waiting.push(resolve);
          child.send(goMessage(id, input));
        }),
      kill,
      end: () => child.connected && child.send({ type: 'end', id }),
      ended,
      exited,
    };
  }

  /** Sends a chain's `run` to the spawner, with the promises of its end and exit. */
  private start(request: SpawnRequest, onSpawn: (() => void) | undefined, extra: object = {}) {
    const child = this.started();
    const id = ++this.nextId;
    const ended = new Promise<SpawnResult>((resolve) => this.pending.set(id, { child, resolve, onSpawn }));
    const exited = new Promise<void>((resolve) => this.running.set(id, { child, exited: resolve }));
    child.send({ type: 'run', id, ...request, ...extra });
    return { child, id, ended, exited, kill: () => child.connected && child.send({ type: 'kill', id }) };
  }

  async close(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.disconnect();
    await exited;
  }

  private started(): ChildProcess {
    if (this.process?.connected) return this.process;
    const child = spawn(process.execPath, ['-e', `(${spawnerMain.toString()})()`], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      env: { PATH: '/usr/bin:/bin' },
    });
    child.on('message', (reply: Reply) => {
      if (reply.type === 'exited') {
        this.running.get(reply.id)?.exited();
        this.running.delete(reply.id);
        return;
      }
      if (reply.type === 'case') return this.cases.get(reply.id)?.waiting.shift()?.(resultOf(reply));
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      if (reply.type === 'spawned') return waiting.onSpawn?.();
      this.pending.delete(reply.id);
      waiting.resolve(resultOf(reply));
    });
    // A spawner that dies takes its runs with it: each becomes a host fault; the next run starts a new one.
    child.on('exit', () => {
      if (this.process === child) this.process = null;
      for (const [id, running] of this.running) {
        if (running.child !== child) continue;
        this.running.delete(id);
        running.exited();
      }
      for (const [id, cases] of this.cases) {
        if (cases.child !== child) continue;
        this.cases.delete(id);
        for (const resolve of cases.waiting.splice(0)) resolve(died);
      }
      for (const [id, waiting] of this.pending) {
        if (waiting.child !== child) continue;
        this.pending.delete(id);
        waiting.resolve(died);
      }
    });
    this.process = child;
    return child;
  }
}
