import { execFile } from 'node:child_process';
import { close, constants, openSync, promises as fs } from 'node:fs';
import { Socket } from 'node:net';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { promisify } from 'node:util';
import type { TranscriptLine } from '@forge/contracts';
import type { Mount, SandboxJob } from '../sandbox/command';
import { mountFeedbackDir, readJudgeMessage } from './feedbackDir';
import { prepareSandbox, type SandboxHost, type SandboxOutcome } from '../sandbox/sandbox';

const run = promisify(execFile);

export interface InteractiveOutcome {
  readonly program: SandboxOutcome;
  readonly interactor: SandboxOutcome;
  /** Which of the two ended first (Kattis: an interactor that rejects first decides the verdict). */
  readonly first: 'program' | 'interactor';
  /** What each side sent the other, line by line, up to `transcriptBytes`. */
  readonly transcript: readonly TranscriptLine[];
  readonly transcriptTruncated: boolean;
  /** The interactor's `judgemessage.txt` (capped), '' when it wrote none. */
  readonly judgeMessage: string;
}

/**
 * How long a program that closed its output but has not ended waits before the interactor hears
 * its end of file (a program's end is told at once; see `relayed`).
 */
const closedOutputGraceMs = 1000;

/** How much of the interactor's judge message is kept. */
export const judgeMessageBytes = 16 * 1024;

/**
 * Runs a program beside its interactor (the Kattis interactive interface: `interactor input_file
 * answer_file feedback_dir`, the program's stdout on its stdin and its stdout on the program's
 * stdin). Each runs in a sandbox of its own; they talk through FIFOs that the judge relays, so the
 * judge sees every byte: it keeps the transcript, counts the program's output against its limit,
 * and tells each side of the other's end (end of file) once the other has ended and all it sent
 * has been passed on. The input, the answer and the feedback directory are the interactor's
 * alone: the program's sandbox holds nothing but its own directory and its two FIFOs.
 */
