import { fromCallback } from 'xstate';
import {
  JUDGE_DONE,
  JUDGE_PROGRESS,
  JUDGE_QUEUED,
  SUBMISSION_WATCH,
  type JudgeDonePayload,
  type JudgeProgressPayload,
  type JudgeQueuedPayload,
  type SubmissionState,
  type WatchReply,
} from '@forge/contracts';
import { holdLiveSocket, type HeldSocket } from './liveSocket';
import { problemApi } from '../problem/api';

/**
 * The problem page's side of the live socket for its run or submit (runSubmitMachine.ts): judge
 * updates as machine events, and the submissions it is asked to watch. The socket is the one way
 * a verdict reaches an open page; on each connection the page reads where its submission stands.
 */

/** What the socket tells the machine. */
export type JudgeSocketEvent =
  | { type: 'JUDGE_QUEUED'; payload: JudgeQueuedPayload }
  | { type: 'JUDGE_PROGRESS'; payload: JudgeProgressPayload }
  | { type: 'JUDGE_DONE'; payload: JudgeDonePayload }
  /** Connected, the first time or again: a new socket is in no submission's room yet. */
  | { type: 'SOCKET_CONNECTED' }
  /** Where a watched submission stands, as `submission:watch` answered. */
  | { type: 'SUBMISSION_STATE'; submission: SubmissionState };

/** What the machine asks of the socket. */
export type JudgeSocketCommand =
  /** Join the submission's room and answer with where it stands. */
  | { type: 'WATCH'; submissionId: string }
  /** Watch this problem's newest submission still being judged, else `remembered` (its verdict may have landed meanwhile). */
  | { type: 'FIND_PENDING'; remembered: string | null };

const WATCH_TIMEOUT_MS = 10_000;

/**
 * The submission a page opening on a problem shows: the newest of the learner's still being
 * judged, else the one the tab remembers. A tab that followed none reads no list (issue 33: the
 * Submissions tab is closed); another tab's judging reaches it by the socket all the same.
 */
export async function submissionToShow(problemId: string, remembered: string | null): Promise<string | null> {
  if (remembered === null) return null;
  try {
    const submissions = await problemApi.submissions(problemId);
    return submissions.find((s) => s.status === 'pending')?._id ?? remembered;
  } catch {
    return remembered;
  }
}

/** Live judge updates from the socket `hold` gives, as machine events; watches submissions when asked. */
export const judgeEventsOn = (hold: () => HeldSocket) =>
  fromCallback<JudgeSocketCommand, { problemId: string }>(({ sendBack, receive, input }) => {
    const held = hold();
    const { socket } = held;
    let open = true;
    const watch = (submissionId: string) =>
      // Without an answer in time (error), the next connection asks again; the verdict comes by judge:done meanwhile.
      socket.timeout(WATCH_TIMEOUT_MS).emit(SUBMISSION_WATCH, submissionId, (error: Error | null, reply: WatchReply) => {
        if (open && !error && reply.ok) sendBack({ type: 'SUBMISSION_STATE', submission: reply.submission });
      });
    const connected = () => sendBack({ type: 'SOCKET_CONNECTED' });
    const queued = (payload: JudgeQueuedPayload) => sendBack({ type: 'JUDGE_QUEUED', payload });
    const progress = (payload: JudgeProgressPayload) => sendBack({ type: 'JUDGE_PROGRESS', payload });
    const done = (payload: JudgeDonePayload) => sendBack({ type: 'JUDGE_DONE', payload });
    socket.on('connect', connected);
    socket.on(JUDGE_QUEUED, queued);
    socket.on(JUDGE_PROGRESS, progress);
    socket.on(JUDGE_DONE, done);
    // The page's socket is shared and may be connected already: this machine still has to catch up.
    if (socket.connected) queueMicrotask(() => open && connected());
    receive((command) => {
      if (command.type === 'WATCH') watch(command.submissionId);
      else
        void submissionToShow(input.problemId, command.remembered).then((submissionId) => {
          if (open && submissionId) watch(submissionId);
        });
    });
    return () => {
      open = false;
      socket.off('connect', connected).off(JUDGE_QUEUED, queued).off(JUDGE_PROGRESS, progress).off(JUDGE_DONE, done);
      held.release();
    };
  });

export const judgeEventsActor = judgeEventsOn(holdLiveSocket);
