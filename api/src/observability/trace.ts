import type { EventStore } from '@forge/events';
import { withLogContext } from '@forge/observability';

/**
 * Runs a reactor's `work` on a stream as a consequence of the stream's first event: what it appends
 * and logs carries that event's correlation id (the request that started the story; the event's own
 * id for an event from before ids were recorded) and names the event as its cause.
 */
export async function inTraceOf<T>(store: EventStore, streamId: string, work: () => Promise<T>): Promise<T> {
  const [first] = await store.readStream(streamId, { maxCount: 1 }).catch(() => []);
  if (!first) return work();
  const recorded = first.metadata['correlationId'];
  const correlationId = typeof recorded === 'string' ? recorded : first.id;
  return withLogContext({ correlationId, causationId: first.id }, work);
}
