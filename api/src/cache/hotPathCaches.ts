import { contestOnlyProblemsProjection, problemListProjection, progressProjection, streams } from '@forge/domain';
import type { EventStore } from '@forge/events';
import type { ReadModelStore } from '@forge/events';
import type { SessionStore } from '../account/sessions/sessionStore';
import { cachedSessionStore } from '../account/sessions/cachedSessionStore';
import { cachedReadModels, type CachedReadModelStore } from './cachedReadModels';
import { cachedStreams } from './cachedStreams';

/**
 * How long what another process changed may go unnoticed by this one: another replica's logout or
 * revocation (over Redis), a change to an account appended by another replica, a read model committed
 * by a separate projections process. What this process changes itself takes effect here at once.
 *
 * Sessions over Redis: a short time to live rather than pub/sub invalidation or client-side caching,
 * on purpose. It needs no extra connection and has no window where a lost message or a reconnect
 * leaves an entry alive, and the Redis session store is left exactly as it is.
 */
export const SHARED_STALENESS_MS = 1000;
/** Sessions in the embedded SQLite file: only this process writes it, so a revocation always goes through the cache. */
const EMBEDDED_SESSION_MAX_AGE_MS = 60_000;
/** How often the projections' checkpoints in shared read models are read, to notice another process's commits. */
export const CHECKPOINT_POLL_MS = 100;

/** The log, with the accounts' streams (folded on every signed-in request to know who asks) remembered. */
export function withAccountCache(store: EventStore): EventStore {
  return cachedStreams(store, { prefixes: [streams.user('')], maxAgeMs: SHARED_STALENESS_MS });
}

/** Sessions answered from memory; `shared` when the store is Redis, which other replicas write too. */
export function withSessionCache(sessions: SessionStore, shared: boolean, clock: () => Date): SessionStore {
  return cachedSessionStore(sessions, { maxAgeMs: shared ? SHARED_STALENESS_MS : EMBEDDED_SESSION_MAX_AGE_MS, clock });
}

/**
 * The read models the hot routes read (the library list, the contest-only problems it leaves out for
 * learners, and each learner's progress in the user view) answered from memory. `shared` when another process may commit to them (Redis).
 */
export function withReadModelCache(
  readModels: ReadModelStore,
  shared: boolean,
  log: (message: string, error?: unknown) => void,
  pollMs = CHECKPOINT_POLL_MS,
): CachedReadModelStore {
  return cachedReadModels(readModels, {
    collections: [problemListProjection.name, progressProjection.name, contestOnlyProblemsProjection.name],
    ...(shared ? { pollMs } : {}),
    log,
  });
}
