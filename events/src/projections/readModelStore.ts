import type { Position } from '../store/eventStore';

export interface Checkpoint {
  readonly position: Position;
  readonly version: number;
}

export interface DocumentChange {
  readonly collection: string;
  readonly id: string;
  /** null removes the document. */
  readonly doc: unknown;
}

/** A bounded read of a collection, highest id first. */
export interface PageQuery {
  /** Only ids that start with it. */
  readonly prefix?: string;
  /** Only ids below it (exclusive): the last id of the page before, to read on from there. */
  readonly before?: string;
  /** At most this many documents. */
  readonly limit: number;
}

export interface PagedDocument<T> {
  readonly id: string;
  readonly doc: T;
}

/** What a rebuild puts in place of its collections: see `ReadModelStore.replaceCollections`. */
export interface Replacement {
  /** Each collection's documents by id. */
  readonly collections: ReadonlyMap<string, ReadonlyMap<string, unknown>>;
  readonly checkpoints: ReadonlyMap<string, Checkpoint>;
}

/** Documents and checkpoints, written together so a read model never runs ahead of or behind its checkpoint. */
export interface ReadModelStore {
  get<T>(collection: string, id: string): Promise<T | undefined>;
  /** Documents whose id starts with `idPrefix` (all when omitted), ordered by id. */
  list<T>(collection: string, idPrefix?: string): Promise<T[]>;
  /**
   * At most `limit` documents in descending id order (by code point, as `list` orders them), so a
   * collection whose ids sort by age pages newest first without being loaded whole.
   */
  page<T>(collection: string, query: PageQuery): Promise<PagedDocument<T>[]>;
  checkpoint(projection: string): Promise<Checkpoint | undefined>;
  commit(changes: readonly DocumentChange[], checkpoints: ReadonlyMap<string, Checkpoint>): Promise<void>;
  /**
   * Optional, for a rebuild: calls `build` and gives each collection it returns exactly those
   * documents, and each projection (named as its collection) the checkpoint returned, none when
   * absent. Whatever else the store holds (other collections, a reactor's checkpoint) stays as it
   * is. All or nothing: when `build` or the write fails, the store is left as it was. The store may
   * prepare the write while `build` runs, or refuse before it runs.
   */
  replaceCollections?(build: () => Promise<Replacement>): Promise<void>;
  /** Drops a projection's documents and checkpoint so it replays from the start. */
  reset(projection: string): Promise<void>;
  close(): Promise<void>;
}
