import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@forge/contracts';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface HeldSocket {
  readonly socket: LiveSocket;
  /** Done with it: the listeners this holder added are its to remove first. */
  release(): void;
}

/** What the holder needs of a socket. */
type Connectable = Pick<LiveSocket, 'active' | 'connect' | 'disconnect'>;

/**
 * One socket shared by whoever holds it, opened by the first holder and closed when the last lets
 * go; a holder that comes while the server has closed it opens it again.
 */
export function socketHolder<S extends Connectable>(open: () => S): () => { socket: S; release(): void } {
  let shared: { socket: S; holders: number } | undefined;
  return () => {
    if (!shared) shared = { socket: open(), holders: 0 };
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
  };
}

/**
 * The page's one socket (same origin, authenticated by the session cookie; the server puts it in
 * the user's room), so that every update reaches a page once, whoever listens.
 */
export const holdLiveSocket: () => HeldSocket = socketHolder((): LiveSocket => io({ path: '/socket.io', withCredentials: true }));
