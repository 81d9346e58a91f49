import { and, assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { ApiError } from '../../api/http';
import { problemApi, type JudgeRequest } from './api';
import type { SentCase } from './caseInputsStore';
import { browserFollowedSubmission, type FollowedSubmission } from './followedSubmission';
import type {
  JudgeKind,
  RunResult,
  SubmissionLanguage,
  SubmissionState,
  SubmitPending,
  SubmitResponse,
  SubmitResult,
} from '@forge/contracts';

export type RightTab = 'code' | 'testcase' | 'result';

/** A finished test: a run's visible case says what it cost, a submission's hidden case only its verdict (issue 29). */
export interface TestProgress {
  readonly status_id: number;
  readonly time?: number;
  readonly memory?: number;
}

export interface RunSubmitContext {
  readonly problemId: string;
  readonly newRequestId: () => string;
  readonly followed: FollowedSubmission;
  readonly tab: RightTab;
  readonly kind: JudgeKind | null;
  /** This page's id for its run or submit call; null for a submission it did not start. */
  readonly requestId: string | null;
  /** The submission in flight, once known: updates for it are ours whatever their requestId. */
  readonly submissionId: string | null;
  /** Place in the judge queue while waiting; 0 once judging started. */
  readonly queuePosition: number | null;
  /** Finished tests of the job in flight, by index, as the socket reports them. */
  readonly progress: readonly (TestProgress | undefined)[];
  readonly total: number | null;
  readonly runResult: RunResult | null;
  /** The custom cases the run in flight (or last) sent, in order. */
  readonly customCases: readonly SentCase[];
  readonly submitResult: SubmitResponse | null;
  /** The code and language of the job this page started last: what a Compilation Error is about. */
  readonly sent: { readonly code: string; readonly language: SubmissionLanguage } | null;
  /** Why the job came to nothing: the judge's refusal (queue full, invalid code) in the server's words, or why Submit failed. */
  readonly notice: string | null;
  /** How many more times following may ask where the submission stands (GET /api/submission/:id) before it stops waiting. */
  readonly pollsLeft: number;
}

import { judgeEventsActor, type JudgeSocketCommand, type JudgeSocketEvent } from './judgeEvents';

export type RunSubmitEvent =
  | { type: 'RUN'; code: string; language: SubmissionLanguage; customCases?: readonly SentCase[] }
  | { type: 'SUBMIT'; code: string; language: SubmissionLanguage }
  | { type: 'SELECT_TAB'; tab: RightTab }
  | JudgeSocketEvent;

/** Run failure reads like this whatever went wrong (spec §8). */
export const RUN_FAILURE = 'Internal server error';
/**
 * Following a submission asks where it stands this often, and stops waiting after this many asks
 * (ten minutes) without a verdict: the buttons are free again, and its live updates still land.
 */
export const POLL_INTERVAL_MS = 5_000;
export const MAX_POLLS = 120;
export const STILL_JUDGING = 'Your submission is still being judged; its verdict will appear under Submissions.';

export function randomRequestId(): string {
  const c = globalThis.crypto;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- randomUUID exists only in secure contexts (plain http on a LAN address has none)
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const failedRun: RunResult = { success: false, runtime: 0, memory: 0, error: RUN_FAILURE, failure: null, testCases: [] };

/** A submit that failed outright says so, rather than only showing the prompt again (issue 15). */
export const SUBMIT_UNREACHABLE = 'Submit failed: the server could not be reached. Your code is kept; try again.';
export const SUBMIT_FAILURE = 'Submit failed: the server could not record your submission. Your code is kept; try again.';

/** A refusal the learner can act on (queue full, code missing), in the server's words. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return ((error.status >= 400 && error.status < 500) || error.status === 503) && error.message ? error.message : null;
}

/** Why a submit failed: the refusal, else whether the server was reached at all. */
function submitFailureOf(error: unknown): string {
  return refusalOf(error) ?? (error instanceof ApiError && error.status > 0 ? SUBMIT_FAILURE : SUBMIT_UNREACHABLE);
}

const isPending = (answer: SubmitResponse | SubmitPending): answer is SubmitPending => 'status' in answer;

type JudgeUpdate = Extract<RunSubmitEvent, { payload: unknown }>;
const isJudgeUpdate = (event: RunSubmitEvent): event is JudgeUpdate =>
  event.type === 'JUDGE_QUEUED' || event.type === 'JUDGE_PROGRESS' || event.type === 'JUDGE_DONE';

/** The job in flight's own update: by this page's request id, or by its submission once known. */
const isOursUpdate = (context: RunSubmitContext, event: RunSubmitEvent) =>
  isJudgeUpdate(event) &&
  ((event.payload.requestId !== null && event.payload.requestId === context.requestId) ||
    (event.payload.submissionId !== undefined && event.payload.submissionId === context.submissionId));

/** A submission of the open problem whose verdict is not the one on screen (another tab's, or one from before a reload). */
const isNews = (context: RunSubmitContext, problemId: string, submissionId: string | undefined) =>
  problemId === context.problemId && submissionId !== undefined && submissionId !== context.submitResult?.submissionId;

const withCases = (context: RunSubmitContext, submission: SubmissionState) => {
  const progress = [...context.progress];
  for (const c of submission.cases) progress[c.index] = { status_id: c.status_id };
  const started = submission.attempts > 0 || submission.cases.length > 0;
  return { progress, total: submission.testCasesTotal, queuePosition: started ? 0 : context.queuePosition };
};

const verdictOf = (result: SubmitResult, submissionId: string) => ({
  submitResult: { ...result, submissionId },
  tab: 'result' as const,
  notice: null,
});

export const runSubmitMachine = setup({
  types: {
    context: {} as RunSubmitContext,
    events: {} as RunSubmitEvent,
    input: {} as { problemId: string; newRequestId?: () => string; followed?: FollowedSubmission },
  },
  actors: {
    runCode: fromPromise<RunResult, JudgeRequest>(({ input }) => problemApi.run(input)),
    submitCode: fromPromise<SubmitResponse | SubmitPending, JudgeRequest>(({ input }) => problemApi.submit(input)),
    fetchSubmission: fromPromise<SubmissionState, string>(({ input }) => problemApi.submission(input)),
    judgeEvents: judgeEventsActor,
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
  guards: {
    isOurs: ({ context, event }) => isOursUpdate(context, event),
    /** A submission of this problem this idle page did not start, seen on the socket. */
    isNewSubmission: ({ context, event }) =>
      isJudgeUpdate(event) && event.payload.kind === 'submit' && isNews(context, event.payload.problemId, event.payload.submissionId),
    isNewState: ({ context, event }) =>
      event.type === 'SUBMISSION_STATE' && isNews(context, event.submission.problemId, event.submission.submissionId),
    isOurState: ({ context, event }) => event.type === 'SUBMISSION_STATE' && event.submission.submissionId === context.submissionId,
    isJudged: ({ event }) => event.type === 'SUBMISSION_STATE' && event.submission.result !== null,
    knowsSubmission: ({ context }) => context.submissionId !== null,
    hasPollsLeft: ({ context }) => context.pollsLeft > 0,
  },
  actions: {
    start: assign(({ context, event }) => {
      assertEvent(event, ['RUN', 'SUBMIT']);
      const kind: JudgeKind = event.type === 'SUBMIT' ? 'submit' : 'run';
      return {
        kind,
        requestId: context.newRequestId(),
        submissionId: null,
        queuePosition: null,
        progress: [],
        total: null,
        notice: null,
        sent: { code: event.code, language: event.language },
        tab: kind === 'run' ? ('testcase' as const) : ('result' as const),
        ...(kind === 'run'
          ? { runResult: null, customCases: event.type === 'RUN' ? (event.customCases ?? []) : [] }
          : { submitResult: null }),
      };
    }),
    /** Takes up a submission this page did not start: another tab's, or its own from before a reload. */
    follow: assign(({ event }) => {
      assertEvent(event, ['JUDGE_QUEUED', 'JUDGE_PROGRESS', 'JUDGE_DONE', 'SUBMISSION_STATE']);
      const submissionId = event.type === 'SUBMISSION_STATE' ? event.submission.submissionId : event.payload.submissionId!;
      return {
        kind: 'submit' as const,
        requestId: null,
        submissionId,
        queuePosition: null,
        progress: [],
        total: null,
        submitResult: null,
        notice: null,
        sent: null,
        tab: 'result' as const,
      };
    }),
    recordQueued: assign(({ context, event }) => {
      assertEvent(event, 'JUDGE_QUEUED');
      return { queuePosition: event.payload.position, submissionId: event.payload.submissionId ?? context.submissionId };
    }),
    recordProgress: assign(({ context, event }) => {
      assertEvent(event, 'JUDGE_PROGRESS');
      const progress = [...context.progress];
      const { payload } = event;
      progress[payload.index] =
        payload.kind === 'run'
          ? { status_id: payload.status_id, time: payload.time, memory: payload.memory }
          : { status_id: payload.status_id };
      return { progress, total: event.payload.total, queuePosition: 0 };
    }),
    recordState: assign(({ context, event }) => {
      assertEvent(event, 'SUBMISSION_STATE');
      return withCases(context, event.submission);
    }),
    recordVerdict: assign(({ event }) => {
      assertEvent(event, ['JUDGE_DONE', 'SUBMISSION_STATE']);
      if (event.type === 'SUBMISSION_STATE') return verdictOf(event.submission.result!, event.submission.submissionId);
      // `isOurs` let through only this submission's verdict.
      return event.payload.kind === 'submit' ? verdictOf(event.payload.result, event.payload.submissionId) : {};
    }),
    giveUp: assign({ notice: STILL_JUDGING, tab: 'result' as const }),
    rememberFollowed: ({ context }) => {
      if (context.kind === 'submit' && context.submissionId) context.followed.remember(context.problemId, context.submissionId);
    },
    forgetFollowed: ({ context }) => context.followed.forget(context.problemId),
    watch: sendTo('judgeEvents', ({ context }): JudgeSocketCommand => ({ type: 'WATCH', submissionId: context.submissionId! })),
    findPending: sendTo('judgeEvents', ({ context }): JudgeSocketCommand => ({
      type: 'FIND_PENDING',
      remembered: context.followed.recall(context.problemId),
    })),
    selectTab: assign(({ event }) => {
      assertEvent(event, 'SELECT_TAB');
      return { tab: event.tab };
    }),
  },
}).createMachine({
  id: 'runSubmit',
  context: ({ input }) => ({
    problemId: input.problemId,
    newRequestId: input.newRequestId ?? randomRequestId,
    followed: input.followed ?? browserFollowedSubmission(),
    tab: 'code',
    kind: null,
    requestId: null,
    submissionId: null,
    queuePosition: null,
    progress: [],
    total: null,
    runResult: null,
    customCases: [],
    submitResult: null,
    sent: null,
    notice: null,
    pollsLeft: 0,
  }),
  invoke: { id: 'judgeEvents', src: 'judgeEvents', input: ({ context }) => ({ problemId: context.problemId }) },
  on: { SELECT_TAB: { actions: 'selectTab' } },
  initial: 'idle',
  states: {
    // Idle, result and error are the settled states: no job in flight, so a submission of this
    // problem the page hears of (another tab's, or its own from before a reload) is shown.
    idle: { on: settled() },
    running: {
      initial: 'run',
      on: {
        JUDGE_QUEUED: { guard: 'isOurs', actions: ['recordQueued', 'rememberFollowed'] },
        JUDGE_PROGRESS: { guard: 'isOurs', actions: 'recordProgress' },
      },
      states: {
        run: {
          invoke: {
            src: 'runCode',
            input: ({ context, event }) => judgeRequest(context, event),
            onDone: {
              target: '#runSubmit.result',
              actions: assign(({ event }) => ({ runResult: event.output, tab: 'testcase' as const })),
            },
            onError: {
              target: '#runSubmit.error',
              // A refusal (429 from the queue) reads as itself, not as the spec's RUN_FAILURE for a crash.
              actions: assign(({ event }) => {
                const notice = refusalOf(event.error);
                return { runResult: { ...failedRun, error: notice ?? RUN_FAILURE }, tab: 'testcase' as const, notice };
              }),
            },
          },
          on: {
            JUDGE_DONE: {
              guard: 'isOurs',
              target: '#runSubmit.result',
              actions: assign(({ event }) =>
                event.payload.kind === 'run' ? { runResult: event.payload.result, tab: 'testcase' as const } : {},
              ),
            },
          },
        },
        submit: {
          initial: 'calling',
          on: {
            JUDGE_DONE: { guard: 'isOurs', target: '#runSubmit.result', actions: ['recordVerdict', 'forgetFollowed'] },
            SUBMISSION_STATE: [
              { guard: and(['isOurState', 'isJudged']), target: '#runSubmit.result', actions: ['recordVerdict', 'forgetFollowed'] },
              { guard: 'isOurState', actions: 'recordState' },
            ],
            // A reconnected socket has left the submission's room: join it again and catch up.
            SOCKET_CONNECTED: { guard: 'knowsSubmission', actions: 'watch' },
          },
          states: {
            /** The submit call is out; it answers with the verdict, or (202) that judging goes on. */
            calling: {
              invoke: {
                src: 'submitCode',
                input: ({ context, event }) => judgeRequest(context, event),
                onDone: [
                  {
                    guard: ({ event }) => isPending(event.output),
                    target: 'following',
                    actions: [assign(({ event }) => ({ submissionId: event.output.submissionId ?? null })), 'rememberFollowed'],
                  },
                  {
                    target: '#runSubmit.result',
                    actions: [
                      assign(({ event }) => ({ submitResult: event.output as SubmitResponse, tab: 'result' as const })),
                      'forgetFollowed',
                    ],
                  },
                ],
                onError: [
                  // The submission was recorded (judge:queued named it): the verdict still comes.
                  { guard: 'knowsSubmission', target: 'following' },
                  {
                    target: '#runSubmit.error',
                    actions: assign(({ event }) => ({ submitResult: null, tab: 'result' as const, notice: submitFailureOf(event.error) })),
                  },
                ],
              },
            },
            /**
             * A recorded submission still being judged, followed without a call waiting on it: by
             * its live updates, and now and then by asking where it stands in case one was missed.
             */
            following: {
              entry: assign({ pollsLeft: MAX_POLLS }),
              initial: 'waiting',
              states: {
                waiting: { after: { pollInterval: 'polling' } },
                polling: {
                  entry: assign(({ context }) => ({ pollsLeft: context.pollsLeft - 1 })),
                  invoke: {
                    src: 'fetchSubmission',
                    input: ({ context }) => context.submissionId!,
                    onDone: [
                      {
                        guard: ({ event }) => event.output.result !== null,
                        target: '#runSubmit.result',
                        actions: [assign(({ event }) => verdictOf(event.output.result!, event.output.submissionId)), 'forgetFollowed'],
                      },
                      {
                        guard: 'hasPollsLeft',
                        target: 'waiting',
                        actions: assign(({ context, event }) => withCases(context, event.output)),
                      },
                      { target: '#runSubmit.error', actions: 'giveUp' },
                    ],
                    onError: [
                      { guard: 'hasPollsLeft', target: 'waiting' },
                      { target: '#runSubmit.error', actions: 'giveUp' },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    result: { on: settled() },
    error: { on: settled() },
  },
});

/** What a settled state does: starts a job, or takes up a submission of this problem it hears of. */
function settled() {
  return {
    RUN: { target: '#runSubmit.running.run', actions: 'start' },
    SUBMIT: { target: '#runSubmit.running.submit', actions: 'start' },
    SOCKET_CONNECTED: { actions: 'findPending' },
    JUDGE_QUEUED: {
      guard: 'isNewSubmission',
      target: '#runSubmit.running.submit.following',
      actions: ['follow', 'recordQueued', 'rememberFollowed', 'watch'],
    },
    JUDGE_PROGRESS: {
      guard: 'isNewSubmission',
      target: '#runSubmit.running.submit.following',
      actions: ['follow', 'recordProgress', 'rememberFollowed', 'watch'],
    },
    JUDGE_DONE: { guard: 'isNewSubmission', target: '#runSubmit.result', actions: ['follow', 'recordVerdict', 'forgetFollowed'] },
    SUBMISSION_STATE: [
      { guard: and(['isNewState', 'isJudged']), target: '#runSubmit.result', actions: ['follow', 'recordVerdict', 'forgetFollowed'] },
      { guard: 'isNewState', target: '#runSubmit.running.submit.following', actions: ['follow', 'recordState', 'rememberFollowed'] },
    ],
  } as const;
}

function judgeRequest(context: RunSubmitContext, event: RunSubmitEvent): JudgeRequest {
  assertEvent(event, ['RUN', 'SUBMIT']);
  const { code, language } = event;
  const request = { problemId: context.problemId, code, language, requestId: context.requestId ?? '' };
  const custom = event.type === 'RUN' ? (event.customCases ?? []) : [];
  return custom.length > 0 ? { ...request, customTestCases: custom.map((c) => ({ input: c.input })) } : request;
}
