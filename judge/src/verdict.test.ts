import { constants } from 'node:os';
import { Status } from './api';
import { sameOutput } from './checking/exact';
import { checkedVerdict, programVerdict, type RunFacts } from './verdict';

type Run = RunFacts & { readonly stdout: string };

const clean: Run = {
  failure: null,
  timedOut: false,
  cpuSeconds: 0.1,
  outputExceeded: false,
  oomKilled: false,
  exitCode: 0,
  signal: null,
  stdout: '42\n',
  stderr: '',
};
const context = { cpuLimitSeconds: 1, outOfMemory: /std::bad_alloc/ };
/** As runCase judges a case: the run's own verdict, else its output's against the answer 42. */
const verdictOf = (run: Run) => programVerdict(run, context) ?? checkedVerdict({ accepted: sameOutput(run.stdout, '42\n'), message: null });
const { SIGSEGV, SIGFPE, SIGABRT, SIGXFSZ, SIGXCPU, SIGKILL, SIGBUS } = constants.signals;

describe('verdicts', () => {
  test.each<[string, Partial<Run>, number, string]>([
    ['right output', {}, Status.Accepted, 'Accepted'],
    ['wrong output', { stdout: '41\n' }, Status.WrongAnswer, 'Wrong Answer'],
    ['host fault, even with right output', { failure: 'bwrap missing' }, Status.InternalError, 'Internal Error'],
    ['wall timeout', { timedOut: true, signal: SIGKILL }, Status.TimeLimitExceeded, 'Time Limit Exceeded'],
    ['CPU over the limit though it finished', { cpuSeconds: 1.2 }, Status.TimeLimitExceeded, 'Time Limit Exceeded'],
    ['SIGXCPU from RLIMIT_CPU', { signal: SIGXCPU }, Status.TimeLimitExceeded, 'Time Limit Exceeded'],
    ['stdout over the cap', { outputExceeded: true, signal: SIGKILL }, Status.RuntimeErrorSIGXFSZ, 'Runtime Error (output limit exceeded)'],
    ['file over RLIMIT_FSIZE', { signal: SIGXFSZ }, Status.RuntimeErrorSIGXFSZ, 'Runtime Error (SIGXFSZ: file size limit exceeded)'],
    ['cgroup OOM kill', { oomKilled: true, signal: SIGKILL }, Status.RuntimeErrorOther, 'Runtime Error (memory limit exceeded)'],
    [
      'bad_alloc abort',
      { signal: SIGABRT, stderr: "terminate called after throwing an instance of 'std::bad_alloc'" },
      Status.RuntimeErrorOther,
      'Runtime Error (memory limit exceeded)',
    ],
    ['plain abort', { signal: SIGABRT, stderr: 'assertion failed' }, Status.RuntimeErrorSIGABRT, 'Runtime Error (SIGABRT)'],
    ['segfault', { signal: SIGSEGV }, Status.RuntimeErrorSIGSEGV, 'Runtime Error (SIGSEGV)'],
    ['division by zero', { signal: SIGFPE }, Status.RuntimeErrorSIGFPE, 'Runtime Error (SIGFPE)'],
    ['other signal', { signal: SIGBUS }, Status.RuntimeErrorOther, 'Runtime Error (SIGBUS)'],
    ['non-zero exit', { exitCode: 3 }, Status.RuntimeErrorNZEC, 'Runtime Error (NZEC)'],
    ['OOM text on a clean exit is just output', { stderr: 'std::bad_alloc' }, Status.Accepted, 'Accepted'],
    ['timeout wins over the OOM kill it caused', { timedOut: true, oomKilled: true }, Status.TimeLimitExceeded, 'Time Limit Exceeded'],
  ])('%s', (_name, facts, statusId, description) => {
    expect(verdictOf({ ...clean, ...facts })).toEqual({ statusId, description });
  });
});
