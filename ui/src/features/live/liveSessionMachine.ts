import { fromCallback, fromPromise, setup } from 'xstate';
import { ApiError } from '../../api/http';
import { authApi } from '../account/api';
import { holdLiveSocket } from './liveSocket';
import { JUDGE_DONE, type JudgeDonePayload } from '@forge/contracts';

/** What a tab whose session ended elsewhere (a logout in another tab) reads on /login. */
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
/** How long to wait before opening again a socket the server closed while the session still stands. */
export const RECONNECT_DELAY_MS = 2_000;

export type LiveSessionEvent =
  /** The verdict of one of the user's own submissions, whichever tab sent it. */
  | { type: 'VERDICT'; payload: JudgeDonePayload }
  /** The server closed the socket, or refused it: the session may have ended. */
  | { type: 'SOCKET_CLOSED' };

/**
 * The page's socket, as events: the user's verdicts, and the server closing it (it does when the
 * session ends) or refusing it (the session is gone). A dropped connection reconnects by itself.
 */
export const liveSocketActor = fromCallback<LiveSessionEvent>(({ sendBack }) => {
  const held = holdLiveSocket();
  const { socket } = held;
  const verdict = (payload: JudgeDonePayload) => {
    if (payload.kind === 'submit') sendBack({ type: 'VERDICT', payload });
  };
  const disconnected = (reason: string) => {
    if (reason === 'io server disconnect') sendBack({ type: 'SOCKET_CLOSED' });
  };
  const refused = () => {
    if (!socket.active) sendBack({ type: 'SOCKET_CLOSED' });
  };
  socket.on(JUDGE_DONE, verdict);
  socket.on('disconnect', disconnected);
  socket.on('connect_error', refused);
  return () => {
    socket.off(JUDGE_DONE, verdict).off('disconnect', disconnected).off('connect_error', refused);
    held.release();
  };
});

/**
 * A signed-in tab's live link: passes on the user's verdicts, and when the server closes the
 * socket asks whether the session still stands. Ended, the tab signs out (and goes to /login);
 * still standing (or unknown), the socket opens again.
 */
export const liveSessionMachine = setup({
  types: { events: {} as LiveSessionEvent },
  actors: {
    socket: liveSocketActor,
    checkSession: fromPromise<unknown>(() => authApi.check()),
  },
  delays: { reconnectDelay: RECONNECT_DELAY_MS },
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.status === 401,
  },
  actions: {
    /** The app refreshes what a verdict changes: the solved lists, the history, the solutions. */
    verdictArrived: (_, _params: { payload: JudgeDonePayload }) => {},
    /** The app signs out with SESSION_ENDED. */
    sessionEnded: () => {},
  },
}).createMachine({
  id: 'liveSession',
  initial: 'live',
  states: {
    live: {
      invoke: { src: 'socket' },
      on: {
        VERDICT: { actions: { type: 'verdictArrived', params: ({ event }) => ({ payload: event.payload }) } },
        SOCKET_CLOSED: 'checking',
      },
    },
    checking: {
      invoke: {
        src: 'checkSession',
        onDone: 'waiting',
        onError: [
          { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: 'ended', actions: 'sessionEnded' },
          { target: 'waiting' },
        ],
      },
    },
    /** The session stands, or the check failed: a pause, so that a socket refused for another reason is not retried in a loop. */
    waiting: { after: { reconnectDelay: 'live' } },
    ended: { type: 'final' },
  },
});
