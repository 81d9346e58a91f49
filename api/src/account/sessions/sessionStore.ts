export interface Session {
  readonly userId: string;
  readonly expiresAt: number;
}

/** Server-side sessions: the cookie holds a random token, the store only its hash, so logout truly revokes. */
export interface SessionStore {
  create(userId: string, ttlMs: number): Promise<string>;
  get(token: string): Promise<Session | undefined>;
  revoke(token: string): Promise<void>;
  close(): Promise<void>;
}
