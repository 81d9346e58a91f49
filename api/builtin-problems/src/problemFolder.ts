import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import {
  type InputValidator,
  type OutputValidation,
  problemLanguages,
  type ProblemLanguage,
  type Subtask,
  type WrongSolutionVerdict,
} from '@forge/contracts';
import { expandHarness } from './harness';

/**
 * The problem set shipped with the platform: this package's folder, one folder per problem named
 * by its slug (README.md shows one), beside `harness/`, the pieces their programs share.
 */
export const BUILTIN_PROBLEMS_DIR = resolve(__dirname, '..');

/** Each language's program in a problem's `start/` and `reference/` folders. */
export const programFiles: Record<ProblemLanguage, string> = {
  'C++': 'main.cpp',
  Java: 'Main.java',
  JavaScript: 'main.js',
  Python: 'main.py',
  C: 'main.c',
};
/** A program's language, by its file's extension. */
export const languageOfExtension: Readonly<Record<string, ProblemLanguage>> = {
  '.cpp': 'C++',
  '.java': 'Java',
  '.js': 'JavaScript',
  '.py': 'Python',
  '.c': 'C',
};

/**
 * `validation` in `problem.json`: the token rule with its flags inline, or a checker or an
 * interactor named by its source's file (and its helper files', each given to the program by its
 * basename) in the problem's folder (`checker/validate.cpp`).
 */
export type ValidationJson =
  | { kind: 'exact' }
  | { kind: 'tokens'; flags: string }
  | { kind: 'checker'; protocol: 'kattis' | 'testlib'; language: string; file: string; files?: string[] }
  | { kind: 'interactor'; language: string; file: string; files?: string[] };

/**
 * `inputValidator` in `problem.json` (issue 33): its source's file (`input_validators/validate.cpp`)
 * and its helper files', each given to the program by its basename: the shared strict reader is
 * `../input_validators/validator.h`.
 */
export interface InputValidatorJson {
  language: InputValidator['language'];
  file: string;
  files?: string[];
}

/** A wrong solution as `problem.json` names it: its file (`wrong/…`), its verdict and, for `Partial`, its score. */
export interface WrongSolutionJson {
  file: string;
  expectedVerdict: WrongSolutionVerdict;
  expectedScore?: number;
}

/** `problem.json`: what is not a file of its own; each wrong solution is named by its file (`wrong/…`). */
export interface ProblemJson {
  title: string;
  difficulty: string;
  tags: string;
  timeLimitSeconds?: number;
  memoryLimitMb?: number;
  outputLimitKb?: number;
  /** A language's time limit as a factor of `timeLimitSeconds` (issue 32): `{ "Python": 3 }`. */
  timeFactors?: Partial<Record<ProblemLanguage, number>>;
  validation?: ValidationJson;
  inputValidator?: InputValidatorJson;
  /** Scored groups of the hidden cases, as the wire has them (`cases` index the hidden cases, limit cases last). */
  subtasks?: Subtask[];
  wrongSolutions?: WrongSolutionJson[];
}
export interface Case {
  input: string;
  output: string;
}
/** `cases.json`: the hand-written cases; the generated ones are in `limitCases.json`. */
export interface CasesJson {
  visible: (Case & { explanation: string })[];
  hidden: Case[];
}

