import type { SubmissionEvent } from './events';
import { evolveSubmissionDetail, type SubmissionDetail } from './submissionDetail';

const requested: SubmissionEvent = {
  type: 'SubmissionRequested',
  data: { submissionId: 's1', userId: 'u1', problemId: 'p1', language: 'cpp', code: 'int main(){}', testCasesTotal: 3, requestedAt: 't1' },
};
const started = (attempt: number): SubmissionEvent => ({
  type: 'SubmissionJudgingStarted',
  data: { submissionId: 's1', worker: `w${attempt}`, attempt, startedAt: 't2' },
});
const judgedCase = (index: number, statusId = 3): SubmissionEvent => ({
  type: 'SubmissionCaseJudged',
  data: { submissionId: 's1', index, statusId, time: 0.02, memory: 900 },
});
const judged: SubmissionEvent = {
  type: 'SubmissionJudged',
  data: {
    submissionId: 's1',
    userId: 'u1',
    problemId: 'p1',
    status: 'accepted',
    runtime: 0.02,
    memory: 900,
    testCasesPassed: 3,
    testCasesTotal: 3,
    errorMessage: null,
    failure: null,
    judgedAt: 't3',
  },
};
const fold = (events: SubmissionEvent[]) => events.reduce<SubmissionDetail | null>(evolveSubmissionDetail, null);

describe('a submission as its owner reattaches to it', () => {
  it('shows the cases finished so far while it is judged, each once across attempts', () => {
    expect(fold([requested, started(1), judgedCase(1), started(2), judgedCase(1), judgedCase(0)])).toEqual({
      submissionId: 's1',
      userId: 'u1',
      problemId: 'p1',
      language: 'cpp',
      code: 'int main(){}',
      requestedAt: 't1',
      testCasesTotal: 3,
      attempts: 2,
      cases: [
        { submissionId: 's1', index: 1, statusId: 3, time: 0.02, memory: 900 },
        { submissionId: 's1', index: 0, statusId: 3, time: 0.02, memory: 900 },
      ],
      verdict: null,
    });
  });

  it('ends with the verdict, and nothing after it changes the record', () => {
    const detail = fold([requested, started(1), judgedCase(0), judgedCase(1), judgedCase(2), judged, judgedCase(2, 4)]);
    expect(detail?.verdict).toEqual(judged.data);
    expect(detail?.cases.map((c) => c.index)).toEqual([0, 1, 2]);
  });

  it('is nothing until the request is read', () => {
    expect(fold([judgedCase(0)])).toBeNull();
  });
});
