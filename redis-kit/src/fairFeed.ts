import type { RedisClient } from './client';
import { entryIdOf, feedCheckpoint, type FeedCheckpoint, type LogPlace } from './logFeed';

/**
 * A log fed into a consumer group's stream by turns between owners rather than in log order: what
 * the log asks for waits in a room in Redis, a list per owner, and goes into the stream only as
 * consumers have room for it, the owner served longest ago first (owners never served before any
 * other, in order of arrival), each owner's oldest first. So one owner's flood waits behind every
 * other owner's next entry, however many consumers share the stream.
 *
 * Keys, after `prefix`:
 * - `:fed` a stream holding only the last event fed, at its log place: Redis refuses an id not
 *   above the last one, so however many reactors feed it each event goes in once;
 * - `:checkpoint` where feeding reached, set by the same script;
 * - `:room:<owner>` the owner's waiting values, oldest first; `:turns` the owners with values
 *   waiting, scored by turn; `:served` each owner's last turn; `:turn` and `:arrivals` counters.
 */

/** Turns are positive; owners never served score below every turn, in order of arrival. */
const NEWCOMER_BASE = -1e15;

/** Shared by both scripts: moves up to `want` waiting values into the stream as `field`, by turns, less those still undelivered there. */
const takeFunction = `
local function take(room, want, field)
  local stream, group, turns, served, turn = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
  local undelivered
  local ok, groups = pcall(redis.call, 'XINFO', 'GROUPS', stream)
  local last = nil
  if ok then
    for _, g in ipairs(groups) do
      local info = {}
      for i = 1, #g, 2 do info[g[i]] = g[i + 1] end
      if info['name'] == group then last = info['last-delivered-id'] end
    end
  end
  if last == nil then
    undelivered = redis.call('XLEN', stream)
  else
    undelivered = #redis.call('XRANGE', stream, '(' .. last, '+', 'COUNT', want)
  end
  local moved = 0
  while moved < want - undelivered do
    local top = redis.call('ZRANGE', turns, 0, 0)
    if #top == 0 then break end
    local owner = top[1]
    local list = room .. owner
    local value = redis.call('LPOP', list)
    local t = redis.call('INCR', turn)
    redis.call('HSET', served, owner, t)
    if redis.call('LLEN', list) == 0 then redis.call('ZREM', turns, owner) else redis.call('ZADD', turns, t, owner) end
    if value then
      redis.call('XADD', stream, '*', field, value, 'owner', owner)
      moved = moved + 1
    end
  end
  return moved
end
`;

/**
 * KEYS: stream, group, turns, served, turn, fed, checkpoint, arrivals.
 * ARGV: field, room prefix, entry id, value, owner. Takes one at once if no entry waits undelivered.
 * 1 if fed, 0 if fed before.
 */
const feedScript = `${takeFunction}
local added = redis.pcall('XADD', KEYS[6], 'MAXLEN', '1', ARGV[3], ARGV[1], ARGV[4])
if type(added) == 'table' and added.err then
  if string.find(added.err, 'equal or smaller', 1, true) then return 0 end
  return redis.error_reply(added.err)
end
redis.call('SET', KEYS[7], ARGV[3])
redis.call('RPUSH', ARGV[2] .. ARGV[5], ARGV[4])
if not redis.call('ZSCORE', KEYS[3], ARGV[5]) then
  local last = redis.call('HGET', KEYS[4], ARGV[5])
  local score = last and tonumber(last) or (${NEWCOMER_BASE} + redis.call('INCR', KEYS[8]))
  redis.call('ZADD', KEYS[3], score, ARGV[5])
end
take(ARGV[2], 1, ARGV[1])
return 1
`;

/** KEYS: stream, group, turns, served, turn. ARGV: count, field, room prefix. How many were moved into the stream. */
const takeScript = `${takeFunction}
return take(ARGV[3], tonumber(ARGV[1]), ARGV[2])
`;

export interface FairFeedKeys {
  /** The consumer group's stream. */
  readonly stream: string;
  readonly group: string;
  /** Prefix of the room's keys. */
  readonly room: string;
}

export interface FairFeed {
  /** Where feeding reached: what a reactor feeding resumes after. */
  readonly checkpoint: FeedCheckpoint;
  /** Puts `value` of `owner` in the room (and into the stream at once if nothing there waits); an event fed before is not fed again. */
  feed(owner: string, value: string, place: LogPlace): Promise<void>;
  /** Before a consumer reads `count` entries: tops the stream up from the room, by turns, to that many undelivered. */
  take(count: number): Promise<number>;
}

export function redisFairFeed(client: RedisClient, keys: FairFeedKeys, field: string): FairFeed {
  const k = {
    turns: `${keys.room}:turns`,
    served: `${keys.room}:served`,
    turn: `${keys.room}:turn`,
    fed: `${keys.room}:fed`,
    checkpoint: `${keys.room}:checkpoint`,
    arrivals: `${keys.room}:arrivals`,
    room: `${keys.room}:room:`,
  };
  const takeKeys = [keys.stream, keys.group, k.turns, k.served, k.turn];
  return {
    checkpoint: feedCheckpoint(client, k.checkpoint),
    async feed(owner, value, place) {
      await client.eval(feedScript, {
        keys: [...takeKeys, k.fed, k.checkpoint, k.arrivals],
        arguments: [field, k.room, entryIdOf(place), value, owner],
      });
    },
    async take(count) {
      return Number(await client.eval(takeScript, { keys: takeKeys, arguments: [String(count), field, k.room] }));
    },
  };
}
