import type { ContestHistory, HistoryEntry } from '@forge/contracts';
import { CONTEST_NOT_FOUND, contestEvents, describeContestEvent, evolveContestSubject, streams, type ContestSubject } from '@forge/domain';
import { StreamNotFoundError, type EventStore } from '@forge/events';
import { notFound } from '../http/errors';
import { actorNames } from './actors';

/**
 * A contest's history (issue 36), as a problem's: every event of its stream, oldest first, each with
 * what it changed from the one before and its actor as the account is now. A deleted contest keeps it;
 * one that never existed is a 404.
 */
export async function contestHistory(store: EventStore, contestId: string): Promise<ContestHistory> {
  let recorded;
  try {
    recorded = await store.readStream(streams.contest(contestId));
  } catch (error) {
    if (error instanceof StreamNotFoundError) throw notFound(CONTEST_NOT_FOUND);
    throw error;
  }
  const actor = actorNames(store);
  let subject: ContestSubject | null = null;
  const entries: HistoryEntry[] = [];
  for (const [revision, r] of recorded.entries()) {
    const event = contestEvents.decode(r);
    if (!event) throw new Error(`contest ${contestId}: revision ${r.revision} is an unknown ${r.type}`);
    const { actorId, ...change } = describeContestEvent(subject, event);
    entries.push({ revision, ...change, actor: await actor(actorId) });
    subject = evolveContestSubject(subject, event);
  }
  return { contest: { _id: contestId, title: subject?.title ?? '', deleted: subject?.deleted ?? false }, entries };
}
