import { Status } from '@forge/judge';
import { verdictName, wrongSolutionVerdict } from './proveProblem';

describe('a judged solution in the words a wrong solution expects', () => {
  it.each([
    [Status.Accepted, 'Accepted', 'Accepted'],
    [Status.WrongAnswer, 'Wrong Answer', 'Wrong Answer'],
    [Status.TimeLimitExceeded, 'Time Limit Exceeded', 'Time Limit Exceeded'],
    [Status.CompilationError, 'Compilation Error', 'Compilation Error'],
    [Status.RuntimeErrorSIGSEGV, 'Runtime Error (SIGSEGV)', 'Runtime Error'],
    [Status.RuntimeErrorNZEC, 'Runtime Error (NZEC)', 'Runtime Error'],
    [Status.RuntimeErrorSIGXFSZ, 'Runtime Error (output limit exceeded)', 'Runtime Error'],
    [Status.RuntimeErrorOther, 'Runtime Error (memory limit exceeded)', 'Memory Limit Exceeded'],
    [Status.InternalError, 'Internal Error', 'Internal Error'],
  ])('status %i (%s) is %s', (statusId, description, name) => {
    expect(verdictName({ statusId, description })).toBe(name);
  });
});

describe('a wrong solution’s verdict on a scored problem (issue 31)', () => {
  const wrong = { statusId: Status.TimeLimitExceeded, description: 'Time Limit Exceeded' };
  const score = (points: number) => ({ score: points, maxScore: 100, subtasks: [] });

  it('is Partial when it declares Partial and falls short of full marks, with no points too', () => {
    expect(wrongSolutionVerdict(wrong, score(20), 'Partial')).toBe('Partial');
    expect(wrongSolutionVerdict(wrong, score(0), 'Partial')).toBe('Partial');
  });

  it('is its first failing case’s verdict when it declares one, on a scored problem too', () => {
    expect(wrongSolutionVerdict(wrong, score(20), 'Time Limit Exceeded')).toBe('Time Limit Exceeded');
    expect(wrongSolutionVerdict(wrong, score(20), 'Wrong Answer')).toBe('Time Limit Exceeded');
  });

  it('is Accepted with full marks, whatever it declares', () => {
    expect(wrongSolutionVerdict({ statusId: Status.Accepted, description: 'Accepted' }, score(100), 'Partial')).toBe('Accepted');
  });
});
