import type { ProblemDocument } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { HttpError } from '../http/errors';
import { NO_CUSTOM_INPUTS_WHEN_INTERACTIVE, runCode, type RunJob } from './runCode';

const interactive: ProblemDocument = {
  problemId: 'p1',
  ...sampleProblem({ validation: { kind: 'interactor', language: 'cpp', source: 'int main() { return 42; }' } }),
  createdAt: 't',
  updatedAt: 't',
};
const job: RunJob = { userId: 'u1', problem: interactive, language: 'cpp', code: 'int main() {}', requestId: null, customInputs: ['7\n'] };
/** Nothing may be judged or queued: the refusal comes first. */
const untouchable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('the run reached the judge');
    },
  },
);
const deps = { judge: untouchable, queue: untouchable, live: untouchable } as unknown as Parameters<typeof runCode>[0];

describe('a run of an interactive problem (issue 31)', () => {
  it('refuses inputs of the learner’s own with 400 and why, judging nothing: the interactor has no answer file for them', async () => {
    const refused = runCode(deps, job);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: NO_CUSTOM_INPUTS_WHEN_INTERACTIVE });
  });
});
