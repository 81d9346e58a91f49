import { constants } from 'node:os';
import { checkedVerdict, programVerdict, type Verdict } from '../verdict';
import { checkerOutcome } from './checkerVerdict';
import type { InteractiveOutcome } from './interactive';

/**
 * The verdict of an interactive case, by Kattis' rules: the interactor speaks the output
 * validator's codes (checkerOutcome), so one that does not end with 42 or 43 failed (an Internal
 * Error, the problem's fault, never the learner's); one that rejected before the program ended
 * decides (Wrong Answer, whatever the program did after); otherwise the program's own end decides
 * (time, memory, a crash) and, when it ran cleanly, the interactor's verdict. A program killed by
 * SIGPIPE wrote to an interactor that had finished: its end is the interactor's to judge. Host
 * faults are the caller's to raise before this.
 */
export function interactiveVerdict(
  outcome: Pick<InteractiveOutcome, 'program' | 'interactor' | 'first' | 'judgeMessage'>,
  context: { readonly cpuLimitSeconds: number; readonly outOfMemory: RegExp },
): Verdict {
  const { interactor, program } = outcome;
  const judged = checkerOutcome(
    'kattis',
    { ...interactor, judgeMessage: outcome.judgeMessage, stderr: interactor.stderr.toString('utf8') },
    'the interactor',
  );
  const rejectedFirst = !judged.accepted && outcome.first === 'interactor';
  if (judged.failure !== undefined || rejectedFirst) return checkedVerdict(judged);
  const brokenPipe = program.signal === constants.signals.SIGPIPE;
  const ended = { ...program, ...(brokenPipe ? { signal: null, exitCode: 0 } : {}), stderr: program.stderr.toString('utf8') };
  return programVerdict(ended, context) ?? checkedVerdict(judged);
}
