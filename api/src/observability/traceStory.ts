import { readFileSync } from 'node:fs';
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

/** A line of a process's JSON log (pino): its time (ms), its process, its level, its message and its ids. */
export interface LogLine {
  readonly time: number;
  readonly name?: string;
  readonly level?: number;
  readonly msg?: string;
  readonly correlationId?: string;
  readonly [field: string]: unknown;
}

/**
 * The JSON lines of a process's log file (what `node api/dist/server.js > api.log` and the workers
 * write); a line that is not a JSON object with a time (a banner a process printed) is passed over.
 */
export function readLogLines(file: string): LogLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text): LogLine[] => {
      if (!text.startsWith('{')) return [];
      try {
        const line = JSON.parse(text) as Partial<LogLine>;
        return typeof line.time === 'number' ? [{ ...line, time: line.time }] : [];
      } catch {
        return [];
      }
    });
}

const LEVELS: Readonly<Record<number, string>> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

const logLineText = (line: LogLine) =>
  `${new Date(line.time).toISOString()} [${line.name ?? 'log'}${typeof line.pid === 'number' ? ` ${line.pid}` : ''}] ${LEVELS[line.level ?? 30] ?? 'info'}: ${line.msg ?? ''}`;

/**
 * A submission's whole story as the log tells it, in log order: every event of its correlation (the
 * request that submitted it, what that request appended, the judge's attempt, each case and the verdict,
 * whichever process appended them), and every event caused by one of those. One line per event. Given
 * the processes' log lines, those of the same correlation (what happened beside the log: the read
 * models showing the verdict, the verdict sent to the learner's sockets, a worker's retries) are merged
 * in by time, the events keeping their log order.
 */
export async function traceSubmission(store: EventStore, submissionId: string, logLines: readonly LogLine[] = []): Promise<string[]> {
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
  const told = logLines.filter((line) => line.correlationId === correlationId).sort((a, b) => a.time - b.time);
  const lines = [
    `submission ${submissionId}: correlation ${correlationId}, ${story.length} events${told.length > 0 ? `, ${told.length} log lines` : ''}`,
  ];
  let next = 0;
  for (const event of story) {
    for (; next < told.length && told[next]!.time < event.created.getTime(); next++) lines.push(logLineText(told[next]!));
    const cause = event.metadata['causationId'];
    const by = typeof cause === 'string' ? (cause === requested.id ? ' (caused by the request event)' : ` (caused by ${cause})`) : '';
    lines.push(`${event.created.toISOString()} #${event.position.commit} ${event.type} ${event.streamId}${by} ${summary(event)}`.trimEnd());
  }
  for (; next < told.length; next++) lines.push(logLineText(told[next]!));
  return lines;
}
