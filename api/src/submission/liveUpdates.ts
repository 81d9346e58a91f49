import type { Server } from 'socket.io';
import type { ServerToClientEvents } from '@forge/contracts';

type EventName = keyof ServerToClientEvents;

/** Sends an event to every open tab of one user. Before sockets are attached it sends nothing. */
export interface LiveUpdates {
  toUser<E extends EventName>(userId: string, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  attach(io: Server<Record<string, never>, ServerToClientEvents>): void;
}

export const userRoom = (userId: string) => `user:${userId}`;

export function liveUpdates(): LiveUpdates {
  let io: Server<Record<string, never>, ServerToClientEvents> | undefined;
  return {
    toUser(userId, event, ...payload) {
      io?.to(userRoom(userId)).emit(event, ...payload);
    },
    attach(server) {
      io = server;
    },
  };
}
