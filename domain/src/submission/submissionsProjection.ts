import type { ReadModelStore } from '@forge/events';
import { projection, writable } from '@forge/events';
import type { SubmissionStatus } from '@forge/contracts';
import type { SubmissionLifecycleEvent, SubmissionLanguage } from './events';

export type { SubmissionStatus } from '@forge/contracts';

export interface SubmissionDocument {
  readonly submissionId: string;
  readonly userId: string;
  readonly problemId: string;
  readonly language: SubmissionLanguage;
  readonly code: string;
  readonly status: SubmissionStatus;
  readonly runtime: number;
  readonly memory: number;
  readonly testCasesPassed: number;
  readonly testCasesTotal: number;
  readonly errorMessage: string | null;
  readonly createdAt: string;
  readonly judgedAt: string | null;
  /** A scored problem's submission (issue 31): its points and the most it could score. Absent on others. */
  readonly score?: number;
  readonly maxScore?: number;
}

/** Keyed user/problem/submission so one user's history of one problem is a prefix scan. */
export function submissionKey(userId: string, problemId: string, submissionId = ''): string {
  return `${userId}/${problemId}/${submissionId}`;
}

export const submissionsProjection = projection<SubmissionDocument, SubmissionLifecycleEvent>({
  name: 'submissions',
  // 2: ids are `submissionId`; the HTTP edge names them `_id`.
  version: 2,
  canHandle: ['SubmissionRequested', 'SubmissionJudged'],
  documentId: ({ data }) => submissionKey(data.userId, data.problemId, data.submissionId),
  evolve(doc, event, context) {
    switch (event.type) {
      case 'SubmissionRequested': {
        const { submissionId, userId, problemId, language, code, testCasesTotal, requestedAt } = event.data;
        return {
          submissionId,
          userId,
          problemId,
          language,
          code,
          status: 'pending',
          runtime: 0,
          memory: 0,
          testCasesPassed: 0,
          testCasesTotal,
          errorMessage: null,
          createdAt: requestedAt,
          judgedAt: null,
        };
      }
      case 'SubmissionJudged': {
        if (!doc || doc.judgedAt) return doc;
        const { status, runtime, memory, testCasesPassed, testCasesTotal, errorMessage, judgedAt, score, maxScore } = event.data;
        const judged = writable(doc, context);
        judged.status = status;
        judged.runtime = runtime;
        judged.memory = memory;
        judged.testCasesPassed = testCasesPassed;
        judged.testCasesTotal = testCasesTotal;
        judged.errorMessage = errorMessage;
        judged.judgedAt = judgedAt;
        if (score !== undefined && maxScore !== undefined) {
          judged.score = score;
          judged.maxScore = maxScore;
        }
        return judged;
      }
      default:
        return doc;
    }
  },
});

// Its queries: how the API reads this read model.
/** One user's submissions to one problem, newest first. */
export async function listSubmissions(readModels: ReadModelStore, userId: string, problemId: string): Promise<SubmissionDocument[]> {
  const docs = await readModels.list<SubmissionDocument>(submissionsProjection.name, submissionKey(userId, problemId));
  return docs.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.submissionId.localeCompare(a.submissionId));
}
