import type { Server } from 'socket.io';
import type { ServerToClientEvents } from '@forge/contracts';

type EventName = keyof ServerToClientEvents;

/** Sends an event to every open tab of one user. Before sockets are attached it sends nothing. */
export interface LiveUpdates {
  toUser<E extends EventName>(userId: string, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /**
   * Disconnects the sockets a session opened once it ends (logout), or every socket of the user
   * but those of `exceptSessionDigest` (a change of role or password), on every replica.
   */
  endSession(sessionDigest: string): void;
  endSessionsOf(userId: string, exceptSessionDigest?: string): void;
  attach(io: Server<Record<string, never>, ServerToClientEvents>): void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionDigest: string) => `session:${sessionDigest}`;

export function liveUpdates(): LiveUpdates {
  let io: Server<Record<string, never>, ServerToClientEvents> | undefined;
  return {
    toUser(userId, event, ...payload) {
      io?.to(userRoom(userId)).emit(event, ...payload);
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
