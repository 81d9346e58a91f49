import { projection } from '@forge/events';
import type { ProblemEvent } from '../problem/events';
import { headingOf, type ProblemChangeHeading } from './problemChanges';

/** A problem in the admins' history index: deleted ones stay, with their last title. */
export interface ProblemHistorySummary {
  readonly problemId: string;
  readonly title: string;
  readonly deleted: boolean;
  /** How many events the problem's stream holds. */
  readonly revisions: number;
  readonly lastChange: ProblemChangeHeading;
}

/** Every problem ever created, with its latest change: what the admins pick a history from. */
export const problemHistoryIndexProjection = projection<ProblemHistorySummary, ProblemEvent>({
  name: 'problemHistoryIndex',
  version: 1,
  canHandle: ['ProblemCreated', 'ProblemUpdated', 'ProblemDeleted', 'ProblemRestored', 'ProblemVideoAttached', 'ProblemVideoRemoved'],
  documentId: (event) => event.data.problemId,
  evolve(doc, event, context) {
    const heading = headingOf(event);
    const title = 'title' in event.data ? event.data.title : (doc?.title ?? '');
    const deleted =
      event.type === 'ProblemDeleted' ? true : heading.type === 'created' || heading.type === 'restored' ? false : (doc?.deleted ?? false);
    return { problemId: event.data.problemId, title, deleted, revisions: context.revision + 1, lastChange: heading };
  },
});
