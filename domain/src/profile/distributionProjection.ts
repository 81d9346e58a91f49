import type { ReadModelStore } from '@forge/events';
import { projection, writable } from '@forge/events';
import type { SubmissionDistribution } from '@forge/contracts';
import type { SubmissionLanguage, SubmissionLifecycleEvent } from '../submission/events';

/** Memory is counted in steps of 16 kB: finer would only add keys, not tell solutions apart. */
export const MEMORY_STEP_KB = 16;
export const HISTOGRAM_BINS = 10;

/** Accepted runtimes (by millisecond) and memories (by 16 kB) with how many submissions had each. */
export interface CostCounts {
  readonly runtimes: Readonly<Record<string, number>>;
  readonly memories: Readonly<Record<string, number>>;
}

/** A problem's accepted solutions by language (issue 35): what "faster than N %" is read from. */
export interface DistributionDocument {
  readonly problemId: string;
  /** The language of each submission still waiting for its verdict (the verdict does not name it). */
  readonly pending: Readonly<Record<string, SubmissionLanguage>>;
  readonly languages: Readonly<Partial<Record<SubmissionLanguage, CostCounts>>>;
}

export const runtimeKey = (seconds: number) => Math.round(seconds * 1000);
export const memoryKey = (kb: number) => Math.floor(kb / MEMORY_STEP_KB) * MEMORY_STEP_KB;

const counted = (counts: Readonly<Record<string, number>>, key: number) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 });

export const distributionProjection = projection<DistributionDocument, SubmissionLifecycleEvent>({
  name: 'solutionDistribution',
  version: 1,
  canHandle: ['SubmissionRequested', 'SubmissionJudged'],
  documentId: (event) => event.data.problemId,
  evolve(doc, event, context) {
    const ownership = { owned: doc === null || context.owned === true };
    const current = doc ?? { problemId: event.data.problemId, pending: {}, languages: {} };
    switch (event.type) {
      case 'SubmissionRequested': {
        const next = writable(current, ownership);
        next.pending = { ...current.pending, [event.data.submissionId]: event.data.language };
        return next;
      }
      case 'SubmissionJudged': {
        const { submissionId, status, runtime, memory } = event.data;
        const language = current.pending[submissionId];
        // Counted once, against the request it answers.
        if (language === undefined) return current;
        const next = writable(current, ownership);
        const { [submissionId]: _judged, ...pending } = current.pending;
        next.pending = pending;
        if (status !== 'accepted') return next;
        const counts = current.languages[language] ?? { runtimes: {}, memories: {} };
        next.languages = {
          ...current.languages,
          [language]: { runtimes: counted(counts.runtimes, runtimeKey(runtime)), memories: counted(counts.memories, memoryKey(memory)) },
        };
        return next;
      }
      default:
        return current;
    }
  },
});

/** The share of the others (in percent, one decimal) strictly above `mine`; 100 when there are no others. */
function beats(counts: Readonly<Record<string, number>>, mine: number): number {
  let total = 0;
  let above = 0;
  for (const key in counts) {
    total += counts[key]!;
    if (Number(key) > mine) above += counts[key]!;
  }
  const others = total - 1;
  return others <= 0 ? 100 : Math.round((above / others) * 1000) / 10;
}

/** Equal-width bins from the least to the most, in the unit `scale` turns a key into. */
function histogram(counts: Readonly<Record<string, number>>, scale: (key: number) => number, step: number) {
  const keys = Object.keys(counts).map(Number);
  if (keys.length === 0) return [];
  const least = Math.min(...keys);
  const width = Math.max(step, Math.ceil((Math.max(...keys) - least + step) / HISTOGRAM_BINS / step) * step);
  const bins = Array.from({ length: HISTOGRAM_BINS }, (_, i) => ({
    from: scale(least + i * width),
    to: scale(least + (i + 1) * width),
    count: 0,
  }));
  for (const key of keys) bins[Math.min(HISTOGRAM_BINS - 1, Math.floor((key - least) / width))]!.count += counts[key]!;
  while (bins.length > 1 && bins.at(-1)!.count === 0) bins.pop();
  return bins;
}

/** Where an accepted submission's runtime and memory stand among its problem's accepted ones in its language. */
export function distributionOf(counts: CostCounts, runtime: number, memory: number): SubmissionDistribution {
  return {
    runtimeBeats: beats(counts.runtimes, runtimeKey(runtime)),
    memoryBeats: beats(counts.memories, memoryKey(memory)),
    runtimeHistogram: histogram(counts.runtimes, (ms) => ms / 1000, 1),
    memoryHistogram: histogram(counts.memories, (kb) => kb, MEMORY_STEP_KB),
  };
}

// Its queries: how the API reads this read model.
export async function getDistribution(
  readModels: ReadModelStore,
  submission: { problemId: string; language: SubmissionLanguage; runtime: number; memory: number },
): Promise<SubmissionDistribution | undefined> {
  const doc = await readModels.get<DistributionDocument>(distributionProjection.name, submission.problemId);
  const counts = doc?.languages[submission.language];
  return counts && distributionOf(counts, submission.runtime, submission.memory);
}
