import { createClient, type RedisClientType } from 'redis';
import { deleteRedisKeysUnder, redisKeysUnder, type RedisServer, startRedisServer } from './redisServer';

export interface TestRedis {
  /** redis://127.0.0.1:<port> */
  url(): string;
  /** A client of the test's own, to look at and tamper with what the code under test stored. */
  admin(): RedisClientType;
  keysUnder(prefix: string): Promise<string[]>;
  deleteKeysUnder(prefix: string): Promise<void>;
}

/**
 * A throwaway redis-server (and an admin client of it) for the enclosing describe block's tests (the
 * file's, at the top level): started before them, stopped after. Tests share it, each under its own
 * key prefix.
 */
export function useRedisServer(): TestRedis {
  let server: RedisServer | undefined;
  let admin: RedisClientType | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
    admin = createClient({ url: server.url, RESP: 2 });
    // A connection error fails the command that meets it; unheard, it would crash the test run.
    admin.on('error', () => undefined);
    await admin.connect();
  });
  afterAll(async () => {
    if (admin?.isOpen) await admin.close();
    await server?.stop();
    admin = undefined;
    server = undefined;
  });
  const running = () => {
    if (!server || !admin) throw new Error('useRedisServer: the server is there only to tests, and to hooks declared after the call');
    return { server, admin };
  };
  return {
    url: () => running().server.url,
    admin: () => running().admin,
    keysUnder: (prefix) => redisKeysUnder(running().admin, prefix),
    deleteKeysUnder: (prefix) => deleteRedisKeysUnder(running().admin, prefix),
  };
}
