import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@forge/contracts';

type EventName = keyof ServerToClientEvents;
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** Sends events to users' open tabs. Before sockets are attached it sends nothing. */
export interface LiveUpdates {
  /** To every open tab of one user, on every replica. */
  toUser<E extends EventName>(userId: string, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /**
   * To the sockets of this replica that watch a submission. Every replica follows the log and
   * sends its own sockets what it reads there, so this never crosses to other replicas.
   */
  toSubmissionWatchers<E extends EventName>(submissionId: string, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /**
   * As `toSubmissionWatchers`, and to every socket of its owner on this replica too, once each: a
   * verdict reaches the owner's tabs opened after the submit (another problem, the problem list).
   */
  toSubmissionWatchersAndOwner<E extends EventName>(
    submissionId: string,
    userId: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Makes every open tab of the user, on every replica, watch the submission. */
  watchForUser(userId: string, submissionId: string): void;
  /**
   * Disconnects the sockets a session opened once it ends (logout), or every socket of the user
   * but those of `exceptSessionDigest` (a change of role or password), on every replica.
   */
  endSession(sessionDigest: string): void;
  endSessionsOf(userId: string, exceptSessionDigest?: string): void;
  attach(io: LiveServer): void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionDigest: string) => `session:${sessionDigest}`;
export const submissionRoom = (submissionId: string) => `submission:${submissionId}`;

export function liveUpdates(): LiveUpdates {
  let io: LiveServer | undefined;
  return {
    toUser(userId, event, ...payload) {
      io?.to(userRoom(userId)).emit(event, ...payload);
    },
    toSubmissionWatchers(submissionId, event, ...payload) {
      io?.local.to(submissionRoom(submissionId)).emit(event, ...payload);
    },
    toSubmissionWatchersAndOwner(submissionId, userId, event, ...payload) {
      io?.local.to([submissionRoom(submissionId), userRoom(userId)]).emit(event, ...payload);
    },
    watchForUser(userId, submissionId) {
      io?.in(userRoom(userId)).socketsJoin(submissionRoom(submissionId));
    },
    endSession(sessionDigest) {
      io?.in(sessionRoom(sessionDigest)).disconnectSockets(true);
    },
    endSessionsOf(userId, exceptSessionDigest) {
      const sockets = io?.in(userRoom(userId));
      (exceptSessionDigest === undefined ? sockets : sockets?.except(sessionRoom(exceptSessionDigest)))?.disconnectSockets(true);
    },
    attach(server) {
      io = server;
    },
  };
}
