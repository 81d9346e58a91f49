import { constants } from 'node:os';
import { Status } from '../api';
import { statusNames, verdictOf, type Verdict } from '../verdict';
import type { InteractiveOutcome } from './interactive';

/** The Kattis interactor's exit codes. */
export const interactorAccepts = 42;
export const interactorRejects = 43;

/**
 * The verdict of an interactive case, by Kattis' rules: an interactor that does not end with 42 or
 * 43 failed (an Internal Error, the problem's fault, never the learner's); one that rejected before
 * the program ended decides (Wrong Answer, whatever the program did after); otherwise the program's
 * own end decides (time, memory, a crash) and, when it ran cleanly, the interactor's verdict. A
 * program killed by SIGPIPE wrote to an interactor that had finished: its end is the interactor's
 * to judge. Host faults are the caller's to raise before this.
 */
export function interactiveVerdict(
  outcome: Pick<InteractiveOutcome, 'program' | 'interactor' | 'first' | 'judgeMessage'>,
  context: { readonly cpuLimitSeconds: number; readonly outOfMemory: RegExp },
): Verdict {
  const { interactor, program, judgeMessage } = outcome;
  const message = judgeMessage.trim();
  const interactorFailed = interactorFailure(interactor);
  if (interactorFailed !== null) {
    return {
      statusId: Status.InternalError,
      description: `${statusNames[Status.InternalError]} (the interactor ${interactorFailed})`,
      ...(message ? { checkerMessage: message } : {}),
    };
  }
  const rejected = {
    statusId: Status.WrongAnswer,
    description: statusNames[Status.WrongAnswer],
    ...(message ? { checkerMessage: message } : {}),
  };
  if (interactor.exitCode === interactorRejects && outcome.first === 'interactor') return rejected;
  const brokenPipe = program.signal === constants.signals.SIGPIPE;
  return verdictOf(
    {
      ...program,
      ...(brokenPipe ? { signal: null, exitCode: 0 } : {}),
      stdout: '',
      stderr: program.stderr.toString('utf8'),
    },
    {
      cpuLimitSeconds: context.cpuLimitSeconds,
      outOfMemory: context.outOfMemory,
      check: () =>
        interactor.exitCode === interactorAccepts ? { accepted: true, message: null } : { accepted: false, message: message || null },
    },
  );
}

/** Why the interactor's run is no verdict, or null when it ended with 42 or 43. */
function interactorFailure(run: InteractiveOutcome['interactor']): string | null {
  if (run.timedOut) return 'ran out of time';
  if (run.oomKilled) return 'ran out of memory';
  if (run.outputExceeded) return 'wrote too much';
  if (run.signal !== null) return `was killed by signal ${run.signal}`;
  if (run.exitCode === interactorAccepts || run.exitCode === interactorRejects) return null;
  return `exited with ${run.exitCode}, not 42 (accepted) or 43 (wrong answer)`;
}
