import { Status } from '@forge/judge';
import { verdictName } from './proveProblem';

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
