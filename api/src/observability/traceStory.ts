import type { EventStore, RecordedEvent } from '@forge/events';
import { streams } from '@forge/domain';

/** What a line says of an event beside its type: the fields that tell its part of the story. */
function summary(event: RecordedEvent): string {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const fields = [
    'userId',
    'problemId',
    'language',
    'worker',
    'attempt',
    'index',
    'statusId',
    'time',
    'memory',
    'status',
    'testCasesPassed',
    'testCasesTotal',
  ];
  return fields
    .filter((name) => data[name] !== undefined && typeof data[name] !== 'object')
    .map((name) => `${name}=${String(data[name])}`)
    .join(' ');
}

/**
 * A submission's whole story as the log tells it, in log order: every event of its correlation (the
 * request that submitted it, what that request appended, the judge's attempt, each case and the verdict,
 * whichever process appended them), and every event caused by one of those. One line per event.
 */
export async function traceSubmission(store: EventStore, submissionId: string): Promise<string[]> {
  const [requested] = await store.readStream(streams.submission(submissionId), { maxCount: 1 }).catch(() => []);
  if (!requested) throw new Error(`no submission ${submissionId} in the log`);
  const recorded = requested.metadata['correlationId'];
  const correlationId = typeof recorded === 'string' ? recorded : requested.id;
  const inStory = new Set<string>([requested.id]);
  const story: RecordedEvent[] = [];
  for (const event of await store.readAll()) {
    const { correlationId: correlation, causationId: cause } = event.metadata as { correlationId?: unknown; causationId?: unknown };
    const belongs =
      event.id === requested.id ||
      correlation === correlationId ||
      (typeof cause === 'string' && inStory.has(cause)) ||
      (correlation === undefined && event.streamId === requested.streamId);
    if (!belongs) continue;
    inStory.add(event.id);
    story.push(event);
  }
  return [
    `submission ${submissionId}: correlation ${correlationId}, ${story.length} events`,
    ...story.map((event) => {
      const cause = event.metadata['causationId'];
      const by = typeof cause === 'string' ? (cause === requested.id ? ' (caused by the request event)' : ` (caused by ${cause})`) : '';
      return `${event.created.toISOString()} #${event.position.commit} ${event.type} ${event.streamId}${by} ${summary(event)}`.trimEnd();
    }),
  ];
}
