import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import type { LiveSocket } from './liveSocket';
import { problemApi, type JudgeRequest } from '../problem/api';
import { memoryFollowedSubmission } from '../submission/followedSubmission';
import { judgeEventsOn, submissionToShow } from '../live/judgeEvents';
import { runSubmitMachine } from '../problem/runSubmitMachine';
import { done, pending, stateOf, submitResult } from '../problem/runSubmitTestKit';
import { submitMachine } from '../submission/submitMachine';
import {
  JUDGE_DONE,
  SUBMISSION_WATCH,
  type SubmissionView,
  type SubmitPending,
  type SubmitResponse,
  type WatchReply,
} from '@forge/contracts';

type Listener = (...args: unknown[]) => void;

/** A socket that is down until the test connects it, and answers `submission:watch` as the test tells it. */
function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const watches: { submissionId: string; whileConnected: boolean; reply: (error: Error | null, answer?: WatchReply) => void }[] = [];
  const socket = {
    connected: false,
    on(name: string, listener: Listener) {
      listeners.set(name, (listeners.get(name) ?? new Set()).add(listener));
      return socket;
    },
    off(name: string, listener: Listener) {
      listeners.get(name)?.delete(listener);
      return socket;
    },
    timeout: () => ({
      emit: (name: string, submissionId: string, reply: (error: Error | null, answer?: WatchReply) => void) => {
        expect(name).toBe(SUBMISSION_WATCH);
        watches.push({ submissionId, whileConnected: socket.connected, reply });
      },
    }),
  };
  const fire = (name: string, ...args: unknown[]) => listeners.get(name)?.forEach((listener) => listener(...args));
  const connect = () => {
    socket.connected = true;
    fire('connect');
  };
  const hold = () => ({ socket: socket as unknown as LiveSocket, release: () => listeners.clear() });
  return { hold, watches, connect, fire };
}

/** The page's machine over the fake socket, its submit call answering that judging goes on (202). */
function pageOver(socket: ReturnType<typeof fakeSocket>) {
  const actor = createActor(
    runSubmitMachine.provide({
      actors: {
        submission: submitMachine.provide({
          actors: { submitCode: fromPromise<SubmitResponse | SubmitPending, JudgeRequest>(async () => pending('s1')) },
        }),
        judgeEvents: judgeEventsOn(socket.hold),
      },
    }),
    { input: { problemId: 'p1', followed: memoryFollowedSubmission() } },
  ).start();
  return { actor, submission: actor.getSnapshot().context.submission };
}

describe('the socket, the one way a verdict reaches an open page', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('given a submission pending while the socket is not connected at all, when it connects, then reading the submission ends with the verdict', async () => {
    const socket = fakeSocket();
    const { actor, submission } = pageOver(socket);
    stops.push(() => actor.stop());
    actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
    await waitFor(submission, (s) => s.matches({ judging: 'following' }));
    // Asked as the 202 answer named it, with no socket to answer: it times out.
    expect(socket.watches).toMatchObject([{ submissionId: 's1', whileConnected: false }]);
    socket.watches[0]!.reply(new Error('operation has timed out'));
    expect(submission.getSnapshot().hasTag('judging')).toBe(true);

    socket.connect();
    expect(socket.watches).toMatchObject([{}, { submissionId: 's1', whileConnected: true }]);
    socket.watches[1]!.reply(null, { ok: true, submission: stateOf([0, 1, 2, 3], submitResult) });
    expect(submission.getSnapshot().matches('result')).toBe(true);
    expect(submission.getSnapshot().context.submitResult).toEqual({ ...submitResult, submissionId: 's1' });
    expect(actor.getSnapshot().context.tab).toBe('result');
  });

  it('given a connected socket, then judge:done brings the verdict with nothing read', async () => {
    const socket = fakeSocket();
    socket.connect();
    const { actor, submission } = pageOver(socket);
    stops.push(() => actor.stop());
    actor.send({ type: 'SUBMIT', code: 'x', language: 'javascript' });
    await waitFor(submission, (s) => s.matches({ judging: 'following' }));
    const { payload } = done(null, 's1') as Extract<ReturnType<typeof done>, { type: 'JUDGE_DONE' }>;
    socket.fire(JUDGE_DONE, payload);
    expect(submission.getSnapshot().matches('result')).toBe(true);
    expect(socket.watches.map((w) => w.submissionId)).toEqual(['s1']);
  });
});

describe('the submission a page opening shows', () => {
  const row = (id: string, status: SubmissionView['status']): SubmissionView => ({
    _id: id,
    problemId: 'p1',
    language: 'javascript',
    status,
    runtime: 0,
    memory: 0,
    testCasesPassed: 0,
    testCasesTotal: 4,
    createdAt: '2025-01-01T00:00:00.000Z',
    code: 'x',
    errorMessage: null,
  });
  afterEach(() => jest.restoreAllMocks());

  it('is the newest still being judged, else the one the tab remembers', async () => {
    const list = jest.spyOn(problemApi, 'submissions');
    list.mockResolvedValueOnce([row('s3', 'accepted'), row('s2', 'pending'), row('s1', 'pending')]);
    expect(await submissionToShow('p1', 's0')).toBe('s2');
    list.mockResolvedValueOnce([row('s3', 'accepted')]);
    expect(await submissionToShow('p1', 's0')).toBe('s0');
    list.mockRejectedValueOnce(new ApiError(0, 'offline', null));
    expect(await submissionToShow('p1', 's0')).toBe('s0');
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('reads no list when the tab followed no submission of the problem', async () => {
    const list = jest.spyOn(problemApi, 'submissions');
    expect(await submissionToShow('p1', null)).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });
});
