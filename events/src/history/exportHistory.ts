import { comparePositions, type EventStore, type Position } from '../store/eventStore';
import { toHistoryLine, type HistoryLine } from './historyLine';
import { isAfter, type Until } from './until';

export interface ExportOptions {
  /** The last point of the past to export (inclusive); the whole log when omitted. */
  readonly until?: Until;
  /** Events read from the log at once: memory stays bounded by one page whatever the log's length. */
  readonly pageSize?: number;
}

/** The log in order, one history line per event, read a page at a time. */
export async function* exportHistory(store: EventStore, options: ExportOptions = {}): AsyncGenerator<HistoryLine> {
  const pageSize = options.pageSize ?? 1000;
  let from: Position | undefined;
  for (;;) {
    // readAll is inclusive of its start: the page after `from` begins with `from` itself.
    const page = await store.readAll({ fromPosition: from ?? 'start', maxCount: pageSize + (from ? 1 : 0) });
    let yielded = 0;
    for (const event of page) {
      if (from && comparePositions(event.position, from) <= 0) continue;
      if (options.until && isAfter(event, options.until)) return;
      yield toHistoryLine(event);
      yielded++;
      from = event.position;
    }
    if (yielded === 0) return;
  }
}
