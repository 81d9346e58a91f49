import type { EventStore, EventToAppend } from '../eventStore';
import { prepareStatements } from './database';
import { sqliteDatabaseOf } from './storedEvents';

/** An event to land at exactly one place: `revision` of its stream, after every event already in the log. */
export interface ExactAppend {
  readonly streamId: string;
  readonly revision: number;
  readonly event: EventToAppend;
}

/** The log that `inOneTransaction` was to write no longer is as its caller checked it: nothing was written. */
export class LogChangedError extends Error {
  override readonly name = 'LogChangedError';
}

/**
 * Writes to the embedded log in one transaction: `write` calls `append` for each event, which
 * lands at exactly the revision it names (a new stream at 0, else right after the stream's last
 * event) under an id the log does not hold yet. The first that cannot throws, out of `write`, and
 * the whole transaction is rolled back: every event lands or none does. `expectedHead` is the
 * position of the log's last event when the caller checked the log (null: it was empty); a log
 * that has changed since is refused before anything is written. Returns the events written;
 * undefined when `store` is not the embedded log itself (a wrapper around it has no transaction).
 */
export function inOneTransaction(
  store: EventStore,
  write: (append: (append: ExactAppend) => void) => void,
  expectedHead: bigint | null,
): number | undefined {
  const db = sqliteDatabaseOf(store);
  if (!db) return undefined;
  const { maxPosition, getStream, getEventId, insertEvent, upsertStream } = prepareStatements(db);
  const append = ({ streamId, revision, event }: ExactAppend) => {
    const stream = getStream.get(streamId);
    const next = stream ? stream[0] + 1n : 0n;
    if (BigInt(revision) !== next) {
      throw new LogChangedError(
        stream
          ? `${streamId} is at revision ${stream[0]} in the log, so its next event is ${next}, not ${revision}`
          : `${streamId} is not in the log, so its first event is 0, not ${revision}`,
      );
    }
    const holder = getEventId.get(event.id);
    if (holder) throw new LogChangedError(`the log holds event ${event.id} already, at revision ${holder[1]} of ${holder[0]}`);
    const data = JSON.stringify(event.data);
    const metadata = JSON.stringify(event.metadata ?? {});
    insertEvent.run(streamId, BigInt(revision), event.id, event.type, data, metadata, (event.recordedAt ?? new Date()).getTime());
    upsertStream.run(streamId, BigInt(revision));
  };
  const run = db.transaction(() => {
    const head = maxPosition.get()![0];
    if (head !== expectedHead) {
      throw new LogChangedError(
        `the log changed while the import was checking it (its last position is ${head ?? 'none'}, not ${expectedHead ?? 'none'})`,
      );
    }
    let written = 0;
    write((one) => {
      append(one);
      written++;
    });
    return written;
  });
  // IMMEDIATE takes the write lock before the head is read: no other writer lands between the check and the inserts.
  return run.immediate();
}
