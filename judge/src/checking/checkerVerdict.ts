import { constants } from 'node:os';
import type { OutputValidation } from '@forge/contracts';
import type { SandboxOutcome } from '../sandbox/sandbox';
import { signalName } from '../verdict';
import type { CheckOutcome } from './tokens';

export type CheckerProtocol = Extract<OutputValidation, { kind: 'checker' }>['protocol'];

/** The Kattis output validator's exit codes (any other, 0 included, is the validator's failure). */
export const kattisAccepts = 42;
export const kattisRejects = 43;

/**
 * testlib's exit codes (testlib.h's *_EXIT_CODE, without EJUDGE, CONTESTER or TESTSYS): ok, wrong
 * answer, presentation error, fail; dirt (extra output: "wrong output format"); points (quitp);
 * unexpected end of file (only with ENABLE_UNEXPECTED_EOF, else testlib exits with PE); partially
 * correct from PC_BASE_EXIT_CODE (0) + 16 on.
 */
export const testlibExit = {
  ok: 0,
  wrongAnswer: 1,
  presentationError: 2,
  fail: 3,
  dirt: 4,
  points: 7,
  unexpectedEof: 8,
  partiallyFrom: 16,
} as const;

/** What the checker's run left: how it ended, its judge message (Kattis' judgemessage.txt) and its stderr (testlib's message). */
export interface CheckerRun extends Pick<SandboxOutcome, 'timedOut' | 'oomKilled' | 'outputExceeded' | 'exitCode' | 'signal'> {
  readonly judgeMessage: string;
  readonly stderr: string;
}

/**
 * A checker's run as a check of the program's output, by its interface's own rules. Kattis:
 * 42 accepted, 43 wrong answer, the reason in judgemessage.txt. testlib: 0 ok, 1 wrong answer,
 * 2 presentation error (a wrong answer), 3 the checker's own failure, the message on stderr. A
 * checker that ran out of time or memory, wrote too much, was killed, or exited otherwise failed:
 * never a verdict on the program. An interactor speaks the Kattis codes too (`who` names it in a failure).
 */
export function checkerOutcome(protocol: CheckerProtocol, run: CheckerRun, who = 'the checker'): CheckOutcome {
  const said = (protocol === 'kattis' ? run.judgeMessage : run.stderr).trim();
  const message = said || null;
  const failed = (why: string): CheckOutcome => ({
    accepted: false,
    failure: `${who} ${why}`,
    message: message ?? (run.stderr.trim() || null),
  });
  if (run.timedOut || run.signal === constants.signals.SIGXCPU) return failed('ran out of time');
  if (run.oomKilled) return failed('ran out of memory');
  if (run.outputExceeded) return failed('wrote too much');
  if (run.signal !== null) return failed(`was killed by ${signalName(run.signal)}`);
  if (protocol === 'kattis') {
    if (run.exitCode === kattisAccepts) return { accepted: true, message: null };
    if (run.exitCode === kattisRejects) return { accepted: false, message };
    return failed(`exited with ${run.exitCode}, not ${kattisAccepts} (accepted) or ${kattisRejects} (wrong answer)`);
  }
  switch (run.exitCode) {
    case testlibExit.ok:
      return { accepted: true, message: null };
    case testlibExit.wrongAnswer:
      return { accepted: false, message };
    case testlibExit.presentationError:
    case testlibExit.dirt:
      return { accepted: false, qualifier: 'presentation error', message };
    case testlibExit.unexpectedEof:
      // The program's output ended before the checker read what it needed: the program's fault.
      return { accepted: false, qualifier: 'unexpected end of output', message };
    case testlibExit.fail:
      return failed('reported its own failure');
    case testlibExit.points:
      return failed(`reported points (exit ${testlibExit.points}), but a case here is accepted or not: score by subtasks instead`);
    default:
      if (run.exitCode !== null && run.exitCode >= testlibExit.partiallyFrom)
        return failed(`reported a partial result (exit ${run.exitCode}), but a case here is accepted or not: score by subtasks instead`);
      return failed(`exited with ${run.exitCode}, not 0 (ok), 1 (wrong answer), 2 (presentation error) or 3 (fail)`);
  }
}
