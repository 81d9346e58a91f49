import type { Server as HttpServer } from 'node:http';
import { metrics } from '@forge/observability';
import { parse as parseCookies } from 'node:querystring';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { closeRedisClient, duplicateRedisClient, openRedisClient, type RedisClient } from '@forge/redis-kit';
import type { AppDeps } from '../appDeps';
import { SESSION_COOKIE } from '../account/authenticate';
import { sessionRoom, submissionRoom, userRoom, type LiveServer } from './liveUpdates';
import { sessionDigest } from '../account/sessions/sessionStore';
import { SUBMISSION_WATCH, type ClientToServerEvents, type ServerToClientEvents, type WatchReply } from '@forge/contracts';
import { readSubmission } from '../submission/readSubmission';
import { toSubmissionState } from '../submission/submissionView';
import { liveScoreboards } from '../contest/liveScoreboard';

function sessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const cookies = parseCookies(cookieHeader.replace(/;\s*/g, '&'));
  const value = cookies[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A socket may be opened by the server's own pages, an allowed origin, or a client that sends no
 * Origin (not a browser). Anything else, including `null` and text that is not a URL, is refused.
 */
export function socketOriginAllowed(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined || origin === '') return true;
  if (allowedOrigins.includes(origin)) return true;
  if (host === undefined || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}

export interface Sockets {
  readonly io: LiveServer;
  /** Disconnects every socket, closes the HTTP server and the Redis connections. */
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's own origin. A socket is let in only with a valid session cookie,
 * and joins its user's room, where the judge's live updates go, and its session's room, so
 * that it closes when the session ends.
 */
export function attachSockets(
  server: HttpServer,
  deps: Pick<AppDeps, 'sessions' | 'live' | 'settings' | 'log' | 'store' | 'readModels' | 'projections' | 'clock'>,
  options: { redisUrl?: string; sessionCheckMs?: number } = {},
): Sockets {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(server, {
    path: '/socket.io',
    serveClient: false,
    cors: deps.settings.allowedOrigins.length > 0 ? { origin: [...deps.settings.allowedOrigins], credentials: true } : undefined,
    allowRequest: (req, callback) => {
      // Same rule as the HTTP API: a browser on another site may not open a socket as the user.
      const ok = socketOriginAllowed(req.headers.origin, req.headers.host, deps.settings.allowedOrigins);
      callback(ok ? null : 'Cross-origin request refused', ok);
    },
  });
  const redis: RedisClient[] = [];
  if (options.redisUrl) {
    // Scaled out: an event emitted by one replica reaches the user's sockets on every replica.
    // The subscriber holds a connection of its own. Both connect, and reconnect, by themselves: what the
    // adapter sends before that waits for them. An 'error' event nobody hears would crash the process.
    let lastError = '';
    const onError = (error: Error) => {
      if (error.message !== lastError) deps.log('socket adapter: Redis error', error);
      lastError = error.message;
    };
    const pub = openRedisClient(options.redisUrl, onError);
    const sub = duplicateRedisClient(pub, onError);
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }
  const admit = async (socket: Socket): Promise<Error | undefined> => {
    const token = sessionToken(socket.handshake.headers.cookie);
    const session = token ? await deps.sessions.get(token) : undefined;
    if (!token || !session) return new Error('Please log in to continue');
    socket.data = { userId: session.userId, token };
    // The session room lets a logout or a revocation disconnect exactly this session's sockets.
    await socket.join([userRoom(session.userId), sessionRoom(sessionDigest(token))]);
    return undefined;
  };
  // A session store that fails refuses the socket; it never becomes an unhandled rejection.
  io.use((socket, next) => {
    admit(socket).then(next, (error: unknown) => {
      deps.log('socket session check failed', error);
      next(new Error('Authentication check failed'));
    });
  });
  const scoreboards = liveScoreboards(io, deps);
  io.on('connection', (socket) => {
    scoreboards.onConnection(socket);
    socket.onAnyOutgoing((event: string) => metrics.socketMessages.inc({ event }));
    socket.on(SUBMISSION_WATCH, (submissionId, reply) => {
      if (typeof reply !== 'function') return;
      void watchSubmission(socket, submissionId).then(reply, (error: unknown) => {
        deps.log('watching a submission failed', error);
        reply({ ok: false, error: 'Could not read the submission; please try again' });
      });
    });
  });
  /**
   * Its owner's socket joins the submission's room, then reads where it stands: an update that
   * lands in between is in both, and the client keeps each case once.
   */
  const watchSubmission = async (socket: Socket, submissionId: unknown): Promise<WatchReply> => {
    const { userId } = socket.data as { userId: string };
    const notFound: WatchReply = { ok: false, error: 'Submission not found' };
    if (typeof submissionId !== 'string' || submissionId === '' || submissionId.length > 100) return notFound;
    const owned = await readSubmission(deps.store, submissionId);
    if (owned?.userId !== userId) return notFound;
    await socket.join(submissionRoom(submissionId));
    const detail = await readSubmission(deps.store, submissionId);
    return detail ? { ok: true, submission: toSubmissionState(detail) } : notFound;
  };
  // A session may also end where no event says so (it expires, or another process revokes it):
  // every socket's session is checked again now and then, and the socket closed once it is gone.
  const recheck = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) {
      const token = (socket.data as { token?: string } | undefined)?.token;
      if (!token) continue;
      void deps.sessions.get(token).then(
        (session) => session || socket.disconnect(true),
        () => undefined,
      );
    }
  }, options.sessionCheckMs ?? 60_000);
  recheck.unref();
  deps.live.attach(io);
  const stopCounting = metrics.socketsOpen.source((set) => set({}, io.of('/').sockets.size));
  return {
    io,
    close: async () => {
      clearInterval(recheck);
      await scoreboards.stop();
      stopCounting();
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      // Connected, a client first gets the replies still owed (the adapter's UNSUBSCRIBEs); not, it ends now.
      await Promise.allSettled(redis.map(closeRedisClient));
    },
  };
}
