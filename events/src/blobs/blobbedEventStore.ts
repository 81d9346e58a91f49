import type { EventStore, EventToAppend, RecordedEvent, Subscription } from '../store/eventStore';
import { isBlobHash, type BlobRef, type BlobStore } from './blobStore';

/** How a string moved out of an event is written in its place: the blob's name and size. */
export interface StoredBlobRef {
  readonly $blob: string;
  readonly size: number;
}

export interface BlobbedOptions {
  /** Streams whose events keep big strings in blobs. Default: problems (`problem-`). */
  readonly streamPrefixes?: readonly string[];
  /** A string of at least this many UTF-8 bytes goes to a blob; smaller ones stay inline. Default 1 KiB. */
  readonly minBytes?: number;
  /** Blob contents kept in memory once read, in bytes, so revisions sharing cases share them. Default 64 MiB. */
  readonly cacheBytes?: number;
}

/** An event log whose big strings live in a blob store beside it. `raw` is the log as written: references, not contents. */
export interface BlobbedEventStore extends EventStore {
  readonly raw: EventStore;
  readonly blobs: BlobStore;
  /** An event's data as written in `raw`, with its blobs' contents back in place, read synchronously. */
  resolveSync(streamId: string, data: unknown): unknown;
  /** An event's data as it is written in `raw`: its big strings put in the blob store, references in their place. */
  externalize(streamId: string, data: unknown): Promise<unknown>;
}

export const isBlobbed = (store: EventStore): store is BlobbedEventStore => 'raw' in store && 'blobs' in store && 'resolveSync' in store;

export const isStoredBlobRef = (value: unknown): value is StoredBlobRef => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const ref = value as Partial<StoredBlobRef>;
  return keys.length === 2 && isBlobHash(ref.$blob) && typeof ref.size === 'number';
};

/** Every blob an event's data names (for `events verify` and `export --with-blobs`). */
export function blobRefsIn(data: unknown, into: BlobRef[] = []): BlobRef[] {
  if (isStoredBlobRef(data)) into.push({ sha256: data.$blob, size: data.size });
  else if (Array.isArray(data)) for (const item of data) blobRefsIn(item, into);
  else if (typeof data === 'object' && data !== null) for (const value of Object.values(data)) blobRefsIn(value, into);
  return into;
}

async function mapStrings(data: unknown, map: (text: string) => Promise<unknown>): Promise<unknown> {
  if (typeof data === 'string') return map(data);
  if (Array.isArray(data)) return Promise.all(data.map((item) => mapStrings(item, map)));
  if (typeof data === 'object' && data !== null) {
    const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await mapStrings(value, map)] as const));
    return Object.fromEntries(entries);
  }
  return data;
}

async function mapRefs(data: unknown, map: (ref: StoredBlobRef) => Promise<string>): Promise<unknown> {
  if (isStoredBlobRef(data)) return map(data);
  if (Array.isArray(data)) return Promise.all(data.map((item) => mapRefs(item, map)));
  if (typeof data === 'object' && data !== null) {
    const entries = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await mapRefs(value, map)] as const));
    return Object.fromEntries(entries);
  }
  return data;
}

function mapRefsSync(data: unknown, map: (ref: StoredBlobRef) => string): unknown {
  if (isStoredBlobRef(data)) return map(data);
  if (Array.isArray(data)) return data.map((item) => mapRefsSync(item, map));
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, mapRefsSync(value, map)]));
  }
  return data;
}

/** `data` with each blob reference replaced by its blob's content, read synchronously and checked. */
export function resolveBlobRefsSync(data: unknown, blobs: BlobStore): unknown {
  return mapRefsSync(data, (ref) => {
    const bytes = blobs.getSync(ref.$blob);
    if (bytes.length !== ref.size) throw new Error(`blob ${ref.$blob} has ${bytes.length} bytes, its event says ${ref.size}`);
    return bytes.toString('utf8');
  });
}

/** The log's size rule: strings of at least this many UTF-8 bytes go to a blob. */
export const DEFAULT_BLOB_MIN_BYTES = 1024;

