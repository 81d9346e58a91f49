import type { HistoryEntry, ProblemHistory, ProblemRevision } from '@forge/contracts';
import { describeProblemEvent, evolveProblemSubject, type ProblemEvent, type ProblemSubject } from '@forge/domain';
import type { EventStore } from '@forge/events';
import { notFound } from '../http/errors';
import { actorNames } from './actors';
import { readProblemStream } from './problemStream';

export const REVISION_NOT_FOUND = 'Revision not found';

/** The problem's events, oldest first, each with what it changed from the revision before. */
export async function problemHistory(store: EventStore, problemId: string): Promise<ProblemHistory> {
  const events = await readProblemStream(store, problemId);
  const actor = actorNames(store);
  let subject: ProblemSubject | null = null;
  const entries: Promise<HistoryEntry>[] = [];
  for (const [revision, event] of events.entries()) {
    const { actorId, ...change } = describeProblemEvent(subject, event);
    entries.push(actor(actorId).then((named) => ({ revision, ...change, actor: named })));
    subject = evolveProblemSubject(subject, event);
  }
  return {
    problem: { _id: problemId, title: subject?.title ?? '', deleted: subject?.deleted ?? false },
    entries: await Promise.all(entries),
  };
}

/** The problem as its stream left it after `revision` (which must be one of its events). */
export function subjectAt(events: readonly ProblemEvent[], revision: number): ProblemSubject {
  if (revision >= events.length) throw notFound(REVISION_NOT_FOUND);
  return events.slice(0, revision + 1).reduce<ProblemSubject | null>(evolveProblemSubject, null)!;
}

export async function problemRevision(store: EventStore, problemId: string, revision: number): Promise<ProblemRevision> {
  const subject = subjectAt(await readProblemStream(store, problemId), revision);
  return { revision, deleted: subject.deleted, content: subject.content, video: subject.video };
}
