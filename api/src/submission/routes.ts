import Router, { type RouterContext } from '@koa/router';
import { handleCommand, type Position } from '@forge/events';
import { streams, submissionDecider } from '@forge/domain';
import { getDistribution, getProblem, listPendingSubmissions, type ProblemDocument, type SubmissionLanguage } from '@forge/domain';
import {
  codeBody,
  JUDGE_QUEUED,
  type CodeBody,
  problemLanguageOf,
  runBody,
  submissionLanguageOf,
  type SubmitPending,
} from '@forge/contracts';
import type { AppDeps, AppState } from '../appDeps';
import { HttpError, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { requireUser, signedIn } from '../account/authenticate';
import { QueueFullError } from '../judging/judgeQueue';
import { queueRefusal } from './queueRefusal';
import { AdmissionBusyError } from './admission';
import type { JudgeJob } from '../judging/judging';
import { runCode } from '../runs/runCode';
import { readSubmission } from './readSubmission';
import type { RecordedVerdict } from '../live/submissionWatcher';
import { toSubmissionState, toSubmitResult } from './submissionView';
import { admitToContest } from '../contest/contestAdmission';
import { refuseHiddenProblem } from '../contest/hiddenProblems';

const LAST_ADMISSION_WAIT_MS = 5000;
const withTimeout = (promise: Promise<void>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer));
};

/**
 * Whether the log may take one more submission of this user: each user may have a few pending,
 * and all users together a bounded number. Returns how many are pending before it. Read inside the
 * admission gate, after the read models have caught up with the last admission.
 */
async function checkRoom(deps: AppDeps, userId: string, last: Position | undefined): Promise<number> {
  // A position this log never reaches (Redis shared with another log, say) must not hold every submit.
  if (last) await withTimeout(deps.projections.waitFor(last), LAST_ADMISSION_WAIT_MS);
  const pending = await listPendingSubmissions(deps.readModels);
  const mine = pending.filter((p) => p.userId === userId).length;
  const { perUser, capacity } = deps.settings.submissions;
  if (mine >= perUser) throw queueRefusal(QueueFullError.forUser(mine, 0));
  if (pending.length >= capacity) throw queueRefusal(QueueFullError.busy(pending.length, 0));
  return pending.length;
}

/**
 * A problem offers learners the languages it has start code for (issue 32: Python and C are
 * optional): a program in another is refused before anything is judged or recorded.
 */
function refuseLanguageNotOffered(problem: Pick<ProblemDocument, 'startCode'>, language: SubmissionLanguage): void {
  if (problem.startCode.some((entry) => submissionLanguageOf[entry.language] === language)) return;
  const message = `This problem is not offered in ${problemLanguageOf[language]}`;
  throw new HttpError(400, message, 'LANGUAGE_NOT_OFFERED', [{ path: 'language', message }]);
}

async function jobOf(deps: AppDeps, ctx: RouterContext<AppState>, body: CodeBody): Promise<JudgeJob> {
  const problem = await getProblem(deps.readModels, ctx.params['problemId']!);
  if (!problem) throw notFound('Problem not found');
  // A contest-only problem is judged, before its contest ends, only for the contest's participants (issue 36).
  await refuseHiddenProblem(deps, signedIn(ctx), problem.problemId, 'Problem not found');
  refuseLanguageNotOffered(problem, body.language);
  return { userId: signedIn(ctx).userId, problem, language: body.language, code: body.code, requestId: body.requestId ?? null };
}

