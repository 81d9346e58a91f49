import type { HistoryLine } from '@forge/events';
import { encodeEvent, type DomainEvent } from '../events';
import { streamOf } from './streamOf';

/**
 * The history a log holding these events in this order would export: each in the stream its data
 * names, revisions counted per stream, positions and times rising (a second apart from `start`),
 * ids made from the event's count. For tests and benchmarks that need a history without a server.
 */
export function historyOf(events: readonly DomainEvent[], start = new Date(Date.UTC(2026, 0, 1))): HistoryLine[] {
  const revisions = new Map<string, number>();
  return events.map((event, index) => {
    const stream = streamOf(event);
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    const encoded = encodeEvent(event, { id: historyEventId(index + 1) });
    const metadata = encoded.metadata ?? {};
    return {
      stream,
      revision,
      type: encoded.type,
      schemaVersion: metadata['schemaVersion'] as number,
      id: encoded.id,
      data: encoded.data,
      metadata,
      position: `${index + 1}/${index + 1}`,
      time: new Date(start.getTime() + index * 1000).toISOString(),
    };
  });
}

/** A UUID-shaped id made from a count, so a made-up history is the same every time. */
export function historyEventId(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
