import { createClient, MultiErrorReply, type RedisClientType } from 'redis';

/**
 * How long a command may wait for a connection (at the start, or while Redis is away) before it fails, so a
 * request hears of an outage instead of hanging on it. A command already sent to Redis is not timed.
 */
const OFFLINE_COMMAND_TIMEOUT_MS = 10_000;

/**
 * A node-redis client that connects, and reconnects, by itself: the caller does not wait for the connection,
 * and commands sent before it is up wait for it (up to the bound above).
 */
export function openRedisClient(url: string): RedisClientType {
  const client = createClient({ url, RESP: 2, commandOptions: { timeout: OFFLINE_COMMAND_TIMEOUT_MS } });
  // Without a listener a connection error would be an unhandled 'error' event; commands still reject.
  client.on('error', () => undefined);
  void client.connect().catch(() => undefined);
  return client;
}

/** Connected: the replies still owed arrive first. Not connected: nothing more can be sent, so it ends now. */
export async function closeRedisClient(client: RedisClientType): Promise<void> {
  if (client.isReady) await client.close();
  else if (client.isOpen) client.destroy();
}

/**
 * Runs a MULTI. node-redis rejects when any command inside it failed, with a MultiErrorReply that only counts
 * them: the first of those errors (WRONGTYPE, say) is thrown instead, so the caller reads what went wrong.
 */
export async function execTransaction<T>(transaction: { exec(): Promise<T> }): Promise<T> {
  try {
    return await transaction.exec();
  } catch (error) {
    if (error instanceof MultiErrorReply) throw error.errors().next().value ?? error;
    throw error;
  }
}
