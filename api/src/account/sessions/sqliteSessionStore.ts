import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { privateDatabaseFile } from '@forge/events';
import { sessionDigest as digest, type Session, type SessionStore } from './sessionStore';

/** Sessions in a SQLite file beside the log, so a restart signs nobody out. */
export function openSqliteSessionStore(file: string, clock: () => Date = () => new Date()): SessionStore {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(inMemory ? file : privateDatabaseFile(file));
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE IF NOT EXISTS sessions (token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, expires_at INTEGER NOT NULL)');
  const insert = db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)');
  const select = db.prepare<[string], { user_id: string; expires_at: number }>(
    'SELECT user_id, expires_at FROM sessions WHERE token_hash = ?',
  );
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  db.exec('CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (user_id)');
  const removeUser = db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash != ?');
  purge.run(clock().getTime());
  return {
    async create(userId, ttlMs) {
      const token = randomBytes(32).toString('base64url');
      insert.run(digest(token), userId, clock().getTime() + ttlMs);
      return token;
    },
    async get(token): Promise<Session | undefined> {
      const row = select.get(digest(token));
      if (!row) return undefined;
      if (row.expires_at <= clock().getTime()) {
        remove.run(digest(token));
        return undefined;
      }
      return { userId: row.user_id, expiresAt: row.expires_at };
    },
    async revoke(token) {
      remove.run(digest(token));
    },
    async revokeAllOf(userId, exceptToken) {
      removeUser.run(userId, exceptToken === undefined ? '' : digest(exceptToken));
    },
    async close() {
      db.close();
    },
  };
}
