import { createClient, MultiErrorReply, type RedisClientType } from 'redis';

export type RedisClient = RedisClientType;

/**
 * How long a command may wait for a connection (at the start, or while Redis is away) before it fails, so
 * the caller hears of an outage instead of waiting on it. A command already sent to Redis is not timed,
 * so a blocking read may block for as long as it asks.
 */
const OFFLINE_COMMAND_TIMEOUT_MS = 10_000;

/**
 * A node-redis client (RESP2) that connects, and reconnects, by itself: the caller does not wait for the
 * connection, and commands sent before it is up wait for it (up to the bound above). `onError` hears every
 * error the client emits; unheard, one would crash the process. Commands still reject on their own.
 */
export function openRedisClient(url: string, onError: (error: Error) => void = () => undefined): RedisClient {
  return connecting(createClient({ url, RESP: 2, commandOptions: { timeout: OFFLINE_COMMAND_TIMEOUT_MS } }), onError);
}

/** Another connection to the same server, with the same options: a blocking read holds the connection it runs on. */
export function duplicateRedisClient(client: RedisClient, onError: (error: Error) => void = () => undefined): RedisClient {
  return connecting(client.duplicate(), onError);
}

function connecting(client: RedisClient, onError: (error: Error) => void): RedisClient {
  client.on('error', onError);
  // The first attempt's failure is an 'error' event too; the client keeps trying.
  void client.connect().catch(() => undefined);
  return client;
}

/** Connected: the replies still owed arrive first. Not connected: nothing more can be sent, so it ends now. */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close();
  else destroyRedisClient(client);
}

/** Ends the connection now; the commands still waiting (a blocking read, say) reject. Closing twice is harmless. */
export function destroyRedisClient(client: RedisClient): void {
  if (client.isOpen) client.destroy();
}

/**
 * Runs a MULTI, which rejects when the transaction is discarded or any command inside it fails. node-redis
 * says the latter with a MultiErrorReply that only counts them: the first of those errors (WRONGTYPE, say)
 * is thrown instead, so the caller reads what went wrong.
 */
export async function execTransaction<T>(transaction: { exec(): Promise<T> }): Promise<T> {
  try {
    return await transaction.exec();
  } catch (error) {
    if (error instanceof MultiErrorReply) throw error.errors().next().value ?? error;
    throw error;
  }
}
