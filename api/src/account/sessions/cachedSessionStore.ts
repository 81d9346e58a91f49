import { performance } from 'node:perf_hooks';
import type { Session, SessionStore } from './sessionStore';

export interface CachedSessionStoreOptions {
  /**
   * How long a session looked up in the store is answered from memory before the store is asked again.
   * Revocations made through this wrapper drop the entry at once whatever this is; it bounds how long a
   * revocation made elsewhere (another replica, over a shared store) goes unnoticed here.
   */
  readonly maxAgeMs: number;
  /** Sessions kept in memory at most; the oldest go first (a hit does not move an entry: re-inserting into a Map on every hit costs more than the lookup). */
  readonly maxEntries?: number;
  /** The app's clock, which session expiries are compared with (as the stores do). */
  readonly clock?: () => Date;
  /** A monotonic clock in ms for the max age (tests pass their own). */
  readonly monotonic?: () => number;
}

interface Entry {
  readonly session: Session;
  /** When it was read from the store, by the monotonic clock. */
  readonly readAt: number;
}

/**
 * A SessionStore that remembers the sessions it has looked up, so a signed-in request does not ask
 * SQLite or Redis each time. What this process does takes effect at once: `revoke` and `revokeAllOf`
 * drop the entries before and again after the store has deleted the sessions, and a lookup that was in
 * flight during a revocation does not put its (possibly older) answer in the cache. An entry is never
 * answered after its session expires. Unknown tokens are not remembered, so guessing fills nothing.
 */
export function cachedSessionStore(
  inner: SessionStore,
  options: CachedSessionStoreOptions,
): SessionStore & { readonly size: () => number } {
  const clock = options.clock ?? (() => new Date());
  const monotonic = options.monotonic ?? (() => performance.now());
  const maxEntries = options.maxEntries ?? 100_000;
  const entries = new Map<string, Entry>();
  /** The cached tokens of each user, so that `revokeAllOf` finds them. */
  const tokensOf = new Map<string, Set<string>>();
  /** Moves on every revocation: a lookup that began before one does not cache what it read. */
  let epoch = 0;

  const forget = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensOf.get(entry.session.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(entry.session.userId);
  };
  const forgetUser = (userId: string, exceptToken: string | undefined) => {
    for (const token of [...(tokensOf.get(userId) ?? [])]) if (token !== exceptToken) forget(token);
  };
  const remember = (token: string, session: Session, readAt: number) => {
    forget(token);
    entries.set(token, { session, readAt });
    let tokens = tokensOf.get(session.userId);
    if (!tokens) tokensOf.set(session.userId, (tokens = new Set()));
    tokens.add(token);
    // A Map iterates in insertion order: the first key is the oldest.
    while (entries.size > maxEntries) forget(entries.keys().next().value!);
  };
  /** Runs a revocation in the store with the cache dropped before and after it, and every lookup in flight disowned. */
  const revoking = async (drop: () => void, revoke: () => Promise<void>) => {
    epoch++;
    drop();
    try {
      await revoke();
    } finally {
      epoch++;
      drop();
    }
  };

  return {
    create: (userId, ttlMs) => inner.create(userId, ttlMs),

    async get(token) {
      const readAt = monotonic();
      const entry = entries.get(token);
      if (entry) {
        // Never past the session's own expiry, nor past the max age.
        if (clock().getTime() < entry.session.expiresAt && readAt - entry.readAt < options.maxAgeMs) return entry.session;
        forget(token);
      }
      const startedAt = epoch;
      const session = await inner.get(token);
      if (session && epoch === startedAt) remember(token, session, readAt);
      return session;
    },

    revoke: (token) =>
      revoking(
        () => forget(token),
        () => inner.revoke(token),
      ),

    revokeAllOf: (userId, exceptToken) =>
      revoking(
        () => forgetUser(userId, exceptToken),
        () => inner.revokeAllOf(userId, exceptToken),
      ),

    async close() {
      entries.clear();
      tokensOf.clear();
      await inner.close();
    },

    size: () => entries.size,
  };
}
