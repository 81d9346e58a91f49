import { constants } from 'node:os';
import { Status } from '../api';
import type { SandboxOutcome } from '../sandbox/sandbox';
import { interactiveVerdict } from './interactiveVerdict';

const ran = (facts: Partial<SandboxOutcome> = {}): SandboxOutcome => ({
  started: true,
  failure: null,
  exitCode: 0,
  signal: null,
  cpuSeconds: 0.1,
  peakKb: 1000,
  oomKilled: false,
  timedOut: false,
  outputExceeded: false,
  stdout: Buffer.alloc(0),
  stderr: Buffer.alloc(0),
  ...facts,
});
const context = { cpuLimitSeconds: 1, outOfMemory: /std::bad_alloc/ };
const verdict = (
  program: Partial<SandboxOutcome>,
  interactor: Partial<SandboxOutcome>,
  first: 'program' | 'interactor',
  judgeMessage = '',
) => interactiveVerdict({ program: ran(program), interactor: ran(interactor), first, judgeMessage }, context);

describe('the verdict of an interactive case (Kattis rules)', () => {
  it('is the interactor verdict when the program ran cleanly', () => {
    expect(verdict({}, { exitCode: 42 }, 'program')).toEqual({ statusId: Status.Accepted, description: 'Accepted' });
    expect(verdict({}, { exitCode: 43 }, 'program', 'wrong guess\n')).toEqual({
      statusId: Status.WrongAnswer,
      description: 'Wrong Answer',
      checkerMessage: 'wrong guess',
    });
  });

  it('is Wrong Answer when the interactor rejected first, whatever the program did after', () => {
    for (const program of [{ timedOut: true, signal: constants.signals.SIGKILL }, { signal: constants.signals.SIGSEGV }, { exitCode: 1 }]) {
      expect(verdict(program, { exitCode: 43 }, 'interactor', 'too many questions')).toEqual({
        statusId: Status.WrongAnswer,
        description: 'Wrong Answer',
        checkerMessage: 'too many questions',
      });
    }
  });

  it("is the program's own failure when it ended first, or after an interactor that accepted", () => {
    expect(verdict({ timedOut: true, signal: constants.signals.SIGKILL }, { exitCode: 43 }, 'program').statusId).toBe(
      Status.TimeLimitExceeded,
    );
    expect(verdict({ signal: constants.signals.SIGSEGV }, { exitCode: 43 }, 'program').statusId).toBe(Status.RuntimeErrorSIGSEGV);
    expect(verdict({ exitCode: 3 }, { exitCode: 42 }, 'interactor').statusId).toBe(Status.RuntimeErrorNZEC);
    expect(verdict({ cpuSeconds: 1.5 }, { exitCode: 42 }, 'interactor').statusId).toBe(Status.TimeLimitExceeded);
    expect(verdict({ outputExceeded: true }, { exitCode: 43 }, 'program').statusId).toBe(Status.RuntimeErrorSIGXFSZ);
  });

  it('leaves a program killed by SIGPIPE to the interactor', () => {
    expect(verdict({ signal: constants.signals.SIGPIPE, exitCode: null }, { exitCode: 42 }, 'interactor').statusId).toBe(Status.Accepted);
    expect(verdict({ signal: constants.signals.SIGPIPE, exitCode: null }, { exitCode: 43 }, 'program').statusId).toBe(Status.WrongAnswer);
  });

  it("is an Internal Error, never the learner's verdict, when the interactor fails", () => {
    const failures: [Partial<SandboxOutcome>, string][] = [
      [{ exitCode: 0 }, 'exited with 0, not 42 (accepted) or 43 (wrong answer)'],
      [{ exitCode: 1 }, 'exited with 1, not 42 (accepted) or 43 (wrong answer)'],
      [{ timedOut: true, signal: constants.signals.SIGKILL, exitCode: null }, 'ran out of time'],
      [{ oomKilled: true, exitCode: 42 }, 'ran out of memory'],
      [{ signal: constants.signals.SIGSEGV, exitCode: null }, 'was killed by SIGSEGV'],
    ];
    for (const [interactor, why] of failures) {
      expect(verdict({}, interactor, 'interactor')).toEqual({
        statusId: Status.InternalError,
        description: `Internal Error (the interactor ${why})`,
      });
      expect(verdict({ timedOut: true }, interactor, 'program').statusId).toBe(Status.InternalError);
    }
  });
});
