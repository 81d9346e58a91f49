import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@forge/contracts';

export type JudgeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Same origin, authenticated by the session cookie; the server puts it in the user's room. */
export function connectJudgeSocket(): JudgeSocket {
  return io({ path: '/socket.io', withCredentials: true });
}
