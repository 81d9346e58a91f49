/**
 * What the log says about a load run: every SubmissionRequested whose program carries the
 * run's marker, with the SubmissionJudged events of its stream. The log is the judge of what
 * was recorded, whatever the learners were or were not told.
 */
import { START, type EventStore, type RecordedEvent } from '@forge/events';
import { decodeEvent, type EventOfType } from '@forge/domain';
import { parseMarker, type Marker } from './programs';

export interface RecordedSubmission {
  readonly submissionId: string;
  readonly marker: Marker;
  readonly requestedAt: number;
  readonly verdicts: EventOfType<'SubmissionJudged'>['data'][];
}

/** Every event in the log, oldest first, a page at a time. */
async function* wholeLog(store: EventStore, pageSize = 1000): AsyncGenerator<RecordedEvent> {
  let from: RecordedEvent['position'] | typeof START = START;
  let lastId: string | undefined;
  for (;;) {
    const page = await store.readAll({ fromPosition: from, maxCount: pageSize });
    // The position a page starts from is inclusive: the previous page's last event comes again.
    const fresh = lastId !== undefined && page[0]?.id === lastId ? page.slice(1) : page;
    yield* fresh;
    if (page.length < pageSize) return;
    lastId = page.at(-1)!.id;
    from = page.at(-1)!.position;
  }
}

export async function readRun(store: EventStore, run: string): Promise<Map<string, RecordedSubmission>> {
  const submissions = new Map<string, RecordedSubmission>();
  const verdicts = new Map<string, EventOfType<'SubmissionJudged'>['data'][]>();
  for await (const recorded of wholeLog(store)) {
    if (!recorded.streamId.startsWith('submission-')) continue;
    const event = decodeEvent(recorded);
    if (event?.type === 'SubmissionRequested') {
      const marker = parseMarker(event.data.code);
      if (marker?.run !== run) continue;
      submissions.set(event.data.submissionId, {
        submissionId: event.data.submissionId,
        marker,
        requestedAt: Date.parse(event.data.requestedAt),
        verdicts: [],
      });
    } else if (event?.type === 'SubmissionJudged') {
      const list = verdicts.get(event.data.submissionId) ?? [];
      list.push(event.data);
      verdicts.set(event.data.submissionId, list);
    }
  }
  for (const [id, submission] of submissions) submission.verdicts.push(...(verdicts.get(id) ?? []));
  return submissions;
}
