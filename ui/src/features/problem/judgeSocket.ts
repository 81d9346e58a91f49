import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@forge/contracts';

export type JudgeSocket = Socket<ServerToClientEvents, Record<string, never>>;

/** Same origin, authenticated by the session cookie; the server puts it in the user's room. */
export function connectJudgeSocket(): JudgeSocket {
  return io({ path: '/socket.io', withCredentials: true });
}
