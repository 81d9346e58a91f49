import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { END, type EventStore, handleCommand } from '@forge/events';
import {
  type ProblemContent,
  type ProblemLanguage,
  problemDecider,
  problemLanguages,
  streams,
  type WrongSolutionVerdict,
} from '@forge/domain';
import { problemContentBody } from './contentBody';

/**
 * The problem set shipped with the platform, beside `src/` and `dist/` alike: one folder per
 * problem, named by its slug (`api/builtin-problems/README.md` shows one).
 */
export const BUILTIN_PROBLEMS_DIR = resolve(__dirname, '..', '..', 'builtin-problems');

/** Each language's program in a problem's `start/` and `reference/` folders. */
export const programFiles: Record<ProblemLanguage, string> = { 'C++': 'main.cpp', Java: 'Main.java', JavaScript: 'main.js' };
/** A wrong solution's language, by its file's extension. */
export const languageOfExtension: Record<string, ProblemLanguage> = { '.cpp': 'C++', '.java': 'Java', '.js': 'JavaScript' };

/** `problem.json`: what is not a file of its own; each wrong solution is named by its file (`wrong/…`). */
export interface ProblemJson {
  title: string;
  difficulty: string;
  tags: string;
  timeLimitSeconds?: number;
  memoryLimitMb?: number;
  outputLimitKb?: number;
  wrongSolutions?: { file: string; expectedVerdict: WrongSolutionVerdict }[];
}
interface Case {
  input: string;
  output: string;
}
/** `cases.json`: the hand-written cases; the generated ones are in `limitCases.json`. */
export interface CasesJson {
  visible: (Case & { explanation: string })[];
  hidden: Case[];
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/**
 * One problem's folder as the create form's body, not yet validated: `problem.json`, the statement
 * (`statement.md`), the visible and hidden cases (`cases.json`) followed by the cases at the
 * limits that `limitCases.mjs` wrote (`limitCases.json`, if there is one), the start code and
 * reference solutions (`start/`, `reference/`) and the wrong solutions `problem.json` names.
 */
export function readProblemFolder(folder: string): unknown {
  const text = (file: string) => readFileSync(join(folder, file), 'utf8');
  const { wrongSolutions, ...problem } = readJson(join(folder, 'problem.json')) as ProblemJson;
  const cases = readJson(join(folder, 'cases.json')) as CasesJson;
  const limitCasesFile = join(folder, 'limitCases.json');
  const limitCases = existsSync(limitCasesFile) ? (readJson(limitCasesFile) as Case[]) : [];
  return {
    ...problem,
    description: text('statement.md'),
    visibleTestCases: cases.visible,
    hiddenTestCases: [...cases.hidden, ...limitCases],
    startCode: problemLanguages.map((language) => ({ language, initialCode: text(join('start', programFiles[language])) })),
    referenceSolution: problemLanguages.map((language) => ({ language, completeCode: text(join('reference', programFiles[language])) })),
    ...(wrongSolutions && {
      wrongSolutions: wrongSolutions.map(({ file, expectedVerdict }) => ({
        language: languageOfExtension[extname(file)],
        completeCode: text(file),
        expectedVerdict,
      })),
    }),
  };
}

/** The slugs of the shipped problems: the folders of `dir`. */
function builtinProblemSlugs(dir = BUILTIN_PROBLEMS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const difficultyRank = { easy: 0, medium: 1, hard: 2 } as const;

/** Reads and validates every shipped problem with the same rules as the create form; easy first. */
export function readBuiltinProblems(dir = BUILTIN_PROBLEMS_DIR): { slug: string; content: ProblemContent }[] {
  return builtinProblemSlugs(dir)
    .map((slug) => {
      const parsed = problemContentBody.safeParse(readProblemFolder(join(dir, slug)));
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
