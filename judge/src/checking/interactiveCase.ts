import { HostFaultError, type Limits, type TestCase, type TestResult } from '../api';
import { caseJob, wallSecondsFor } from '../runCase';
import type { SandboxHost } from '../sandbox/sandbox';
import type { Toolchain } from '../toolchain';
import { checkerLimits } from './checker';
import { runInteractive } from './interactive';
import { interactiveVerdict } from './interactiveVerdict';

/** A problem's interactor, built: its directory (the job's hold on it) and its toolchain. */
export interface BuiltInteractor {
  readonly dir: string;
  readonly toolchain: Toolchain & { available: true };
}

/** How much of an interaction a case's result keeps (each side's lines, in order): enough to read, small beside 100 cases. */
export const transcriptBytes = 16 * 1024;

/**
 * The interactor outlasts the program on the wall clock: a program that waits for input that never
 * comes is stopped first, as Time Limit Exceeded, and the interactor then sees its end of file.
 * An interactor still running after that never ends by itself: an Internal Error.
 */
const interactorGraceSeconds = 2;

/**
 * Runs the built program on one case of an interactive problem, beside the problem's interactor
 * (runInteractive), and judges it by Kattis' rules (interactiveVerdict). The time and memory are
 * the program's own; its stdout is what it sent the interactor (capped with the transcript). A
 * side the host failed is a host fault, never a verdict. Both sides run as the slot's uid, each in
 * a sandbox of its own: the program's holds its directory and its two FIFOs, nothing of the case.
 */
export async function runInteractiveCase(options: {
  readonly host: SandboxHost;
  readonly uid: number;
  readonly toolchain: Toolchain & { available: true };
  readonly programDir: string;
  readonly interactor: BuiltInteractor;
  /** A directory of root's that the slot uids may pass through, for the case's FIFOs and files. */
  readonly workDir: string;
  readonly test: TestCase;
  readonly index: number;
  readonly limits: Limits;
}): Promise<TestResult> {
  const { host, uid, limits } = options;
  const program = caseJob({ host, uid, toolchain: options.toolchain, programDir: options.programDir, limits });
  const interactor = caseJob({
    host,
    uid,
    toolchain: options.interactor.toolchain,
    programDir: options.interactor.dir,
    limits: checkerLimits,
  });
  const outcome = await runInteractive({
    host,
    workDir: options.workDir,
    program,
    interactor: {
      ...interactor,
      limits: { ...interactor.limits, wallSeconds: wallSecondsFor(limits.cpuSeconds) + interactorGraceSeconds },
    },
    input: options.test.input,
    answer: options.test.expectedOutput,
    transcriptBytes,
  });
  for (const [side, run] of [
    ['the program', outcome.program],
    ['the interactor', outcome.interactor],
  ] as const) {
    if (run.failure) throw new HostFaultError(`test ${options.index} could not run ${side}: ${run.failure}`);
  }
  const verdict = interactiveVerdict(outcome, { cpuLimitSeconds: limits.cpuSeconds, outOfMemory: options.toolchain.language.outOfMemory });
  const sent = outcome.transcript.filter((line) => line.from === 'program').map((line) => `${line.text}\n`);
  return {
    index: options.index,
    ...verdict,
    time: Math.round(outcome.program.cpuSeconds * 1000) / 1000,
    memory: outcome.program.peakKb,
    stdout: sent.join(''),
    stderr: outcome.program.stderr.toString('utf8'),
    transcript: outcome.transcript,
  };
}