export function submissionRoutes(deps: AppDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/submission' });
  const job = (ctx: RouterContext<AppState>, body: CodeBody = parseBody(ctx, codeBody)) => jobOf(deps, ctx, body);

  router.post('/run/:problemId', requireUser, async (ctx) => {
    const body = parseBody(ctx, runBody);
    const custom = body.customTestCases ?? [];
    const request = {
      ...(await job(ctx, body)),
      customInputs: custom.map((c) => c.input),
      replaces: custom.map((c) => c.replaces ?? null),
    };
    try {
      ctx.body = await runCode(deps, request);
    } catch (error) {
      throw error instanceof QueueFullError ? queueRefusal(error) : error;
    }
  });

  router.post('/submit/:problemId', requireUser, submitHandler(deps));

  /** Where a submission's judging stands: its owner's, or any for an admin. */
  router.get('/:submissionId', requireUser, async (ctx) => {
    const user = signedIn(ctx);
    const detail = await readSubmission(deps.store, ctx.params['submissionId']!);
    if (!detail || (detail.userId !== user.userId && user.role !== 'admin')) throw notFound('Submission not found');
    const { verdict } = detail;
    const distribution =
      verdict?.status === 'accepted'
        ? await getDistribution(deps.readModels, { ...detail, runtime: verdict.runtime, memory: verdict.memory })
        : undefined;
    ctx.body = { ...toSubmissionState(detail), ...(distribution ? { distribution } : {}) };
  });

  return router;
}

/**
 * Submit records the request in the log and nothing more: the judge reactor takes it from
 * there. The answer waits for the verdict to reach the log; a judging that outlasts the wait is
 * answered 202 with the submission's id, to be followed at GET /api/submission/:id. A submission
 * naming a contest (issue 36) is admitted only inside it, and counts for it and for practice.
 */
export function submitHandler(deps: AppDeps) {
  return async (ctx: RouterContext<AppState>): Promise<void> => {
    const body = parseBody(ctx, codeBody);
    const { userId, problem, language, code, requestId } = await jobOf(deps, ctx, body);
    const { contestId } = body;
    if (contestId !== undefined) await admitToContest(deps, contestId, userId, problem.problemId);
    const submissionId = deps.newId();
    let verdict: Promise<RecordedVerdict | undefined> = Promise.resolve(undefined);
    try {
      // Checked and appended alone, so submits released at once are counted one after another.
      const { ahead, append } = await deps.admission
        .exclusive(async (last) => {
          const ahead = await checkRoom(deps, userId, last);
          verdict = deps.submissions.waitForVerdict(submissionId, deps.settings.submissions.waitMs);
          deps.submissions.remember(submissionId, requestId);
          // The user's open tabs watch it from the start, on whichever replica holds them.
          deps.live.watchForUser(userId, submissionId);
          const { append } = await handleCommand(deps.store, streams.submission(submissionId), submissionDecider, {
            type: 'RequestSubmission',
            data: {
              submissionId,
              userId,
              problemId: problem.problemId,
              language,
              code,
              testCasesTotal: problem.hiddenTestCases.length,
              now: deps.clock().toISOString(),
              ...(contestId === undefined ? {} : { contestId }),
            },
          });
          return { value: { ahead, append }, appendedAt: append?.position };
        })
        .catch((error: unknown) => {
          throw error instanceof AdmissionBusyError
            ? new HttpError(503, error.message, 'QUEUE_FULL', undefined, { 'Retry-After': '5' })
            : error;
        });
      deps.live.toUser(userId, JUDGE_QUEUED, {
        requestId,
        kind: 'submit',
        problemId: problem.problemId,
        submissionId,
        position: ahead + 1,
      });
      if (append) await deps.projections.waitFor(append.position);
    } catch (error) {
      deps.submissions.forget(submissionId);
      throw error;
    }
    const judged = await verdict;
    ctx.set('Location', `/api/problem/submittedProblem/${problem.problemId}`);
    if (!judged) {
      ctx.status = 202;
      const pending: SubmitPending = {
        submissionId,
        status: 'pending',
        message: `Your submission is recorded and still being judged; follow it at /api/submission/${submissionId}`,
      };
      ctx.body = pending;
      return;
    }
    // The history and the solved list show it once the call returns.
    await deps.projections.waitFor(judged.position);
    ctx.body = { ...toSubmitResult(judged.verdict), submissionId };
  };
}
