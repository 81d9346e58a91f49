import { constants } from 'node:os';
import type { CheckOutcome } from './checking/outputCheck';
import { judgeStatusNames } from '@forge/contracts';
import { Status, type StatusId } from './api';

/** Judge0's names for the statuses (the contracts' own table). */
export const statusNames = judgeStatusNames;

export interface Verdict {
  readonly statusId: StatusId;
  readonly description: string;
  /** Why the output was rejected, in the checker's words, when it gave any. */
  readonly checkerMessage?: string;
}

/** What the sandbox saw of one test's run. */
export interface RunFacts {
  readonly failure: string | null;
  readonly timedOut: boolean;
  readonly cpuSeconds: number;
  readonly outputExceeded: boolean;
  readonly oomKilled: boolean;
  readonly exitCode: number | null;
  readonly signal: number | null;
  /** Read for the runtime's words on running out of memory; the output itself is the check's. */
  readonly stderr: string;
}

export interface VerdictContext {
  readonly cpuLimitSeconds: number;
  /** The language's stderr for "out of memory" (bad_alloc, OutOfMemoryError, V8's heap limit). */
  readonly outOfMemory: RegExp;
}

const { SIGSEGV, SIGXFSZ, SIGFPE, SIGABRT, SIGXCPU } = constants.signals;

export const memoryLimitExceeded = 'Runtime Error (memory limit exceeded)';
export const outputLimitExceeded = 'Runtime Error (output limit exceeded)';

const named = (statusId: StatusId, description: string = statusNames[statusId]): Verdict => ({ statusId, description });

/**
 * The verdict the run itself decides (a fault, a limit, a crash), or null when it ran cleanly and
 * its output decides (checkedVerdict). The order matters: a host fault is never the program's
 * fault; a program killed for its output, time or memory is reported for that, not for the signal
 * that killed it.
 */
export function programVerdict(run: RunFacts, context: VerdictContext): Verdict | null {
  if (run.failure) return named(Status.InternalError);
  if (run.outputExceeded) return named(Status.RuntimeErrorSIGXFSZ, outputLimitExceeded);
  if (run.timedOut || run.cpuSeconds > context.cpuLimitSeconds || run.signal === SIGXCPU) {
    return named(Status.TimeLimitExceeded);
  }
  const abnormal = run.signal !== null || run.exitCode !== 0;
  if (run.oomKilled || (abnormal && context.outOfMemory.test(run.stderr))) {
    return named(Status.RuntimeErrorOther, memoryLimitExceeded);
  }
  if (run.signal !== null) {
    switch (run.signal) {
      case SIGSEGV:
        return named(Status.RuntimeErrorSIGSEGV);
      case SIGXFSZ:
        return named(Status.RuntimeErrorSIGXFSZ, 'Runtime Error (SIGXFSZ: file size limit exceeded)');
      case SIGFPE:
        return named(Status.RuntimeErrorSIGFPE);
      case SIGABRT:
        return named(Status.RuntimeErrorSIGABRT);
      default:
        return named(Status.RuntimeErrorOther, `Runtime Error (${signalName(run.signal)})`);
    }
  }
  if (run.exitCode !== 0) return named(Status.RuntimeErrorNZEC);
  return null;
}

/** The Kattis input validator's exit code for a valid input; 43 says it is not. */
export const inputValidExit = 42;
const inputInvalidExit = 43;
/** What of an input validator's words a case keeps. */
const validatorMessageBytes = 4096;

/**
 * An input validator's verdict on one input (JudgeRequest `role: 'inputValidator'`): Accepted when
 * it exited with 42; else Wrong Answer when it exited with 43, or the run's own verdict (a limit,
 * a crash), with what it printed as the message.
 */
export function inputValidatorVerdict(run: RunFacts & { readonly stdout: string }, context: VerdictContext): Verdict {
  if (run.failure) return named(Status.InternalError);
  const clean = !run.timedOut && !run.outputExceeded && run.signal === null && run.cpuSeconds <= context.cpuLimitSeconds;
  if (clean && run.exitCode === inputValidExit) return named(Status.Accepted);
  const said = `${run.stdout.trim()}\n${run.stderr.trim()}`.trim();
  const message = Buffer.from(said).subarray(0, validatorMessageBytes).toString('utf8');
  const verdict =
    clean && run.exitCode === inputInvalidExit
      ? named(Status.WrongAnswer, `${statusNames[Status.WrongAnswer]} (the input is not valid)`)
      : (programVerdict(run, context) ?? named(Status.RuntimeErrorNZEC));
  return { ...verdict, checkerMessage: message || verdict.description };
}

/** The verdict of a clean run's output as its check found it; a checker that failed is the problem's fault, an Internal Error. */
export function checkedVerdict(checked: CheckOutcome): Verdict {
  const message = checked.message ? { checkerMessage: checked.message } : {};
  if (checked.failure !== undefined)
    return { ...named(Status.InternalError, `${statusNames[Status.InternalError]} (${checked.failure})`), ...message };
  if (checked.accepted) return named(Status.Accepted);
  const description = checked.qualifier ? `${statusNames[Status.WrongAnswer]} (${checked.qualifier})` : statusNames[Status.WrongAnswer];
  return { ...named(Status.WrongAnswer, description), ...message };
}

export function signalName(signal: number): string {
  const entry = Object.entries(constants.signals).find(([, value]) => value === signal);
  return entry ? entry[0] : `signal ${signal}`;
}