export async function runInteractive(options: {
  readonly host: SandboxHost;
  /** A directory of root's, which the slot uids may pass through, where this case's FIFOs and files are made (and removed). */
  readonly workDir: string;
  /** The program's job as `caseJob` builds it (its command runs with stdin and stdout on the FIFOs). */
  readonly program: Omit<SandboxJob, 'stdin'>;
  /** The interactor's job: its command, then the three Kattis arguments are added. */
  readonly interactor: Omit<SandboxJob, 'stdin'>;
  readonly input: string;
  readonly answer: string;
  readonly transcriptBytes: number;
}): Promise<InteractiveOutcome> {
  const dir = await fs.mkdtemp(path.join(options.workDir, 'interaction-'));
  try {
    // bwrap opens the mounts' sources as the slot's uid: it may pass through, not list.
    await fs.chmod(dir, 0o711);
    return await interact(options, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The FIFOs of an interaction, each owned by the side that opens it in its sandbox. */
const fifos = ['to-program', 'from-program', 'to-interactor', 'from-interactor'] as const;

async function interact(options: Parameters<typeof runInteractive>[0], dir: string): Promise<InteractiveOutcome> {
  await run('mkfifo', ['-m', '600', ...fifos.map((name) => path.join(dir, name))]);
  const feedback = path.join(dir, 'feedback');
  const feedbackDir = await mountFeedbackDir(feedback, options.interactor.uid);
  try {
    return await relayed(options, dir, feedback);
  } finally {
    await feedbackDir.release();
  }
}

async function relayed(options: Parameters<typeof runInteractive>[0], dir: string, feedback: string): Promise<InteractiveOutcome> {
  const fifo = (name: string) => path.join(dir, name);
  for (const [name, text] of [
    ['input', options.input],
    ['answer', options.answer],
  ] as const) {
    await fs.writeFile(fifo(name), text, { mode: 0o400 });
    await fs.chown(fifo(name), options.interactor.uid, options.interactor.uid);
  }
  for (const name of fifos) {
    const { uid } = name.endsWith('program') ? options.program : options.interactor;
    await fs.chown(fifo(name), uid, uid);
  }

  const relay = new Relay(options.transcriptBytes);
  const fromProgram = openReading(fifo('from-program'));
  const fromInteractor = openReading(fifo('from-interactor'));
  const toProgram = openWriting(fifo('to-program'));
  const toInteractor = openWriting(fifo('to-interactor'));

  const io = (inFifo: string, outFifo: string): Mount[] => [
    { source: fifo(inFifo), target: '/io/in', writable: true },
    { source: fifo(outFifo), target: '/io/out', writable: true },
  ];
  const viaFifos = (command: readonly string[], extra: readonly string[] = []) => [
    '/bin/sh',
    '-c',
    // The FIFO to the judge is opened first, and a byte on it says so: the judge then lets go of
    // its own write end, so the end of file comes as soon as this side closes its output.
    'exec 3>/io/out && printf . >&3 && exec "$@" </io/in >&3 3>&-',
    'sh',
    ...command,
    ...extra,
  ];
  const program = prepareSandbox(options.host, {
    ...options.program,
    command: viaFifos(options.program.command),
    mounts: [...options.program.mounts, ...io('to-program', 'from-program')],
  });
  const interactor = prepareSandbox(options.host, {
    ...options.interactor,
    command: viaFifos(options.interactor.command, ['/data/input', '/data/answer', '/feedback']),
    mounts: [
      ...options.interactor.mounts,
      ...io('to-interactor', 'from-interactor'),
      { source: fifo('input'), target: '/data/input' },
      { source: fifo('answer'), target: '/data/answer' },
      { source: feedback, target: '/feedback', writable: true },
    ],
  });

  /** Set by the runs' callbacks: whether the program passed its output limit, and who ended first. */
  const seen: { outputExceeded: boolean; first: 'program' | 'interactor' | null } = { outputExceeded: false, first: null };
  let programEnded = () => {};
  const programEnd = new Promise<void>((resolve) => (programEnded = resolve));
  relay.pass(fromProgram, toInteractor, 'program', {
    // The interactor hears of the program's end of output once the program has ended (so a program
    // that crashed or was stopped at its limit has ended first, however soon the interactor then
    // rejects), or after a grace when it closed its output and lives on (then the interactor's
    // rejection comes first: Wrong Answer, as Kattis has it).
    endAfter: () => Promise.race([programEnd, new Promise<void>((resolve) => setTimeout(resolve, closedOutputGraceMs).unref())]),
    limit: options.program.stdoutBytes,
    onLimit: () => {
      seen.outputExceeded = true;
      // Past its limit the program is done for, whatever the interactor makes of the cut-off stream.
      seen.first ??= 'program';
      program.discard();
    },
  });
  relay.pass(fromInteractor, toProgram, 'interactor');

  const programRun = program.go('').then((outcome) => {
    seen.first ??= 'program';
    programEnded();
    // The host failed one side: the other is not left waiting for it.
    if (outcome.failure) interactor.discard();
    // All the program wrote reaches the interactor, then its end of file.
    fromProgram.release();
    return outcome;
  });
  const interactorRun = interactor.go('').then((outcome) => {
    seen.first ??= 'interactor';
    // Nothing more reaches the interactor: the program's end of output need not wait for it.
    programEnded();
    if (outcome.failure) program.discard();
    fromInteractor.release();
    // Kattis closes the program's way to a finished interactor: its writes fail (SIGPIPE) rather than block.
    fromProgram.socket.destroy();
    return outcome;
  });
  const [programOutcome, interactorOutcome] = await Promise.all([programRun, interactorRun]);
  // Who ended first is told by the moments the two were reaped, on the host's one clock, when both
  // sandboxes report them: the order in which the judge hears of the two ends is that of their
  // reports' ways back (the sandboxes' teardown, a loaded machine), not of the ends. A program cut
  // off at its output limit ended first whatever its report says.
  const ends = [programOutcome.endedNs, interactorOutcome.endedNs] as const;
  if (!seen.outputExceeded && ends[0] !== undefined && ends[1] !== undefined) seen.first = ends[1] < ends[0] ? 'interactor' : 'program';
  for (const end of [fromProgram, fromInteractor]) end.socket.destroy();
  for (const socket of [toProgram, toInteractor]) socket.destroy();
  program.discard();
  interactor.discard();
  await Promise.all([program.gone, interactor.gone]);
  const judgeMessage = readJudgeMessage(feedback, judgeMessageBytes);
  return {
    program: seen.outputExceeded ? { ...programOutcome, outputExceeded: true } : programOutcome,
    interactor: interactorOutcome,
    first: seen.first ?? 'program',
    transcript: relay.lines,
    transcriptTruncated: relay.truncated,
    judgeMessage,
  };
}

/**
 * A FIFO's read end, and a write end the judge holds until `release`: without it the read end
 * would see end of file before the sandboxed writer has even opened the FIFO. Once the writer has
 * ended, `release` lets what it wrote drain, then the end of file come.
 */
function openReading(file: string): { readonly socket: Socket; release(): void } {
  // Plain descriptors: the socket owns the read end from here, and closes it.
  const read = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  const keep = openSync(file, constants.O_WRONLY | constants.O_NONBLOCK);
  const socket = new Socket({ fd: read, readable: true, writable: false });
  let released = false;
  return {
    socket,
    release() {
      if (released) return;
      released = true;
      close(keep, () => undefined);
    },
  };
}

/**
 * A FIFO's write end. Opened read-write, which never waits for a reader (Linux); the judge never
 * reads it. Closing it is the reader's end of file.
 */
function openWriting(file: string): Socket {
  const socket = new Socket({ fd: openSync(file, constants.O_RDWR | constants.O_NONBLOCK), readable: false, writable: true });
  socket.on('error', () => undefined);
  return socket;
}

/** Passes bytes between the two sides, keeping the transcript. */
class Relay {
  readonly lines: TranscriptLine[] = [];
  truncated = false;
  private kept = 0;
  private readonly partial = { program: '', interactor: '' };

  constructor(private readonly transcriptBytes: number) {}

  pass(
    reading: { readonly socket: Socket; release(): void },
    to: Socket,
    side: TranscriptLine['from'],
    bound?: { readonly limit: number; readonly onLimit: () => void; readonly endAfter: () => Promise<void> },
  ): void {
    let total = 0;
    let opened = false;
    const decoder = new StringDecoder('utf8');
    const from = reading.socket;
    from.on('error', () => undefined);
    from.on('data', (data: Buffer) => {
      let chunk = data;
      if (!opened) {
        // The wrapper's byte: the side holds the FIFO open itself now.
        opened = true;
        reading.release();
        chunk = chunk.subarray(1);
      }
      total += chunk.length;
      if (bound && total > bound.limit) {
        from.destroy();
        bound.onLimit();
        return;
      }
      this.record(side, decoder.write(chunk));
      // Back pressure: a side that does not read holds the other's writes in its FIFO, not here.
      if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => from.resume());
      }
    });
    // At its end of file, or cut off (its limit, or no one left to hear it): the other side's end of file.
    from.on('close', () => {
      this.record(side, decoder.end());
      this.flush(side);
      if (bound) void bound.endAfter().then(() => to.end());
      else to.end();
    });
  }

  private record(side: TranscriptLine['from'], text: string): void {
    // Past the cap nothing more is kept: a side writing without end holds no more of the judge's memory.
    if (this.truncated) return;
    const lines = (this.partial[side] + text).split('\n');
    this.partial[side] = lines.pop()!.slice(0, this.transcriptBytes + 1);
    for (const line of lines) this.keep(side, line);
  }

  private flush(side: TranscriptLine['from']): void {
    if (this.partial[side] !== '') this.keep(side, this.partial[side]);
    this.partial[side] = '';
  }

  private keep(side: TranscriptLine['from'], text: string): void {
    if (this.truncated) return;
    if (this.kept + text.length + 1 > this.transcriptBytes) {
      this.truncated = true;
      return;
    }
    this.kept += text.length + 1;
    this.lines.push({ from: side, text });
  }
}