/** A problem as its folder gives it, in the create form's fields: read, not yet validated. */
export interface ProblemFolder extends Omit<ProblemJson, 'wrongSolutions' | 'validation' | 'inputValidator'> {
  description: string;
  visibleTestCases: CasesJson['visible'];
  hiddenTestCases: Case[];
  startCode: { language: ProblemLanguage; initialCode: string }[];
  referenceSolution: { language: ProblemLanguage; completeCode: string }[];
  wrongSolutions?: { language: ProblemLanguage; completeCode: string; expectedVerdict: WrongSolutionVerdict; expectedScore?: number }[];
  /** As the wire has it: a checker's or interactor's source and helper files read in. */
  validation?: OutputValidation;
  inputValidator?: InputValidator;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/**
 * A program of a problem's folder (`start/main.cpp`, `wrong/…`) as it is served: its language, by
 * its extension, and its code with the harness pieces it names put in (harness.ts). Throws naming
 * the problem and the file.
 */
export function readProgram(folder: string, file: string): { language: ProblemLanguage; code: string } {
  try {
    const language = languageOfExtension[extname(file)];
    if (!language) throw new Error(`a program is a ${Object.keys(languageOfExtension).join(', ')} file`);
    const code = expandHarness(readFileSync(join(folder, file), 'utf8'), language, join(dirname(folder), 'harness'));
    return { language, code };
  } catch (error) {
    throw new Error(`${basename(folder)}: ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** A program's source and helper files, read in (a helper by its basename). Throws naming the problem and the file. */
function readSourceFiles(folder: string, what: string, file: string, files: string[] | undefined) {
  const read = (name: string) => {
    try {
      return readFileSync(join(folder, name), 'utf8');
    } catch (error) {
      throw new Error(`${basename(folder)}: ${name}: the ${what}'s file cannot be read (${(error as Error).message})`, { cause: error });
    }
  };
  return { source: read(file), ...(files && { files: files.map((name) => ({ name: basename(name), content: read(name) })) }) };
}

/** The files of a checker or interactor that `validation` names, read in; other kinds as they are. Throws naming the problem and the file. */
export function readValidation(folder: string, validation: ValidationJson): OutputValidation {
  if (validation.kind !== 'checker' && validation.kind !== 'interactor') return validation;
  const { file, files, ...rest } = validation;
  return { ...rest, ...readSourceFiles(folder, validation.kind, file, files) } as OutputValidation;
}

/** The input validator's files that `inputValidator` names, read in. Throws naming the problem and the file. */
export function readInputValidator(folder: string, { language, file, files }: InputValidatorJson): InputValidator {
  return { language, ...readSourceFiles(folder, 'input validator', file, files) };
}

/**
 * One problem's folder in the create form's fields: `problem.json`, the statement (`statement.md`),
 * the visible and hidden cases (`cases.json`) followed by the cases at the limits that
 * `limitCases.mjs` wrote (`limitCases.json`, if there is one), the start code and reference
 * solutions (`start/`, `reference/`: each language's file that is there, in the editor's order),
 * the wrong solutions `problem.json` names, its checker's or interactor's source and helper files
 * when its `validation` names them, and its input validator's when `inputValidator` does.
 */
export function readProblemFolder(folder: string): ProblemFolder {
  const { wrongSolutions, validation, inputValidator, ...problem } = readJson(join(folder, 'problem.json')) as ProblemJson;
  const cases = readJson(join(folder, 'cases.json')) as CasesJson;
  const limitCasesFile = join(folder, 'limitCases.json');
  const limitCases = existsSync(limitCasesFile) ? (readJson(limitCasesFile) as Case[]) : [];
  /** The folder's programs of a kind, one per language it has a file for (the create form's rules say which it must have). */
  const programs = (kind: 'start' | 'reference') =>
    problemLanguages
      .filter((language) => existsSync(join(folder, kind, programFiles[language])))
      .map((language) => ({ language, code: readProgram(folder, `${kind}/${programFiles[language]}`).code }));
  return {
    ...problem,
    description: readFileSync(join(folder, 'statement.md'), 'utf8'),
    visibleTestCases: cases.visible,
    hiddenTestCases: [...cases.hidden, ...limitCases],
    startCode: programs('start').map(({ language, code }) => ({ language, initialCode: code })),
    referenceSolution: programs('reference').map(({ language, code }) => ({ language, completeCode: code })),
    ...(validation && { validation: readValidation(folder, validation) }),
    ...(inputValidator && { inputValidator: readInputValidator(folder, inputValidator) }),
    ...(wrongSolutions && {
      wrongSolutions: wrongSolutions.map(({ file, expectedVerdict, expectedScore }) => {
        const { language, code } = readProgram(folder, file);
        return { language, completeCode: code, expectedVerdict, ...(expectedScore !== undefined && { expectedScore }) };
      }),
    }),
  };
}

/** The slugs of the problems in `dir`: its folders that hold a `problem.json`, in order. */
export function builtinProblemSlugs(dir = BUILTIN_PROBLEMS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'problem.json')))
    .map((entry) => entry.name)
    .sort();
}

/** Every problem of `dir`, read (readProblemFolder), by slug. */
export function readBuiltinProblemFolders(dir = BUILTIN_PROBLEMS_DIR): { slug: string; problem: ProblemFolder }[] {
  return builtinProblemSlugs(dir).map((slug) => ({ slug, problem: readProblemFolder(join(dir, slug)) }));
}
