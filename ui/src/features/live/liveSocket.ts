import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@forge/contracts';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface HeldSocket {
  readonly socket: LiveSocket;
  /** Done with it: the listeners this holder added are its to remove first. */
  release(): void;
}

let shared: { socket: LiveSocket; holders: number } | undefined;

/**
 * The page's one socket (same origin, authenticated by the session cookie; the server puts it in
 * the user's room), shared by whoever listens, and closed when the last holder lets go. One socket
 * means every update reaches a page once. A socket the server closed is opened again here.
 */
export function holdLiveSocket(): HeldSocket {
  if (!shared) shared = { socket: io({ path: '/socket.io', withCredentials: true }), holders: 0 };
  else if (!shared.socket.active) shared.socket.connect();
  const held = shared;
  held.holders += 1;
  let released = false;
  return {
    socket: held.socket,
    release: () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0 || shared !== held) return;
      held.socket.disconnect();
      shared = undefined;
    },
  };
}
