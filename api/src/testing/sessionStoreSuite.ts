/**
 * The suite every SessionStore adapter passes (jest globals: import it by path from tests only).
 * `open` is called before every test with a clock the test controls, and must return an empty store.
 */
import type { SessionStore } from '../account/sessions/sessionStore';

export interface OpenedSessionStore {
  store: SessionStore;
  /** Everything the adapter has persisted, as text (rows, keys and values, raw file bytes...). */
  persisted(): Promise<string>;
  cleanup(): Promise<void>;
}

const HOUR = 3_600_000;

export function describeSessionStoreSuite(name: string, open: (clock: () => Date) => Promise<OpenedSessionStore>): void {
  describe(`SessionStore suite: ${name}`, () => {
    let now: number;
    const clock = () => new Date(now);
    let store: SessionStore;
    let opened: OpenedSessionStore;

    beforeEach(async () => {
      // Close to real time, so adapters whose backend also expires by its own clock behave the same.
      now = Date.now();
      opened = await open(clock);
      store = opened.store;
    });
    afterEach(async () => {
      await opened.cleanup();
    });

    it('creates a session that get() returns with its user and expiry', async () => {
      const token = await store.create('user-1', HOUR);
      expect(await store.get(token)).toEqual({ userId: 'user-1', expiresAt: now + HOUR });
      // Reading does not consume the session.
      expect(await store.get(token)).toEqual({ userId: 'user-1', expiresAt: now + HOUR });
    });

    it('keeps sessions of several users apart, and a user may hold several sessions', async () => {
      const a1 = await store.create('alice', HOUR);
      const b = await store.create('bob', 2 * HOUR);
      const a2 = await store.create('alice', HOUR);
      expect((await store.get(a1))?.userId).toBe('alice');
      expect((await store.get(a2))?.userId).toBe('alice');
      expect(await store.get(b)).toEqual({ userId: 'bob', expiresAt: now + 2 * HOUR });
    });

    it('answers undefined for a token it never issued', async () => {
      const issued = await store.create('user-1', HOUR);
      expect(await store.get('')).toBeUndefined();
      expect(await store.get('not-a-token')).toBeUndefined();
      // Same shape as a real token, one character different.
      const forged = issued.slice(0, -1) + (issued.endsWith('A') ? 'B' : 'A');
      expect(await store.get(forged)).toBeUndefined();
    });

    it('revoke() ends that session only, and revoking an unknown token is harmless', async () => {
      const first = await store.create('user-1', HOUR);
      const second = await store.create('user-1', HOUR);
      await store.revoke(first);
      expect(await store.get(first)).toBeUndefined();
      expect((await store.get(second))?.userId).toBe('user-1');
      await store.revoke(first);
      await store.revoke('never-issued');
      expect((await store.get(second))?.userId).toBe('user-1');
    });

    it("revokeAllOf() ends every session of that user but the one kept, and no one else's", async () => {
      const [a1, a2, kept] = [await store.create('user-a', HOUR), await store.create('user-a', HOUR), await store.create('user-a', HOUR)];
      const other = await store.create('user-b', HOUR);
      await store.revokeAllOf('user-a', kept);
      expect([await store.get(a1), await store.get(a2)]).toEqual([undefined, undefined]);
      expect(await store.get(kept)).toEqual({ userId: 'user-a', expiresAt: now + HOUR });
      expect(await store.get(other)).toEqual({ userId: 'user-b', expiresAt: now + HOUR });
      await store.revokeAllOf('user-a');
      expect(await store.get(kept)).toBeUndefined();
      // A session made afterwards is not touched by the earlier revocation.
      const fresh = await store.create('user-a', HOUR);
      expect(await store.get(fresh)).toEqual({ userId: 'user-a', expiresAt: now + HOUR });
      await store.revokeAllOf('nobody');
    });

    it('expires a session once the clock reaches its expiry', async () => {
      const createdAt = now;
      const token = await store.create('user-1', HOUR);
      const later = await store.create('user-2', 3 * HOUR);
      now += HOUR - 1;
      expect((await store.get(token))?.userId).toBe('user-1');
      now += 1;
      expect(await store.get(token)).toBeUndefined();
      now += HOUR;
      expect(await store.get(token)).toBeUndefined();
      expect(await store.get(later)).toEqual({ userId: 'user-2', expiresAt: createdAt + 3 * HOUR });
    });

    it('issues long, unguessable base64url tokens, a new one each time', async () => {
      const tokens = await Promise.all(Array.from({ length: 20 }, () => store.create('user-1', HOUR)));
      for (const token of tokens) {
        expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      }
      expect(new Set(tokens).size).toBe(tokens.length);
      for (const token of tokens) expect((await store.get(token))?.userId).toBe('user-1');
    });

    it('never persists the raw token', async () => {
      const tokens = [await store.create('user-with-a-findable-id', HOUR), await store.create('user-with-a-findable-id', HOUR)];
      const persisted = await opened.persisted();
      // The dump is real: the user id is there...
      expect(persisted).toContain('user-with-a-findable-id');
      // ...but neither the tokens nor any long piece of them.
      for (const token of tokens) {
        expect(persisted).not.toContain(token);
        expect(persisted).not.toContain(token.slice(0, 16));
        expect(persisted).not.toContain(token.slice(-16));
      }
    });
  });
}