/**
 * The log with test data beside it. Appending to a problem's stream first puts every string of
 * `minBytes` or more (test inputs and answers, checker and validator sources, statements) into the
 * blob store and writes `{ $blob, size }` in its place; reading puts the content back, checked
 * against its hash (a blob that does not match is an error, never a case). Everything above the
 * log (deciders, projections, the judge, histories) sees events as they always were, and events
 * written before, with their strings inline, read as they are.
 */
export function blobbedEventStore(inner: EventStore, blobs: BlobStore, options: BlobbedOptions = {}): BlobbedEventStore {
  const prefixes = options.streamPrefixes ?? ['problem-'];
  const minBytes = options.minBytes ?? DEFAULT_BLOB_MIN_BYTES;
  const cacheLimit = options.cacheBytes ?? 64 * 1024 * 1024;
  const cache = new Map<string, string>();
  let cached = 0;
  const blobbed = (streamId: string) => prefixes.some((prefix) => streamId.startsWith(prefix));

  const cachedText = (ref: StoredBlobRef): string | undefined => {
    const hit = cache.get(ref.$blob);
    if (hit !== undefined) {
      cache.delete(ref.$blob);
      cache.set(ref.$blob, hit);
    }
    return hit;
  };
  const remember = (ref: StoredBlobRef, bytes: Buffer): string => {
    if (bytes.length !== ref.size) throw new Error(`blob ${ref.$blob} has ${bytes.length} bytes, its event says ${ref.size}`);
    const content = bytes.toString('utf8');
    if (bytes.length <= cacheLimit) {
      cache.set(ref.$blob, content);
      cached += bytes.length;
      for (const [name, value] of cache) {
        if (cached <= cacheLimit) break;
        cache.delete(name);
        cached -= Buffer.byteLength(value);
      }
    }
    return content;
  };
  const text = async (ref: StoredBlobRef): Promise<string> => cachedText(ref) ?? remember(ref, await blobs.get(ref.$blob));
  const textSync = (ref: StoredBlobRef): string => cachedText(ref) ?? remember(ref, blobs.getSync(ref.$blob));
  const resolve = async (event: RecordedEvent): Promise<RecordedEvent> =>
    blobbed(event.streamId) && blobRefsIn(event.data).length > 0 ? { ...event, data: await mapRefs(event.data, text) } : event;
  const externalizeData = async (data: unknown): Promise<unknown> =>
    mapStrings(data, async (value) => {
      if (Buffer.byteLength(value) < minBytes) return value;
      const { sha256, size } = await blobs.put(value);
      return { $blob: sha256, size } satisfies StoredBlobRef;
    });
  const externalize = async (event: EventToAppend): Promise<EventToAppend> => ({ ...event, data: await externalizeData(event.data) });

  return {
    raw: inner,
    blobs,
    externalize: async (streamId, data) => (blobbed(streamId) ? externalizeData(data) : data),
    resolveSync: (streamId, data) => (blobbed(streamId) ? mapRefsSync(data, textSync) : data),
    async appendToStream(streamId, events, appendOptions) {
      // The blobs are in place before the event that names them exists.
      const stored = blobbed(streamId) ? await Promise.all(events.map(externalize)) : events;
      return inner.appendToStream(streamId, stored, appendOptions);
    },
    async readStream(streamId, readOptions) {
      return Promise.all((await inner.readStream(streamId, readOptions)).map(resolve));
    },
    async readAll(readOptions) {
      return Promise.all((await inner.readAll(readOptions)).map(resolve));
    },
    subscribeToAll(subscribeOptions): Subscription {
      const subscription = inner.subscribeToAll(subscribeOptions);
      return {
        unsubscribe: () => subscription.unsubscribe(),
        async *[Symbol.asyncIterator]() {
          for await (const event of subscription) yield await resolve(event);
        },
      };
    },
    deleteStream: (streamId, deleteOptions) => inner.deleteStream(streamId, deleteOptions),
    close: () => inner.close(),
  };
}
