import type { HistoryEntry, ProblemHistory, ProblemRevision } from '@forge/contracts';
import { describeProblemEvent, evolveProblemSubject, type ProblemChange, type ProblemEvent, type ProblemSubject } from '@forge/domain';
import type { EventStore } from '@forge/events';
import { notFound } from '../http/errors';
import { actorNames } from './actors';
import { readProblemStream } from './problemStream';

export const REVISION_NOT_FOUND = 'Revision not found';

/** A problem's events told as changes (one per revision), and the problem as the last one left it. */
export interface ToldHistory {
  readonly changes: readonly ProblemChange[];
  readonly subject: ProblemSubject | null;
}

function tell(from: ToldHistory, events: readonly ProblemEvent[]): ToldHistory {
  const changes = [...from.changes];
  let subject = from.subject;
  for (const event of events) {
    changes.push(describeProblemEvent(subject, event));
    subject = evolveProblemSubject(subject, event);
  }
  return { changes, subject };
}

/**
 * Tells problems' histories from their streams, remembering the latest `maxProblems`: a stream only
 * grows, so what was told of its first revisions stays true, and a later read tells only the events
 * appended since (read from the store, so another replica's appends are seen too). Diffing every
 * revision of a long-lived problem is what costs; reading its new events does not.
 */
export function problemHistories(store: EventStore, maxProblems = 64): (problemId: string) => Promise<ToldHistory> {
  const told = new Map<string, ToldHistory>();
  return async (problemId) => {
    const known = told.get(problemId) ?? { changes: [], subject: null };
    const history = tell(known, await readProblemStream(store, problemId, known.changes.length));
    told.delete(problemId);
    told.set(problemId, history);
    if (told.size > maxProblems) told.delete(told.keys().next().value!);
    return history;
  };
}

/** The problem's events, oldest first, each with what it changed from the revision before, its actor as the account is now. */
export async function problemHistory(
  store: EventStore,
  told: (problemId: string) => Promise<ToldHistory>,
  problemId: string,
): Promise<ProblemHistory> {
  const { changes, subject } = await told(problemId);
  const actor = actorNames(store);
  const entries = await Promise.all(
    changes.map(async ({ actorId, ...change }, revision): Promise<HistoryEntry> => ({ revision, ...change, actor: await actor(actorId) })),
  );
  return { problem: { _id: problemId, title: subject?.title ?? '', deleted: subject?.deleted ?? false }, entries };
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
