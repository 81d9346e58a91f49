import { and, assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { ApiError } from '../../api/http';
import { problemApi, type JudgeRequest } from '../problem/api';
import { browserFollowedSubmission, type FollowedSubmission } from './followedSubmission';
import type { JudgeSocketCommand, JudgeSocketEvent } from '../live/judgeEvents';
import { isJudgeUpdate, isUpdateOf, refusalOf, type TestProgress } from '../problem/judgeJob';
import type { SubmissionLanguage, SubmissionState, SubmitPending, SubmitResponse, SubmitResult } from '@forge/contracts';

/** A submit that failed outright says so, rather than only showing the prompt again (issue 15). */
export const SUBMIT_UNREACHABLE = 'Submit failed: the server could not be reached. Your code is kept; try again.';
export const SUBMIT_FAILURE = 'Submit failed: the server could not record your submission. Your code is kept; try again.';
/**
 * A submission followed this long without a verdict frees the buttons, and the Result tab says where
 * the verdict will be; its live updates still land. Nothing is asked meanwhile: the socket brings it.
 */
export const GIVE_UP_AFTER_MS = 10 * 60_000;
export const STILL_JUDGING = 'Your submission is still being judged; its verdict will appear under Submissions.';

export interface SubmitContext {
  readonly problemId: string;
  /** The contest the page submits in (`/problem/:id?contest=`), if any: each submit names it. */
  readonly contestId?: string;
  readonly newRequestId: () => string;
  readonly followed: FollowedSubmission;
  /** This page's id for its submit call; null for a submission it did not start. */
  readonly requestId: string | null;
  /** The submission in flight, once known: updates for it are ours whatever their requestId. */
  readonly submissionId: string | null;
  /** Place in the judge queue while waiting; 0 once judging started. */
  readonly queuePosition: number | null;
  /** Finished hidden cases of the submission in flight, by index. */
  readonly progress: readonly (TestProgress | undefined)[];
  readonly total: number | null;
  readonly submitResult: SubmitResponse | null;
  /** Why the submission came to nothing (the judge's refusal, why Submit failed), or that it is still judged. */
  readonly notice: string | null;
}

export type SubmitEvent = { type: 'SUBMIT'; code: string; language: SubmissionLanguage } | JudgeSocketEvent;

/** What the submit machine tells the page (runSubmitMachine.ts): what to ask of the socket, and what the Result tab shows. */
export type SubmitReport = JudgeSocketCommand | { type: 'SUBMISSION_JUDGING' } | { type: 'SUBMISSION_SETTLED'; notice: string | null };

/** Why a submit failed: the refusal, else whether the server was reached at all. */
function submitFailureOf(error: unknown): string {
  return refusalOf(error) ?? (error instanceof ApiError && error.status > 0 ? SUBMIT_FAILURE : SUBMIT_UNREACHABLE);
}

const isPending = (answer: SubmitResponse | SubmitPending): answer is SubmitPending => 'status' in answer;

/** A submission of the open problem whose verdict is not the one on screen (another tab's, or one from before a reload). */
const isNews = (context: SubmitContext, problemId: string, submissionId: string | undefined) =>
  problemId === context.problemId && submissionId !== undefined && submissionId !== context.submitResult?.submissionId;

const withCases = (context: SubmitContext, submission: SubmissionState) => {
  const progress = [...context.progress];
  for (const c of submission.cases) progress[c.index] = { statusId: c.statusId };
  const started = submission.attempts > 0 || submission.cases.length > 0;
  return { progress, total: submission.testCasesTotal, queuePosition: started ? 0 : context.queuePosition };
};

const verdictOf = (result: SubmitResult, submissionId: string) => ({ submitResult: { ...result, submissionId }, notice: null });

/** No submission yet: none in flight, none shown. */
const blank: Omit<SubmitContext, 'problemId' | 'contestId' | 'newRequestId' | 'followed'> = {
  requestId: null,
  submissionId: null,
  queuePosition: null,
  progress: [],
  total: null,
  submitResult: null,
  notice: null,
};

/**
 * The page's submission: the Submit button's, or one it takes up (another tab's, or its own from
 * before a reload). Its verdict comes by the socket (`judge:done`, cases by `judge:progress`), or
 * in the submit call's answer when the server had it in time. Each time the socket connects, the
 * submission's read (`submission:watch`) catches up with whatever a dropped socket missed.
 */
export const submitMachine = setup({
  types: {
    context: {} as SubmitContext,
    events: {} as SubmitEvent,
    input: {} as { problemId: string; contestId?: string; newRequestId: () => string; followed?: FollowedSubmission },
  },
  actors: {
    submitCode: fromPromise<SubmitResponse | SubmitPending, JudgeRequest>(({ input }) => problemApi.submit(input)),
  },
  delays: { giveUp: GIVE_UP_AFTER_MS },
  guards: {
    isOurs: ({ context, event }) => isUpdateOf(context, event),
    /** A submission of this problem this settled page did not start, seen on the socket. */
    isNewSubmission: ({ context, event }) =>
      isJudgeUpdate(event) && event.payload.kind === 'submit' && isNews(context, event.payload.problemId, event.payload.submissionId),
    isNewState: ({ context, event }) =>
      event.type === 'SUBMISSION_STATE' && isNews(context, event.submission.problemId, event.submission.submissionId),
    isOurState: ({ context, event }) => event.type === 'SUBMISSION_STATE' && event.submission.submissionId === context.submissionId,
    isJudged: ({ event }) => event.type === 'SUBMISSION_STATE' && event.submission.result !== null,
    isNewVerdict: and(['isNewState', 'isJudged']),
    knowsSubmission: ({ context }) => context.submissionId !== null,
  },
  actions: {
    start: assign(({ context }) => ({ ...blank, requestId: context.newRequestId() })),
    /** Takes up a submission this page did not start. */
    follow: assign(({ event }) => {
      assertEvent(event, ['JUDGE_QUEUED', 'JUDGE_PROGRESS', 'JUDGE_DONE', 'SUBMISSION_STATE']);
      const submissionId = event.type === 'SUBMISSION_STATE' ? event.submission.submissionId : event.payload.submissionId!;
      return { ...blank, submissionId };
    }),
    recordQueued: assign(({ context, event }) => {
      assertEvent(event, 'JUDGE_QUEUED');
      return { queuePosition: event.payload.position, submissionId: event.payload.submissionId ?? context.submissionId };
    }),
    recordProgress: assign(({ context, event }) => {
      assertEvent(event, 'JUDGE_PROGRESS');
      const progress = [...context.progress];
      progress[event.payload.index] = { statusId: event.payload.statusId };
      return { progress, total: event.payload.total, queuePosition: 0 };
    }),
    recordState: assign(({ context, event }) => {
      assertEvent(event, 'SUBMISSION_STATE');
      return withCases(context, event.submission);
    }),
    recordVerdict: assign(({ event }) => {
      assertEvent(event, ['JUDGE_DONE', 'SUBMISSION_STATE']);
      if (event.type === 'SUBMISSION_STATE') return verdictOf(event.submission.result!, event.submission.submissionId);
      // `isOurs` and `isNewSubmission` let through only a submission's verdict.
      return event.payload.kind === 'submit' ? verdictOf(event.payload.result, event.payload.submissionId) : {};
    }),
    giveUp: assign({ notice: STILL_JUDGING }),
    rememberFollowed: ({ context }) => {
      if (context.submissionId) context.followed.remember(context.problemId, context.submissionId);
    },
    forgetFollowed: ({ context }) => context.followed.forget(context.problemId),
    watch: sendParent(({ context }): SubmitReport => ({ type: 'WATCH', submissionId: context.submissionId! })),
    findPending: sendParent(({ context }): SubmitReport => ({
      type: 'FIND_PENDING',
      remembered: context.followed.recall(context.problemId),
    })),
    reportJudging: sendParent({ type: 'SUBMISSION_JUDGING' } satisfies SubmitReport),
    reportSettled: sendParent(({ context }): SubmitReport => ({ type: 'SUBMISSION_SETTLED', notice: context.notice })),
  },
}).createMachine({
  id: 'submit',
  context: ({ input }) => ({
    problemId: input.problemId,
    ...(input.contestId ? { contestId: input.contestId } : {}),
    newRequestId: input.newRequestId,
    followed: input.followed ?? browserFollowedSubmission(),
    ...blank,
  }),
  initial: 'idle',
  states: {
    // Idle, result and error are the settled states: no submission in flight, so one of this
    // problem the page hears of (another tab's, or its own from before a reload) is shown.
    idle: { on: settled() },
    judging: {
      tags: 'judging',
      entry: 'reportJudging',
      initial: 'calling',
      on: {
        JUDGE_QUEUED: { guard: 'isOurs', actions: ['recordQueued', 'rememberFollowed'] },
        JUDGE_PROGRESS: { guard: 'isOurs', actions: 'recordProgress' },
        JUDGE_DONE: { guard: 'isOurs', target: 'result', actions: ['recordVerdict', 'forgetFollowed'] },
        SUBMISSION_STATE: [
          { guard: and(['isOurState', 'isJudged']), target: 'result', actions: ['recordVerdict', 'forgetFollowed'] },
          { guard: 'isOurState', actions: 'recordState' },
        ],
        // A reconnected socket has left the submission's room and may have missed its verdict: join it again and catch up.
        SOCKET_CONNECTED: { guard: 'knowsSubmission', actions: 'watch' },
      },
      states: {
        /** The submit call is out; it answers with the verdict, or (202) that judging goes on. */
        calling: {
          invoke: {
            src: 'submitCode',
            input: ({ context, event }) => submitRequest(context, event),
            onDone: [
              {
                // Read where it stands, once: a verdict the socket brought before the page knew the submission's id is not lost.
                guard: ({ event }) => isPending(event.output),
                target: 'following',
                actions: [
                  assign(({ event }) => ({ submissionId: (event.output as SubmitPending).submissionId })),
                  'rememberFollowed',
                  'watch',
                ],
              },
              {
                target: '#submit.result',
                actions: [assign(({ event }) => ({ submitResult: event.output as SubmitResponse })), 'forgetFollowed'],
              },
            ],
            onError: [
              // The submission was recorded (judge:queued named it): the verdict still comes.
              { guard: 'knowsSubmission', target: 'following' },
              { target: '#submit.error', actions: assign(({ event }) => ({ submitResult: null, notice: submitFailureOf(event.error) })) },
            ],
          },
        },
        /** A recorded submission still being judged, followed by its live updates alone. */
        following: { after: { giveUp: { target: '#submit.error', actions: 'giveUp' } } },
      },
    },
    result: { tags: 'showingResult', entry: 'reportSettled', on: settled() },
    error: { entry: 'reportSettled', on: settled() },
  },
});

/** What a settled state does: submits, or takes up a submission of this problem it hears of. */
function settled() {
  return {
    SUBMIT: { target: '#submit.judging', actions: 'start' },
    SOCKET_CONNECTED: { actions: 'findPending' },
    JUDGE_QUEUED: takeUp('recordQueued'),
    JUDGE_PROGRESS: takeUp('recordProgress'),
    // Shown even over a verdict on screen: entering the result again tells the page to show the Result tab.
    JUDGE_DONE: {
      guard: 'isNewSubmission',
      target: '#submit.result',
      reenter: true,
      actions: ['follow', 'recordVerdict', 'forgetFollowed'],
    },
    SUBMISSION_STATE: [
      { guard: 'isNewVerdict', target: '#submit.result', reenter: true, actions: ['follow', 'recordVerdict', 'forgetFollowed'] },
      { guard: 'isNewState', target: '#submit.judging.following', actions: ['follow', 'recordState', 'rememberFollowed'] },
    ],
  } as const;
}

/** Takes up a submission of this problem seen on the socket, and asks where it stands. */
function takeUp(record: 'recordQueued' | 'recordProgress') {
  return {
    guard: 'isNewSubmission',
    target: '#submit.judging.following',
    actions: ['follow', record, 'rememberFollowed', 'watch'],
  } as const;
}

function submitRequest(context: SubmitContext, event: SubmitEvent): JudgeRequest {
  assertEvent(event, 'SUBMIT');
  const { problemId, contestId } = context;
  return { problemId, code: event.code, language: event.language, requestId: context.requestId ?? '', ...(contestId ? { contestId } : {}) };
}
