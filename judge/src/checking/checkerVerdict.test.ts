import { constants } from 'node:os';
import { Status } from '../api';
import { checkedVerdict } from '../verdict';
import { checkerOutcome, type CheckerProtocol, type CheckerRun } from './checkerVerdict';

const ended: CheckerRun = {
  timedOut: false,
  oomKilled: false,
  outputExceeded: false,
  exitCode: 0,
  signal: null,
  judgeMessage: '',
  stderr: '',
};
const { SIGSEGV, SIGKILL, SIGXCPU } = constants.signals;
const verdict = (protocol: CheckerProtocol, run: Partial<CheckerRun>) => checkedVerdict(checkerOutcome(protocol, { ...ended, ...run }));

describe('a Kattis output validator, by its exit code', () => {
  it.each<[string, Partial<CheckerRun>, object]>([
    ['42 accepts', { exitCode: 42, judgeMessage: 'fine' }, { statusId: Status.Accepted, description: 'Accepted' }],
    [
      '43 rejects, with judgemessage.txt',
      { exitCode: 43, judgeMessage: 'pair sums to 9, not 10\n', stderr: 'debug' },
      { statusId: Status.WrongAnswer, description: 'Wrong Answer', checkerMessage: 'pair sums to 9, not 10' },
    ],
    ['43 with no message', { exitCode: 43 }, { statusId: Status.WrongAnswer, description: 'Wrong Answer' }],
    [
      '0 is the validator failing',
      { exitCode: 0 },
      { statusId: Status.InternalError, description: 'Internal Error (the checker exited with 0, not 42 (accepted) or 43 (wrong answer))' },
    ],
    [
      '1 (an uncaught exception) too, with what it said on stderr',
      { exitCode: 1, stderr: 'Exception in thread "main"' },
      {
        statusId: Status.InternalError,
        description: 'Internal Error (the checker exited with 1, not 42 (accepted) or 43 (wrong answer))',
        checkerMessage: 'Exception in thread "main"',
      },
    ],
  ])('%s', (_name, run, expected) => {
    expect(verdict('kattis', run)).toEqual(expected);
  });
});

describe('a testlib checker, by its exit code', () => {
  it.each<[string, Partial<CheckerRun>, object]>([
    ['0 is ok', { exitCode: 0, stderr: 'ok 3 numbers' }, { statusId: Status.Accepted, description: 'Accepted' }],
    [
      '1 is a wrong answer, its message on stderr',
      { exitCode: 1, stderr: 'wrong answer 2nd numbers differ - expected: 3, found: 4\n' },
      {
        statusId: Status.WrongAnswer,
        description: 'Wrong Answer',
        checkerMessage: 'wrong answer 2nd numbers differ - expected: 3, found: 4',
      },
    ],
    [
      '2 is a presentation error, a wrong answer that says so',
      { exitCode: 2, stderr: 'wrong output format Unexpected end of file' },
      {
        statusId: Status.WrongAnswer,
        description: 'Wrong Answer (presentation error)',
        checkerMessage: 'wrong output format Unexpected end of file',
      },
    ],
    [
      '3 is the checker failing',
      { exitCode: 3, stderr: 'FAIL answer file is empty' },
      {
        statusId: Status.InternalError,
        description: 'Internal Error (the checker reported its own failure)',
        checkerMessage: 'FAIL answer file is empty',
      },
    ],
    [
      '4 (dirt: extra output) is a presentation error, as testlib names it',
      { exitCode: 4, stderr: 'wrong output format Extra information in the output file' },
      {
        statusId: Status.WrongAnswer,
        description: 'Wrong Answer (presentation error)',
        checkerMessage: 'wrong output format Extra information in the output file',
      },
    ],
    [
      '8 (unexpected end of file, with ENABLE_UNEXPECTED_EOF) is the program stopping short, a wrong answer',
      { exitCode: 8, stderr: 'unexpected eof Unexpected end of file - int32 expected' },
      {
        statusId: Status.WrongAnswer,
        description: 'Wrong Answer (unexpected end of output)',
        checkerMessage: 'unexpected eof Unexpected end of file - int32 expected',
      },
    ],
    [
      '7 (points) is not a verdict here',
      { exitCode: 7, stderr: 'points 0.5' },
      {
        statusId: Status.InternalError,
        description: 'Internal Error (the checker reported points (exit 7), but a case here is accepted or not: score by subtasks instead)',
        checkerMessage: 'points 0.5',
      },
    ],
    [
      '16 and on (partially correct) is not a verdict here either',
      { exitCode: 66, stderr: 'partially correct (50)' },
      {
        statusId: Status.InternalError,
        description:
          'Internal Error (the checker reported a partial result (exit 66), but a case here is accepted or not: score by subtasks instead)',
        checkerMessage: 'partially correct (50)',
      },
    ],
    [
      'another code is the checker failing',
      { exitCode: 5 },
      {
        statusId: Status.InternalError,
        description: 'Internal Error (the checker exited with 5, not 0 (ok), 1 (wrong answer), 2 (presentation error) or 3 (fail))',
      },
    ],
  ])('%s', (_name, run, expected) => {
    expect(verdict('testlib', run)).toEqual(expected);
  });
});

describe('a checker that did not end by itself, whatever its exit code', () => {
  it.each<[string, Partial<CheckerRun>, string]>([
    ['stopped at its time limit', { timedOut: true, signal: SIGKILL, exitCode: 137 }, 'the checker ran out of time'],
    ['killed by RLIMIT_CPU', { signal: SIGXCPU }, 'the checker ran out of time'],
    ['killed for its memory', { oomKilled: true, signal: SIGKILL }, 'the checker ran out of memory'],
    ['stopped for its output', { outputExceeded: true, exitCode: 42 }, 'the checker wrote too much'],
    ['crashed', { signal: SIGSEGV, exitCode: 139 }, 'the checker was killed by SIGSEGV'],
  ])('%s is an Internal Error, never a verdict on the program', (_name, run, reason) => {
    for (const protocol of ['kattis', 'testlib'] as const) {
      expect(verdict(protocol, run)).toMatchObject({ statusId: Status.InternalError, description: `Internal Error (${reason})` });
    }
  });

  it('keeps what it said, for the admins', () => {
    expect(verdict('kattis', { signal: SIGSEGV, judgeMessage: 'read 3 of 4 numbers' })).toMatchObject({
      checkerMessage: 'read 3 of 4 numbers',
    });
    expect(verdict('testlib', { timedOut: true, stderr: 'reading...' })).toMatchObject({ checkerMessage: 'reading...' });
  });
});
