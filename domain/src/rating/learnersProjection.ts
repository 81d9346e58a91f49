import type { ReadModelStore } from '@forge/events';
import { projection, writable } from '@forge/events';
import type { EventOfType } from '../events';
import type { SubmissionLifecycleEvent } from '../submission/events';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A learner as the leaderboard lists them (issue 36): name, affiliation, problems solved and the days they submitted on. */
export interface LearnerDocument {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly admin: boolean;
  readonly country?: string;
  readonly institution?: string;
  /** Problems with an accepted submission, each once. */
  readonly solved: readonly string[];
  /** The last day (UTC, days since 1970) with a submission, and how many days in a row it ends. */
  readonly lastDay: number | null;
  readonly run: number;
}

export type LearnerReadEvent =
  | EventOfType<'UserRegistered'>
  | EventOfType<'UserRenamed'>
  | EventOfType<'UserRoleChanged'>
  | EventOfType<'UserAffiliationChanged'>
  | SubmissionLifecycleEvent;

const emptyLearner = (userId: string): LearnerDocument => ({
  userId,
  firstName: '',
  lastName: '',
  admin: false,
  solved: [],
  lastDay: null,
  run: 0,
});

/** The day a submission extends a run of days with, or starts one. */
function submittedOn(doc: LearnerDocument, day: number): Pick<LearnerDocument, 'lastDay' | 'run'> {
  if (doc.lastDay === null || day > doc.lastDay + 1) return { lastDay: day, run: 1 };
  if (day === doc.lastDay + 1) return { lastDay: day, run: doc.run + 1 };
  return { lastDay: doc.lastDay, run: doc.run };
}

export const learnersProjection = projection<LearnerDocument, LearnerReadEvent>({
  name: 'learners',
  version: 1,
  canHandle: ['UserRegistered', 'UserRenamed', 'UserRoleChanged', 'UserAffiliationChanged', 'SubmissionRequested', 'SubmissionJudged'],
  documentId: (event) => event.data.userId,
  evolve(doc, event, context) {
    const ownership = { owned: doc === null || context.owned === true };
    const current = doc ?? emptyLearner(event.data.userId);
    switch (event.type) {
      case 'UserRegistered':
        return { ...current, firstName: event.data.firstName, lastName: event.data.lastName ?? '', admin: event.data.role === 'admin' };
      case 'UserRenamed':
        return { ...current, firstName: event.data.firstName, lastName: event.data.lastName ?? '' };
      case 'UserRoleChanged':
        return { ...current, admin: event.data.role === 'admin' };
      case 'UserAffiliationChanged': {
        const { country, institution } = event.data;
        const { country: _c, institution: _i, ...rest } = current;
        return { ...rest, ...(country ? { country } : {}), ...(institution ? { institution } : {}) };
      }
      case 'SubmissionRequested': {
        const at = Date.parse(event.data.requestedAt);
        if (Number.isNaN(at)) return current;
        return { ...current, ...submittedOn(current, Math.floor(at / DAY_MS)) };
      }
      case 'SubmissionJudged': {
        if (event.data.status !== 'accepted' || current.solved.includes(event.data.problemId)) return current;
        const next = writable(current, ownership);
        next.solved = [...current.solved, event.data.problemId];
        return next;
      }
      default:
        return current;
    }
  },
});

/** Days in a row with a submission that reach today or yesterday (UTC), 0 otherwise: the profile's current streak, in UTC. */
export function streakOf(doc: Pick<LearnerDocument, 'lastDay' | 'run'>, now: Date): number {
  const today = Math.floor(now.getTime() / DAY_MS);
  return doc.lastDay !== null && today - doc.lastDay <= 1 ? doc.run : 0;
}

// Its queries.
/** Every learner with an account (admins left out). */
export async function listLearners(readModels: ReadModelStore): Promise<LearnerDocument[]> {
  const all = await readModels.list<LearnerDocument>(learnersProjection.name);
  return all.filter((l) => !l.admin && l.firstName !== '');
}
