import { createHash } from 'node:crypto';

export interface Session {
  readonly userId: string;
  readonly expiresAt: number;
}

/** Server-side sessions: the cookie holds a random token, the store only its hash, so logout truly revokes. */
export interface SessionStore {
  create(userId: string, ttlMs: number): Promise<string>;
  get(token: string): Promise<Session | undefined>;
  revoke(token: string): Promise<void>;
  /** Ends every session of the user but `exceptToken` (a change of role or password, say). */
  revokeAllOf(userId: string, exceptToken?: string): Promise<void>;
  close(): Promise<void>;
}

/** What a session is known by outside the store (socket rooms, logs): never the token itself. */
export const sessionDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
