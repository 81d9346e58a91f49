import { closeRedisClient, execTransaction, openRedisClient } from '@forge/redis-kit';
import { positionFromString, positionToString } from '@forge/events';
import type { Checkpoint, DocumentChange, PagedDocument, PageQuery, ReadModelStore } from '@forge/events';

export interface RedisReadModelStoreOptions {
  /** Prepended to every key (e.g. `forge:`), so several deployments can share one Redis. */
  readonly keyPrefix?: string;
}

/**
 * Ids of a collection ordered by id, then their documents, read in one script so a listing is a
 * consistent snapshot even while the projections process commits. HMGET is chunked to stay under
 * Lua's unpack limit on large collections.
 */
const LIST_SCRIPT = `
local ids = redis.call('ZRANGEBYLEX', KEYS[1], ARGV[1], ARGV[2])
local docs = {}
for i = 1, #ids, 1000 do
  local last = math.min(i + 999, #ids)
  local chunk = redis.call('HMGET', KEYS[2], unpack(ids, i, last))
  for j = 1, #chunk do docs[#docs + 1] = chunk[j] end
end
return docs
`;

/** A page: ids from the top of the range down, LIMIT bounded, with their documents, as one consistent read. */
const PAGE_SCRIPT = `
local ids = redis.call('ZREVRANGEBYLEX', KEYS[1], ARGV[1], ARGV[2], 'LIMIT', 0, tonumber(ARGV[3]))
if #ids == 0 then return {} end
local docs = redis.call('HMGET', KEYS[2], unpack(ids))
local out = {}
for i = 1, #ids do
  if docs[i] then out[#out + 1] = ids[i]; out[#out + 1] = docs[i] end
end
return out
`;

/** The exclusive upper bound of a page, as a ZRANGEBYLEX bound: the lower of `before` and the end of the prefix. */
function pageTop(prefix: string | undefined, before: string | undefined): string | Buffer {
  // 0xff never occurs in UTF-8, so `prefix + 0xff` is above every id that starts with the prefix.
  const prefixEnd = prefix === undefined ? undefined : Buffer.concat([Buffer.from(prefix, 'utf8'), Buffer.from([0xff])]);
  const beforeBytes = before === undefined ? undefined : Buffer.from(before, 'utf8');
  const top =
    beforeBytes && prefixEnd ? (Buffer.compare(beforeBytes, prefixEnd) <= 0 ? beforeBytes : prefixEnd) : (beforeBytes ?? prefixEnd);
  return top ? Buffer.concat([Buffer.from('('), top]) : '+';
}

function serialise(change: DocumentChange): string {
  const json = JSON.stringify(change.doc);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify gives undefined for a function or a symbol, whatever its type says
  if (json === undefined) throw new TypeError(`document ${change.collection}/${change.id} is not JSON-serialisable`);
  return json;
}

/**
 * Read models in Redis, for the scaled-out deployment where a separate projections process writes them
 * and every API replica reads them. Per collection: a sorted set of ids (all scores 0, so ZRANGEBYLEX orders
 * them by their UTF-8 bytes, i.e. by code point, like SQLite's BINARY collation) and a hash id -> JSON.
 * Checkpoints live in one hash. commit() is one MULTI/EXEC, so documents and checkpoints move together.
 */
export function openRedisReadModelStore(url: string, options: RedisReadModelStoreOptions = {}): ReadModelStore {
  const prefix = options.keyPrefix ?? '';
  // Commands sent before the connection is up wait for it (the client reconnects by itself, too).
  const client = openRedisClient(url);

  const idsKey = (collection: string) => `${prefix}rm:ids:${collection}`;
  const docsKey = (collection: string) => `${prefix}rm:docs:${collection}`;
  const checkpointsKey = `${prefix}rm:checkpoints`;

  return {
    async get<T>(collection: string, id: string) {
      const json = await client.hGet(docsKey(collection), id);
      return json === null ? undefined : (JSON.parse(json) as T);
    },

    async list<T>(collection: string, idPrefix?: string) {
      // 0xff never occurs in UTF-8, so `prefix + 0xff` is above every id that starts with the prefix.
      const [min, max] = idPrefix
        ? [`[${idPrefix}`, Buffer.concat([Buffer.from(`(${idPrefix}`, 'utf8'), Buffer.from([0xff])])]
        : ['-', '+'];
      const docs = (await client.eval(LIST_SCRIPT, { keys: [idsKey(collection), docsKey(collection)], arguments: [min, max] })) as (
        string | null
      )[];
      return docs.filter((d): d is string => typeof d === 'string').map((d) => JSON.parse(d) as T);
    },

    async page<T>(collection: string, { prefix, before, limit }: PageQuery) {
      const flat = (await client.eval(PAGE_SCRIPT, {
        keys: [idsKey(collection), docsKey(collection)],
        arguments: [pageTop(prefix, before), prefix === undefined ? '-' : `[${prefix}`, String(limit)],
      })) as string[];
      const page: PagedDocument<T>[] = [];
      for (let i = 0; i < flat.length; i += 2) page.push({ id: flat[i]!, doc: JSON.parse(flat[i + 1]!) as T });
      return page;
    },

    async checkpoint(projection) {
      const json = await client.hGet(checkpointsKey, projection);
      if (json === null) return undefined;
      const stored = JSON.parse(json) as { position: string; version: number };
      return { position: positionFromString(stored.position), version: stored.version };
    },

    async commit(changes, checkpoints) {
      // Serialise everything before anything is sent: a document that cannot be written fails the whole commit.
      const writes = changes.map((change) => ({ change, json: change.doc === null ? null : serialise(change) }));
      const marks = [...checkpoints].map(
        ([projection, cp]: [string, Checkpoint]) =>
          [projection, JSON.stringify({ position: positionToString(cp.position), version: cp.version })] as const,
      );
      if (writes.length === 0 && marks.length === 0) return;

      const tx = client.multi();
      for (const { change, json } of writes) {
        if (json === null) {
          tx.zRem(idsKey(change.collection), change.id);
          tx.hDel(docsKey(change.collection), change.id);
        } else {
          tx.zAdd(idsKey(change.collection), { score: 0, value: change.id });
          tx.hSet(docsKey(change.collection), change.id, json);
        }
      }
      for (const [projection, json] of marks) tx.hSet(checkpointsKey, projection, json);
      await execTransaction(tx);
    },

    async reset(projection) {
      await execTransaction(
        client
          .multi()
          .del([idsKey(projection), docsKey(projection)])
          .hDel(checkpointsKey, projection),
      );
    },

    close: () => closeRedisClient(client),
  };
}
