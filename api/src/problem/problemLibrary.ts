import { listProblems, problemListProjection } from '@forge/domain';
import type { ReadModelStore } from '@forge/events';
import { derivedFrom } from '../cache/cachedReadModels';
import { prepareJson, type PreparedJson } from '../http/preparedJson';
import { toProblemSummaryView } from './problemView';

/**
 * The library as GET /api/problem/getAllProblem answers it, serialised once per change of the list
 * (cache/cachedReadModels.ts), not once per request. The page served for /problems carries the same
 * bytes (http/problemListShell.ts), so the two never disagree on what a learner may see. A learner's
 * leaves out the `hidden` problems (issue 36: contest-only ones until their contest ends; none for admins).
 */
export const problemLibrary = (readModels: ReadModelStore, hidden: ReadonlySet<string> = new Set()): Promise<PreparedJson> =>
  derivedFrom(readModels, problemListProjection.name, `getAllProblem:${[...hidden].sort().join(',')}`, async () =>
    prepareJson((await listProblems(readModels)).filter((problem) => !hidden.has(problem.problemId)).map(toProblemSummaryView)),
  );
