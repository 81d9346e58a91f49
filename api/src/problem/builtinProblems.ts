import { BUILTIN_PROBLEMS_DIR, readBuiltinProblemFolders } from '@forge/builtin-problems';
import { END, type EventStore, handleCommand } from '@forge/events';
import { type ProblemContent, problemDecider, streams } from '@forge/domain';
import { problemContentBody } from './contentBody';

const difficultyRank = { easy: 0, medium: 1, hard: 2 } as const;

/**
 * Reads every shipped problem (`api/builtin-problems`, the @forge/builtin-problems package: one
 * folder each, its programs with their harness pieces put in) and validates it with the same
 * rules as the create form; easy first.
 */
export function readBuiltinProblems(dir = BUILTIN_PROBLEMS_DIR): { slug: string; content: ProblemContent }[] {
  return readBuiltinProblemFolders(dir)
    .map(({ slug, problem }) => {
      const parsed = problemContentBody.safeParse(problem);
      if (!parsed.success) throw new Error(`${slug}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return { slug, content: parsed.data };
    })
    .sort((a, b) => difficultyRank[a.content.difficulty] - difficultyRank[b.content.difficulty]);
}

/** On the first start, with nothing in the log, the library is filled with the shipped problems. */
export async function loadBuiltinProblemsIntoEmptyLog(
  store: EventStore,
  deps: { newId: () => string; clock: () => Date },
): Promise<number> {
  const [any] = await store.readAll({ fromPosition: END, direction: 'backwards', maxCount: 1 });
  if (any) return 0;
  const problems = readBuiltinProblems();
  for (const { content } of problems) {
    const problemId = deps.newId();
    await handleCommand(store, streams.problem(problemId), problemDecider, {
      type: 'CreateProblem',
      data: { problemId, content, by: 'system', now: deps.clock().toISOString() },
    });
  }
  return problems.length;
}
