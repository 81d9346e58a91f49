import { problemEvents, streams, type ProblemEvent } from '@forge/domain';
import { StreamNotFoundError, type EventStore } from '@forge/events';
import { PROBLEM_NOT_FOUND } from '@forge/domain';
import { notFound } from '../http/errors';

/**
 * A problem's stream, every event in order (its index is its revision): the history's source, complete
 * from the problem's creation. A problem that never existed is a 404; a deleted one still has its stream.
 */
export async function readProblemStream(store: EventStore, problemId: string, fromRevision = 0): Promise<ProblemEvent[]> {
  try {
    const recorded = await store.readStream(streams.problem(problemId), { fromRevision: BigInt(fromRevision) });
    return recorded.map((r) => {
      const event = problemEvents.decode(r);
      // A problem's stream holds problem events only; one this version cannot read must not be skipped silently.
      if (!event) throw new Error(`problem ${problemId}: revision ${r.revision} is an unknown ${r.type}`);
      return event;
    });
  } catch (error) {
    if (error instanceof StreamNotFoundError) throw notFound(PROBLEM_NOT_FOUND);
    throw error;
  }
}
