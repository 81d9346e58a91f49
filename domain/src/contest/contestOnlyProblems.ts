import type { ReadModelStore } from '@forge/events';
import { projection } from '@forge/events';
import type { ContestEvent } from './events';
import { contestWindow } from './contest';

/**
 * A contest's contest-only problems (issue 36): made for it, hidden from the library until it ends.
 * One small document per contest that has any, rebuilt from the contests' streams.
 */
export interface ContestOnlyProblems {
  readonly contestId: string;
  /** ISO time the contest ends: the problems show in the library from then on. */
  readonly endsAt: string;
  readonly problemIds: readonly string[];
}

const endOf = (settings: { startTime: string; durationMinutes: number }) =>
  new Date(contestWindow({ ...settings, freezeMinutes: 0 }).end).toISOString();

export const contestOnlyProblemsProjection = projection<ContestOnlyProblems, ContestEvent>({
  name: 'contestOnlyProblems',
  version: 1,
  canHandle: ['ContestCreated', 'ContestUpdated', 'ContestProblemsSet', 'ContestDeleted'],
  documentId: (event) => event.data.contestId,
  evolve(doc, event) {
    switch (event.type) {
      case 'ContestCreated':
        return { contestId: event.data.contestId, endsAt: endOf(event.data), problemIds: [] };
      case 'ContestUpdated':
        return doc && { ...doc, endsAt: endOf(event.data) };
      case 'ContestProblemsSet':
        return doc && { ...doc, problemIds: event.data.contestOnly ?? [] };
      case 'ContestDeleted':
        return null;
      default:
        return doc;
    }
  },
});

/** The problems hidden from the library at `now`, each with the contests that hide it. */
export function hiddenAt(docs: readonly ContestOnlyProblems[], now: string): Map<string, string[]> {
  const hidden = new Map<string, string[]>();
  const at = Date.parse(now);
  for (const doc of docs) {
    if (Date.parse(doc.endsAt) <= at) continue;
    for (const problemId of doc.problemIds) hidden.set(problemId, [...(hidden.get(problemId) ?? []), doc.contestId]);
  }
  return hidden;
}

// Its query.
export async function listHiddenProblems(readModels: ReadModelStore, now: string): Promise<Map<string, string[]>> {
  return hiddenAt(await readModels.list<ContestOnlyProblems>(contestOnlyProblemsProjection.name), now);
}
