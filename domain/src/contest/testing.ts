import { contestsProjection, type ContestDocument, type ContestReadEvent as DomainEvent } from './contestsProjection';
import type { ContestEvent, ContestSettings } from './events';

/** A contest of two problems from 10:00 to 12:00 UTC, the last 60 minutes frozen. */
export const sampleSettings: ContestSettings = {
  title: 'Weekly 1',
  description: 'Two problems',
  type: 'weekly',
  difficulty: 'medium',
  startTime: '2026-01-10T10:00:00.000Z',
  durationMinutes: 120,
  maxParticipants: 2,
  prizes: ['A book'],
  rules: 'icpc',
  freezeMinutes: 60,
  rated: true,
};

export const minute = (m: number) => new Date(Date.parse(sampleSettings.startTime) + m * 60_000).toISOString();

export const created = (settings: ContestSettings = sampleSettings): ContestEvent => ({
  type: 'ContestCreated',
  data: { contestId: 'c1', ...settings, createdBy: 'admin', createdAt: minute(-1000) },
});
/** Its problems; `contestOnly` those made for it (issue 36). */
export const problemsSet = (problemIds = ['p1', 'p2'], contestOnly?: string[], setAt = minute(-1000)): ContestEvent => ({
  type: 'ContestProblemsSet',
  data: { contestId: 'c1', problemIds, ...(contestOnly ? { contestOnly } : {}), setBy: 'admin', setAt },
});
export const registered = (userId: string, at = minute(-10)): ContestEvent => ({
  type: 'ContestantRegistered',
  data: { contestId: 'c1', userId, firstName: `First ${userId}`, lastName: 'Last', registeredAt: at },
});

type Verdict = 'accepted' | 'wrong' | 'compile';
/** A submission in contest c1 at a minute, and (optionally) its verdict a minute later. */
export function submission(submissionId: string, userId: string, problemId: string, at: number, verdict?: Verdict, score?: number) {
  const requested: DomainEvent = {
    type: 'SubmissionRequested',
    data: { submissionId, userId, problemId, language: 'cpp', code: 'x', testCasesTotal: 2, requestedAt: minute(at), contestId: 'c1' },
  };
  if (!verdict) return [requested];
  const failure =
    verdict === 'accepted'
      ? null
      : {
          kind: verdict === 'compile' ? ('compile' as const) : ('case' as const),
          statusId: 4,
          status: 'Wrong Answer',
          caseNumber: 1,
          hidden: true,
          detail: null,
        };
  const judged: DomainEvent = {
    type: 'SubmissionJudged',
    data: {
      submissionId,
      userId,
      problemId,
      status: verdict === 'accepted' ? 'accepted' : verdict === 'compile' ? 'error' : 'wrong',
      runtime: 0,
      memory: 0,
      testCasesPassed: verdict === 'accepted' ? 2 : 0,
      testCasesTotal: 2,
      errorMessage: verdict === 'accepted' ? null : 'x',
      failure,
      ...(score === undefined ? {} : { score, maxScore: 100 }),
      judgedAt: minute(at + 1),
      contestId: 'c1',
    },
  };
  return [requested, judged];
}

/** The contest's document as the log builds it from these events. */
export const contestFrom = (events: readonly DomainEvent[]): ContestDocument =>
  events.reduce<ContestDocument | null>(
    (doc, event, i) =>
      contestsProjection.evolve(doc, event, {
        streamId: 's',
        revision: i,
        position: { commit: BigInt(i), prepare: BigInt(i) },
        related: null,
      }),
    null,
  )!;
