import type { Position } from '@forge/events';

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

/** Documents and checkpoints, written together so a read model never runs ahead of or behind its checkpoint. */
export interface ReadModelStore {
  get<T>(collection: string, id: string): Promise<T | undefined>;
  /** Documents whose id starts with `idPrefix` (all when omitted), ordered by id. */
  list<T>(collection: string, idPrefix?: string): Promise<T[]>;
  checkpoint(projection: string): Promise<Checkpoint | undefined>;
  commit(changes: readonly DocumentChange[], checkpoints: ReadonlyMap<string, Checkpoint>): Promise<void>;
  /** Drops a projection's documents and checkpoint so it replays from the start. */
  reset(projection: string): Promise<void>;
  close(): Promise<void>;
}
