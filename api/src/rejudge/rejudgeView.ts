import { REJUDGE_POLICY, submissionLanguages, type RejudgeReport } from '@forge/contracts';
import type { RejudgeReportDocument } from '@forge/domain';
import type { EventStore } from '@forge/events';
import { loadUser } from '../account/accounts';

/** The report as `GET /api/admin/problem/:id/rejudge` shows it: the spec's `_id`s, failures grouped by language. */
export async function toRejudgeReport(store: EventStore, doc: RejudgeReportDocument): Promise<RejudgeReport> {
  const admin = await loadUser(store, doc.requestedBy);
  const results = new Map(doc.results.map((result) => [result.submissionId, result]));
  const failing = doc.submissions.flatMap((submission) => {
    const result = results.get(submission.submissionId);
    return result && result.status !== 'accepted' ? [{ ...submission, ...result }] : [];
  });
  const learners = new Map(
    await Promise.all(
      [...new Set(failing.map((f) => f.userId))].map(async (userId) => {
        const user = await loadUser(store, userId);
        return [userId, user ? { _id: user.userId, firstName: user.firstName, emailId: user.email } : null] as const;
      }),
    ),
  );
  const nowFailing = submissionLanguages
    .map((language) => {
      const submissions = failing
        .filter((f) => f.language === language)
        .map((f) => ({
          _id: f.submissionId,
          userId: f.userId,
          user: learners.get(f.userId) ?? null,
          status: f.status,
          errorMessage: f.errorMessage,
          ...(f.score === undefined ? {} : { score: f.score, maxScore: f.maxScore }),
        }));
      return { language, count: submissions.length, submissions };
    })
    .filter((group) => group.count > 0);
  return {
    rejudgeId: doc.rejudgeId,
    problemId: doc.problemId,
    requestedAt: doc.requestedAt,
    requestedBy: admin ? { _id: admin.userId, firstName: admin.firstName, emailId: admin.email } : null,
    status: doc.status,
    total: doc.submissions.length,
    judged: doc.results.length,
    stillAccepted: doc.results.filter((result) => result.status === 'accepted').length,
    nowFailing,
    policy: REJUDGE_POLICY,
  };
}
