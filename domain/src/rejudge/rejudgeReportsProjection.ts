import type { ReadModelStore } from '@forge/events';
import { appended, projection, writable } from '@forge/events';
import type { VerdictStatus } from '@forge/contracts';
import type { RejudgedSubmission, RejudgeEvent } from './events';

/** One submission judged again: what it gets now. */
export interface RejudgeResult {
  readonly submissionId: string;
  readonly status: VerdictStatus;
  readonly errorMessage: string | null;
  /** A scored problem's score now, out of its full marks. */
  readonly score?: number;
  readonly maxScore?: number;
}

/** The latest rejudge of a problem, as its report is made from. */
export interface RejudgeReportDocument {
  readonly rejudgeId: string;
  readonly problemId: string;
  readonly sequence: number;
  readonly requestedBy: string;
  readonly requestedAt: string;
  readonly status: 'running' | 'done';
  readonly completedAt: string | null;
  readonly submissions: readonly RejudgedSubmission[];
  /** In the order they were recorded. */
  readonly results: readonly RejudgeResult[];
}

/** One document per problem, its latest rejudge: a new request replaces the report before it. */
export const rejudgeReportsProjection = projection<RejudgeReportDocument, RejudgeEvent>({
  name: 'rejudgeReports',
  version: 1,
  canHandle: ['RejudgeRequested', 'SubmissionRejudged', 'RejudgeCompleted'],
  documentId: (event) => event.data.problemId,
  evolve(doc, event, context) {
    switch (event.type) {
      case 'RejudgeRequested': {
        const { rejudgeId, problemId, sequence, submissions, requestedBy, requestedAt } = event.data;
        return { rejudgeId, problemId, sequence, requestedBy, requestedAt, status: 'running', completedAt: null, submissions, results: [] };
      }
      case 'SubmissionRejudged': {
        if (doc?.rejudgeId !== event.data.rejudgeId) return doc;
        const { submissionId, status, errorMessage, score, maxScore } = event.data;
        const report = writable(doc, context);
        const scored = score === undefined ? {} : { score, maxScore };
        report.results = appended(doc.results, { submissionId, status, errorMessage, ...scored }, context);
        return report;
      }
      case 'RejudgeCompleted': {
        if (doc?.rejudgeId !== event.data.rejudgeId) return doc;
        const report = writable(doc, context);
        report.status = 'done';
        report.completedAt = event.data.completedAt;
        return report;
      }
      default:
        return doc;
    }
  },
});

// Its queries: how the API reads this read model.
/** The latest rejudge of a problem, if it was ever rejudged. */
export async function getLatestRejudge(readModels: ReadModelStore, problemId: string): Promise<RejudgeReportDocument | undefined> {
  return readModels.get<RejudgeReportDocument>(rejudgeReportsProjection.name, problemId);
}
