import { submissionJudged, submissionRequested } from '../testing';
import type { SubmissionEvent } from './events';
import { evolveSubmissionDetail, learnerSubmissionDetail, type SubmissionDetail } from './submissionDetail';
import { pendingSubmissionsProjection } from './pendingSubmissionsProjection';
import { progressProjection } from './progressProjection';
import { submissionsProjection } from './submissionsProjection';

const requested = submissionRequested({ language: 'cpp', code: 'int main(){}', testCasesTotal: 3 });
const started = (attempt: number): SubmissionEvent => ({
  type: 'SubmissionJudgingStarted',
  data: { submissionId: 's1', worker: `w${attempt}`, attempt, startedAt: 't2' },
});
const judgedCase = (index: number, statusId = 3): SubmissionEvent => ({
  type: 'SubmissionCaseJudged',
  data: { submissionId: 's1', index, statusId, time: 0.02, memory: 900 },
});
const judged = submissionJudged({ runtime: 0.02, memory: 900, testCasesPassed: 3, testCasesTotal: 3, judgedAt: 't3' });
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

describe('a submission as its learner reads it (issue 29)', () => {
  const costing = (index: number, time: number, memory: number): SubmissionEvent => ({
    type: 'SubmissionCaseJudged',
    data: { submissionId: 's1', index, statusId: 4, time, memory },
  });

  it("keeps each hidden case's verdict and drops its time and memory", () => {
    const detail = fold([requested, started(1), costing(0, 0.31, 70_656), costing(1, 0.02, 900)])!;
    expect(learnerSubmissionDetail(detail).cases).toEqual([
      { index: 0, statusId: 4 },
      { index: 1, statusId: 4 },
    ]);
    // The log's own record keeps them, for admins.
    expect(detail.cases[0]).toMatchObject({ time: 0.31, memory: 70_656 });
  });

  it('reads the same whatever the hidden cases cost', () => {
    const a = fold([requested, started(1), costing(0, 0.31, 70_656), judged])!;
    const b = fold([requested, started(1), costing(0, 0.05, 145_408), judged])!;
    expect(learnerSubmissionDetail(a)).toEqual(learnerSubmissionDetail(b));
  });

  it("keeps the whole submission's runtime and memory, the spec's own fields", () => {
    expect(learnerSubmissionDetail(fold([requested, started(1), judgedCase(0), judged])!).verdict).toEqual(judged.data);
  });

  it('is the only per-case record: no read model of submissions reads a judged case', () => {
    for (const readModel of [submissionsProjection, progressProjection, pendingSubmissionsProjection])
      expect({ readModel: readModel.name, cases: (readModel.canHandle as readonly string[]).includes('SubmissionCaseJudged') }).toEqual({
        readModel: readModel.name,
        cases: false,
      });
  });
});
