import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import type { AdminSubmissionState } from '@forge/contracts';
import { FETCH_SUBMISSION_FAILED, submissionMachine } from './submissionMachine';

const submission: AdminSubmissionState = {
  submissionId: 's1',
  problemId: 'p1',
  language: 'javascript',
  code: 'console.log(1)',
  status: 'wrong',
  testCasesTotal: 2,
  attempts: 1,
  cases: [
    { index: 0, statusId: 3, time: 0.02, memory: 900 },
    { index: 1, statusId: 4, time: 0.02, memory: 900 },
  ],
  result: { accepted: false, passedTestCases: 1, totalTestCases: 2, runtime: 0.02, memory: 900, error: 'Wrong Answer', failure: null },
  createdAt: '2025-01-02T10:00:00.000Z',
  judgedAt: '2025-01-02T10:00:01.000Z',
};

function start(load: (id: string) => Promise<AdminSubmissionState>) {
  return createActor(
    submissionMachine.provide({ actors: { loadSubmission: fromPromise(({ input }: { input: string }) => load(input)) } }),
    {
      input: { submissionId: 's1' },
    },
  ).start();
}

describe('submissionMachine', () => {
  it('loads the submission by its id', async () => {
    const asked: string[] = [];
    const actor = start(async (id) => {
      asked.push(id);
      return submission;
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['s1']);
    expect(actor.getSnapshot().context).toEqual({ submissionId: 's1', submission, error: null });
  });

  it('tells a submission that does not exist (404) apart from a failure, and offers no retry', async () => {
    const actor = start(async () => Promise.reject(new ApiError(404, 'Submission not found', null)));
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
  });

  it(`reads "${FETCH_SUBMISSION_FAILED}" when it does not load, and tries again`, async () => {
    let calls = 0;
    const actor = start(async () => (++calls === 1 ? Promise.reject(new ApiError(500, 'Internal error', null)) : submission));
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toBe(FETCH_SUBMISSION_FAILED);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ submission, error: null });
    expect(calls).toBe(2);
  });
});
