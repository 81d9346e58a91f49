import { inspect } from 'node:util';
import { comparePositions, END, type EventStore, type Position, type RecordedEvent } from '../store/eventStore';
import { startProcessor, type Processor } from '../processors/processor';
import { handles, type AnyProjection } from './projection';
import type { Checkpoint, DocumentChange, ReadModelStore } from './readModelStore';

export interface ProjectionRunnerOptions {
  /** Reads a recorded event with the catalog the projections were written for (the domain's `decodeEvent`); undefined for a type it does not know. */
  readonly decode: (recorded: RecordedEvent) => { readonly type: string; readonly data: unknown } | undefined;
  /** Events applied before a commit is forced, so a long catch-up checkpoints as it goes. */
  readonly batchSize?: number;
  /** How many document ids to remember while building a projection from empty. */
  readonly maxKnownIds?: number;
  /** Told when a projection fails (the runner stops) or reading the log fails, as every processor tells it. Default: nowhere. */
  readonly log?: (message: string, error?: unknown) => void;
}

interface Waiter {
  readonly position: Position;
  readonly resolve: () => void;
}

/**
 * Feeds the log to projections: one processor of the log (the kit's `startProcessor`), which keeps
 * its position with the documents rather than in a checkpoint of its own. Documents touched by a
 * batch are committed with every projection's checkpoint in one transaction, when the batch is
 * full or when the log has nothing more to give at once. A projection that fails stops it.
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly checkpoints = new Map<string, Checkpoint>();
  private readonly pending = new Map<string, { collection: string; id: string; doc: unknown }>();
  private pendingCount = 0;
  private committed: Position | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private processor: Processor | undefined;
  private waiters: Waiter[] = [];
  private failure: unknown;
  /**
   * For projections this runner builds from empty: the ids of every document written so far,
   * so a document not among them is known to be absent without asking the store. Dropped once
   * it grows past `maxKnownIds`, after which lookups go to the store again.
   */
  private readonly knownIds = new Map<string, Set<string>>();
  private readonly maxKnownIds: number;
  /** Events this runner has passed to its projections since it started. */
  eventsApplied = 0;

  constructor(
    private readonly store: EventStore,
    private readonly readModels: ReadModelStore,
    private readonly projections: readonly AnyProjection[],
    private readonly options: ProjectionRunnerOptions,
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.maxKnownIds = options.maxKnownIds ?? 1_000_000;
  }

  async start(): Promise<void> {
    let from: Position | undefined;
    let fromStart = false;
    for (const p of this.projections) {
      const cp = await this.readModels.checkpoint(p.name);
      if (cp?.version === p.version) {
        this.checkpoints.set(p.name, cp);
        if (!fromStart && (!from || comparePositions(cp.position, from) < 0)) from = cp.position;
      } else {
        // Built from empty: after a version change, or with no checkpoint, which a rebuild stopped
        // part-way leaves beside some documents (it writes its checkpoints last). Either way the
        // documents go, since this runner takes any it has not written to be absent.
        await this.readModels.reset(p.name);
        fromStart = true;
        this.knownIds.set(p.name, new Set());
      }
    }
    const fromPosition = fromStart || !from ? 'start' : from;
    if (!fromStart && from) this.committed = this.minCheckpoint();
    this.processor = await startProcessor({
      name: 'the projections',
      store: this.store,
      from: fromPosition,
      handle: (recorded) => this.consume(recorded),
      onError: 'stop',
      log: this.options.log ?? (() => undefined),
    });
  }

  /** Resolves once every projection has committed the event at `position` (or a later one). */
  waitFor(position: Position): Promise<void> {
    this.throwIfFailed();
    if (this.committed && comparePositions(this.committed, position) >= 0) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiters.push({ position, resolve })).then(() => this.throwIfFailed());
  }

  /** Resolves once the read models reflect everything in the log when it was called. */
  async catchUp(): Promise<void> {
    const [last] = await this.store.readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 });
    if (last) await this.waitFor(last.position);
  }

  /** Where every projection has committed to (undefined before the first commit), and whether the runner stopped on an error. */
  status(): { readonly committed: Position | undefined; readonly failed: boolean } {
    return { committed: this.committed, failed: this.failure !== undefined };
  }

  async stop(): Promise<void> {
    await this.processor?.stop();
    await this.flushing.catch(() => undefined);
    if (!this.failure) await this.flush();
  }

  private throwIfFailed(): void {
    if (this.failure)
      throw new Error(`projections stopped: ${this.failure instanceof Error ? this.failure.message : inspect(this.failure)}`, {
        cause: this.failure,
      });
  }

  /** One event of the log: applied to the batch, which is committed when full or once nothing more comes at once. */
  private async consume(recorded: RecordedEvent): Promise<void> {
    try {
      await this.flushing;
      // A commit of the batch before failed: the runner stops here.
      this.throwIfFailed();
      await this.apply(recorded);
      if (this.pendingCount >= this.batchSize) {
        this.flushing = this.flush();
        // A commit that fails stops the runner at this event.
        await this.flushing;
      } else if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.flushScheduled = false;
          this.flushing = this.flushing.then(() => this.flush()).catch((error: unknown) => this.stopOn(error));
        });
      }
    } catch (error) {
      this.stopOn(error);
      throw error;
    }
  }

  /** A projection or a commit failed: the runner stops there, and whoever waits for it hears so. */
  private stopOn(error: unknown): void {
    this.failure ??= error;
    for (const w of this.waiters.splice(0)) w.resolve();
  }

  private async apply(recorded: RecordedEvent): Promise<void> {
    const event = this.options.decode(recorded);
    for (const p of this.projections) {
      const cp = this.checkpoints.get(p.name);
      if (cp && comparePositions(recorded.position, cp.position) <= 0) continue;
      if (event && handles(p, event)) {
        const context = { streamId: recorded.streamId, revision: Number(recorded.revision), position: recorded.position };
        const id = p.documentId(event, context);
        const relatedId = p.related?.documentId(event, context);
        const related = relatedId === undefined ? null : await this.current(p.name, relatedId);
        this.pending.set(`${p.name}\u0000${id}`, {
          collection: p.name,
          id,
          doc: p.evolve(await this.current(p.name, id), event, { ...context, related }),
        });
        if (relatedId !== undefined) {
          this.pending.set(`${p.name}\u0000${relatedId}`, {
            collection: p.name,
            id: relatedId,
            doc: p.related!.evolve(related, event, context),
          });
        }
      }
      this.checkpoints.set(p.name, { position: recorded.position, version: p.version });
    }
    this.pendingCount++;
    this.eventsApplied++;
  }

  /** A document as this batch left it, else as the store holds it (null when absent). */
  private async current(collection: string, id: string): Promise<unknown> {
    const cached = this.pending.get(`${collection}\u0000${id}`);
    if (cached) return cached.doc;
    const known = this.knownIds.get(collection);
    return known && !known.has(id) ? null : ((await this.readModels.get(collection, id)) ?? null);
  }

  private async flush(): Promise<void> {
    if (this.pendingCount === 0) return;
    const changes: DocumentChange[] = [...this.pending.values()];
    const checkpoints = new Map(this.checkpoints);
    this.pending.clear();
    this.pendingCount = 0;
    await this.readModels.commit(changes, checkpoints);
    for (const change of changes) {
      const known = this.knownIds.get(change.collection);
      if (!known) continue;
      if (change.doc === null) known.delete(change.id);
      else if (known.add(change.id).size > this.maxKnownIds) this.knownIds.delete(change.collection);
    }
    this.committed = this.minCheckpoint();
    const committed = this.committed;
    if (!committed) return;
    this.waiters = this.waiters.filter((w) => {
      if (comparePositions(committed, w.position) < 0) return true;
      w.resolve();
      return false;
    });
  }

  private minCheckpoint(): Position | undefined {
    let min: Position | undefined;
    for (const p of this.projections) {
      const cp = this.checkpoints.get(p.name);
      if (!cp) return undefined;
      if (!min || comparePositions(cp.position, min) < 0) min = cp.position;
    }
    return min;
  }
}
