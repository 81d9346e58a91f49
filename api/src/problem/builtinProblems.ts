import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { END, type EventStore, handleCommand } from '@forge/events';
import { type ProblemContent, problemDecider, streams } from '@forge/domain';
import { problemContentBody } from './contentBody';

/** The problem set shipped with the platform, beside `src/` and `dist/` alike. */
export const BUILTIN_PROBLEMS_DIR = resolve(__dirname, '..', '..', 'builtin-problems');

const difficultyRank = { easy: 0, medium: 1, hard: 2 } as const;

/** Reads and validates every shipped problem with the same rules as the create form; easy first. */
export function readBuiltinProblems(dir = BUILTIN_PROBLEMS_DIR): { slug: string; content: ProblemContent }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = problemContentBody.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return { slug: file.replace(/\.json$/, ''), content: parsed.data };
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
