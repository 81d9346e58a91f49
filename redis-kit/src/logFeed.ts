import type { RedisClient } from './client';

/** A place in an ordered log (the shape of @forge/events' Position, kept structural so this kit depends on no log). */
export interface LogPlace {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** A log place as a stream entry id (`commit-prepare`): Redis orders entry ids as the log orders places. */
export const entryIdOf = (place: LogPlace) => `${place.commit}-${place.prepare}`;

export const placeOfEntryId = (id: string): LogPlace => {
  const match = /^(\d+)-(\d+)$/.exec(id);
  if (!match) throw new Error(`not a log place: stream entry id ${id}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
};

/**
 * Where a feed's feeding reached, kept at `key` as the entry id of the last event fed: the script
 * that feeds sets it with the entry, so `save` does nothing.
 */
export interface FeedCheckpoint {
  load(): Promise<LogPlace | undefined>;
  save(place: LogPlace): Promise<void>;
}

export function feedCheckpoint(client: RedisClient, key: string): FeedCheckpoint {
  return {
    async load() {
      const id = await client.get(key);
      return id ? placeOfEntryId(id) : undefined;
    },
    save: async () => undefined,
  };
}

/** KEYS: stream, checkpoint. ARGV: entry id (the log place), field, value. 1 if fed, 0 if fed before. */
const feedScript = `
local added = redis.pcall('XADD', KEYS[1], ARGV[1], ARGV[2], ARGV[3])
if type(added) == 'table' and added.err then
  if string.find(added.err, 'equal or smaller', 1, true) then return 0 end
  return redis.error_reply(added.err)
end
redis.call('SET', KEYS[2], ARGV[1])
return 1
`;

export interface LogFeed {
  /** Where feeding reached: what a reactor feeding the stream resumes after. */
  readonly checkpoint: FeedCheckpoint;
  /** Adds `{ [field]: value }` at the event's place; an event fed before (by this feeder or another) is not added again. */
  feed(value: string, place: LogPlace): Promise<void>;
}

/**
 * A Redis stream fed from a log, one entry per event with the event's log place as its entry id:
 * Redis refuses an id not above the last one, so however many reactors feed it each event goes in
 * once, and the feeders' checkpoint is set by the same script, fed and checkpointed together.
 * Consumers share the stream through `startConsumerGroup`.
 */
export function redisLogFeed(client: RedisClient, keys: { readonly stream: string; readonly checkpoint: string }, field: string): LogFeed {
  return {
    checkpoint: feedCheckpoint(client, keys.checkpoint),
    async feed(value, place) {
      await client.eval(feedScript, { keys: [keys.stream, keys.checkpoint], arguments: [entryIdOf(place), field, value] });
    },
  };
}
