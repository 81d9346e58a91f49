import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join, relative } from 'node:path';
import {
  BUILTIN_PROBLEMS_DIR,
  type CasesJson,
  harnessPieceFiles,
  languageOfExtension,
  namedPieces,
  type ProblemJson,
  programFiles,
  type ValidationJson,
} from '@forge/builtin-problems';
import { type ProblemLanguage, problemLanguages } from '@forge/domain';
import { readBuiltinProblems } from './builtinProblems';

const problems = readBuiltinProblems();
const entries = readdirSync(BUILTIN_PROBLEMS_DIR, { withFileTypes: true });
/** The package's own folders: the harness pieces, the input validators' shared reader, its sources and (once built) its build. */
const packageFolders = ['dist', 'harness', 'input_validators', 'src'];
const folders = entries.filter((entry) => entry.isDirectory() && !packageFolders.includes(entry.name)).map((entry) => entry.name);
const harnessDir = join(BUILTIN_PROBLEMS_DIR, 'harness');

/** Every file under a folder, by its path inside it. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();

/** A harness piece's text: `harness/<folder>/<name><extension>`. */
const piece = (language: ProblemLanguage, name: string) => {
  const { folder, extension } = harnessPieceFiles[language];
  return readFileSync(join(harnessDir, folder, `${name}${extension}`), 'utf8').replace(/\n$/, '');
};

/**
 * A program's text with each `// @harness <name>` line (`# @harness <name>` in Python) replaced by
 * that piece, indented as the line: what a learner is served.
 */
const served = (code: string, language: ProblemLanguage) =>
  code.replace(
    language === 'Python' ? /^([ \t]*)# @harness ([\w-]+)$/gm : /^([ \t]*)\/\/ @harness ([\w-]+)$/gm,
    (_line, indent: string, name: string) =>
      piece(language, name)
        .split('\n')
        .map((line) => (line === '' ? line : indent + line))
        .join('\n'),
  );

/** The files a problem's checker or interactor is read from, as `problem.json` names them. */
const validationFiles = ({ validation }: ProblemJson): string[] =>
  validation?.kind === 'checker' || validation?.kind === 'interactor' ? [validation.file, ...(validation.files ?? [])] : [];

/** A problem's folder, read file by file. */
function folderOf(slug: string) {
  const folder = join(BUILTIN_PROBLEMS_DIR, slug);
  const text = (file: string) => readFileSync(join(folder, file), 'utf8');
  const program = (file: string) => served(text(file), languageOfExtension[extname(file)]!).trim();
  const problem = JSON.parse(text('problem.json')) as ProblemJson;
  const cases = JSON.parse(text('cases.json')) as CasesJson;
  const hasLimitCases = existsSync(join(folder, 'limitCases.mjs'));
  const limitCases = hasLimitCases ? (JSON.parse(text('limitCases.json')) as CasesJson['hidden']) : [];
  /** The languages it has start code in (the spec's three at least): each has its reference solution too. */
  const languages = problemLanguages.filter((language) => existsSync(join(folder, 'start', programFiles[language])));
  return { folder, text, program, problem, cases, hasLimitCases, limitCases, languages };
}

/**
 * Each built-in problem is one folder of `api/builtin-problems/` (issue 30): its statement, cases,
 * the generator of its cases at the limits, its programs. What is loaded is what the files say.
 */
describe('the built-in problem folders', () => {
  it('are every one loaded, beside the harness, the limit cases’ scripts, the README and the package’s own files only', () => {
    expect(problems.map((p) => p.slug).sort()).toEqual(folders.sort());
    expect(
      entries
        .filter((entry) => !entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['README.md', 'limitCaseHelpers.mjs', 'package.json', 'tsconfig.json', 'write-limit-cases.mjs']);
  });

  it.each(folders)('%s holds only the files its problem is read from', (slug) => {
    const { folder, problem, hasLimitCases, languages } = folderOf(slug);
    expect(languages).toEqual(expect.arrayContaining(['C++', 'Java', 'JavaScript']));
    const wrong = (problem.wrongSolutions ?? []).map((w) => w.file);
    const checker = validationFiles(problem);
    expect(filesUnder(folder)).toEqual(
      [
        'problem.json',
        'statement.md',
        'cases.json',
        ...(hasLimitCases ? ['limitCases.mjs', 'limitCases.json'] : []),
        ...languages.flatMap((language) => [join('start', programFiles[language]), join('reference', programFiles[language])]),
        ...wrong,
        ...checker,
        // Every problem's input validator (issue 33), its shared reader outside the folder.
        'input_validators/validate.cpp',
      ].sort(),
    );
    for (const file of wrong) expect(file).toMatch(/^wrong\/[^/]+$/);
    // A checker's or interactor's files live in a folder of their own, named for what they are.
    for (const file of checker) expect(file).toMatch(/^(checker|interactor)\/[^/]+$/);
    const known = [
      'title',
      'difficulty',
      'tags',
      'timeLimitSeconds',
      'memoryLimitMb',
      'outputLimitKb',
      'timeFactors',
      'validation',
      'inputValidator',
      'subtasks',
      'wrongSolutions',
    ];
    expect(Object.keys(problem).filter((key) => !known.includes(key))).toEqual([]);
  });

  it.each(problems.map((p) => [p.slug, p.content] as const))('%s is loaded as its files say', (slug, content) => {
    const { text, program, problem, cases, limitCases, languages } = folderOf(slug);
    expect(content.title).toBe(problem.title);
    expect(content.difficulty).toBe(problem.difficulty);
    expect(content.tags.split(', ')).toEqual(problem.tags.split(',').map((tag) => tag.trim()));
    expect([content.timeLimitSeconds, content.memoryLimitMb, content.outputLimitKb]).toEqual([
      problem.timeLimitSeconds,
      problem.memoryLimitMb,
      problem.outputLimitKb,
    ]);
    expect(content.description).toBe(text('statement.md').trim());
    expect(content.visibleTestCases).toEqual(cases.visible);
    // The hand-written hidden cases first, then the generated ones, in order: a proof's message names a case by its place.
    expect(content.hiddenTestCases).toEqual([...cases.hidden, ...limitCases]);
    expect(content.timeFactors).toEqual(problem.timeFactors);
    // In the editor's order, each language the folder has a program for.
    expect(content.startCode.map((s) => s.language)).toEqual(languages);
    expect(content.referenceSolution.map((s) => s.language)).toEqual(languages);
    for (const language of languages) {
      expect(content.startCode.find((s) => s.language === language)?.initialCode).toBe(program(join('start', programFiles[language])));
      expect(content.referenceSolution.find((s) => s.language === language)?.completeCode).toBe(
        program(join('reference', programFiles[language])),
      );
    }
    expect(content.wrongSolutions).toEqual(
      problem.wrongSolutions?.map(({ file, expectedVerdict, expectedScore }) => ({
        language: languageOfExtension[extname(file)],
        completeCode: program(file),
        expectedVerdict,
        ...(expectedScore !== undefined && { expectedScore }),
      })),
    );
    expect(content.subtasks).toEqual(problem.subtasks);
    const validation = problem.validation;
    if (validation?.kind === 'checker' || validation?.kind === 'interactor') {
      const { file, files, ...rest } = validation;
      expect(content.validation).toEqual({
        ...rest,
        source: text(file).trim(),
        ...(files && { files: files.map((name) => ({ name: basename(name), content: text(name) })) }),
      });
    } else {
      expect(content.validation).toEqual(validation);
    }
    expect(problem.inputValidator).toEqual({
      language: 'cpp',
      file: 'input_validators/validate.cpp',
      files: ['../input_validators/validator.h'],
    });
    expect(content.inputValidator).toEqual({
      language: 'cpp',
      source: text('input_validators/validate.cpp').trim(),
      files: [{ name: 'validator.h', content: readFileSync(join(BUILTIN_PROBLEMS_DIR, 'input_validators', 'validator.h'), 'utf8') }],
    });
  });

  // The programs share their harness (harness/, README.md): each piece once per language, put in where a program names it.
  it.each(problems.map((p) => [p.slug, p.content] as const))(
    '%s is served as whole programs, with no harness directive left',
    (_slug, content) => {
      const codes = [
        ...content.startCode.map((s) => s.initialCode),
        ...content.referenceSolution.map((s) => s.completeCode),
        ...(content.wrongSolutions ?? []).map((w) => w.completeCode),
      ];
      for (const code of codes) expect(code).not.toContain('@harness');
    },
  );

  it('name every harness piece in some program of its language, and only pieces there are', () => {
    const named = (language: ProblemLanguage) =>
      new Set(
        folders.flatMap((slug) => {
          const { folder, problem } = folderOf(slug);
          const files = [
            ...[join('start', programFiles[language]), join('reference', programFiles[language])],
            ...(problem.wrongSolutions ?? []).map((w) => w.file).filter((file) => languageOfExtension[extname(file)] === language),
          ];
          return files
            .filter((file) => existsSync(join(folder, file)))
            .flatMap((file) => namedPieces(readFileSync(join(folder, file), 'utf8'), language));
        }),
      );
    for (const language of problemLanguages) {
      const { folder, extension } = harnessPieceFiles[language];
      const pieces = readdirSync(join(harnessDir, folder)).map((file) => {
        expect(extname(file)).toBe(extension);
        return basename(file, extension);
      });
      expect([...named(language)].sort()).toEqual(pieces.sort());
    }
    expect(readdirSync(harnessDir).sort()).toEqual(problemLanguages.map((language) => harnessPieceFiles[language].folder).sort());
  });

  // Issue 32: the create form requires only the spec's three, but every shipped problem has all five.
  it.each(folders)('%s has its start code and reference solution in every language', (slug) => {
    const { content } = problems.find((p) => p.slug === slug)!;
    expect(content.startCode.map((s) => s.language)).toEqual([...problemLanguages]);
    expect(content.referenceSolution.map((s) => s.language)).toEqual([...problemLanguages]);
  });

  it('hold the limit cases their generators and reference solutions write', () => {
    const check = spawnSync(process.execPath, [join(BUILTIN_PROBLEMS_DIR, 'write-limit-cases.mjs'), '--check'], { encoding: 'utf8' });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
    expect(check.stdout.trim().split('\n')).toHaveLength(folders.filter((slug) => folderOf(slug).hasLimitCases).length);
  }, 60_000);

  it('name the folder whose problem the create form would refuse', () => {
    const dir = mkdtempSync(join(tmpdir(), 'forge-builtin-'));
    try {
      cpSync(harnessDir, join(dir, 'harness'), { recursive: true });
      cpSync(join(BUILTIN_PROBLEMS_DIR, 'input_validators'), join(dir, 'input_validators'), { recursive: true });
      cpSync(join(BUILTIN_PROBLEMS_DIR, 'staircase-ways'), join(dir, 'staircase-ways'), { recursive: true });
      const file = join(dir, 'staircase-ways', 'problem.json');
      writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as ProblemJson), difficulty: 'trivial' }));
      expect(() => readBuiltinProblems(dir)).toThrow(/^staircase-ways: difficulty: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // problem.json names its checker's (or interactor's) files; the loading reads them in, and says which one it could not.
  it.each<[string, ValidationJson, RegExp | object]>([
    [
      'reads a checker and its helper files in, each helper by its basename',
      { kind: 'checker', protocol: 'kattis', language: 'cpp', file: 'checker/validate.cpp', files: ['checker/helper.h'] },
      {
        kind: 'checker',
        protocol: 'kattis',
        language: 'cpp',
        source: 'int main() { return 42; }',
        files: [{ name: 'helper.h', content: '#pragma once\n' }],
      },
    ],
    [
      'reads an interactor in',
      { kind: 'interactor', language: 'cpp', file: 'checker/validate.cpp' },
      { kind: 'interactor', language: 'cpp', source: 'int main() { return 42; }' },
    ],
    [
      'keeps the token rule’s flags as they are',
      { kind: 'tokens', flags: 'float_tolerance 1e-6' },
      { kind: 'tokens', flags: 'float_tolerance 1e-6' },
    ],
    [
      'names the problem and the checker file that is not there',
      { kind: 'checker', protocol: 'kattis', language: 'cpp', file: 'checker/missing.cpp' },
      /^staircase-ways: checker\/missing\.cpp: the checker's file cannot be read \(ENOENT/,
    ],
    [
      'names the problem and the helper file that is not there',
      { kind: 'interactor', language: 'cpp', file: 'checker/validate.cpp', files: ['checker/gone.h'] },
      /^staircase-ways: checker\/gone\.h: the interactor's file cannot be read \(ENOENT/,
    ],
  ])('%s (validation in problem.json)', (_what, validation, expected) => {
    const dir = mkdtempSync(join(tmpdir(), 'forge-builtin-'));
    try {
      cpSync(harnessDir, join(dir, 'harness'), { recursive: true });
      cpSync(join(BUILTIN_PROBLEMS_DIR, 'input_validators'), join(dir, 'input_validators'), { recursive: true });
      const folder = join(dir, 'staircase-ways');
      cpSync(join(BUILTIN_PROBLEMS_DIR, 'staircase-ways'), folder, { recursive: true });
      mkdirSync(join(folder, 'checker'));
      writeFileSync(join(folder, 'checker', 'validate.cpp'), 'int main() { return 42; }\n');
      writeFileSync(join(folder, 'checker', 'helper.h'), '#pragma once\n');
      const file = join(folder, 'problem.json');
      writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as ProblemJson), validation }));
      if (expected instanceof RegExp) expect(() => readBuiltinProblems(dir)).toThrow(expected);
      else expect(readBuiltinProblems(dir)[0]!.content.validation).toEqual(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('carries subtasks and a Partial wrong solution’s expected score from problem.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'forge-builtin-'));
    try {
      cpSync(harnessDir, join(dir, 'harness'), { recursive: true });
      cpSync(join(BUILTIN_PROBLEMS_DIR, 'input_validators'), join(dir, 'input_validators'), { recursive: true });
      const folder = join(dir, 'staircase-ways');
      cpSync(join(BUILTIN_PROBLEMS_DIR, 'staircase-ways'), folder, { recursive: true });
      const file = join(folder, 'problem.json');
      const problem = JSON.parse(readFileSync(file, 'utf8')) as ProblemJson;
      const hidden = readBuiltinProblems(dir)[0]!.content.hiddenTestCases.length;
      const subtasks = [
        { name: 'first', points: 20, cases: [0] },
        { name: 'rest', points: 80, cases: Array.from({ length: hidden - 1 }, (_, i) => i + 1) },
      ];
      const wrong = problem.wrongSolutions![0]!;
      writeFileSync(
        file,
        JSON.stringify({ ...problem, subtasks, wrongSolutions: [{ file: wrong.file, expectedVerdict: 'Partial', expectedScore: 20 }] }),
      );
      const { content } = readBuiltinProblems(dir)[0]!;
      expect(content.subtasks).toEqual(subtasks);
      expect(content.wrongSolutions?.map((w) => [w.expectedVerdict, w.expectedScore])).toEqual([['Partial', 20]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // A program that names a piece there is not, or names one where its language's pieces do not fit, is not served broken.
  it.each<[string, string, (code: string) => string, RegExp]>([
    [
      'a piece there is not',
      'start/main.cpp',
      (code) => code.replace('// @harness chain', '// @harness chains'),
      /^reverse-a-chain: start\/main\.cpp: line 6: no harness piece "chains" in C\+\+ \(harness\/cpp\/chains\.cpp\)$/,
    ],
    [
      'a Java piece outside class Main',
      'reference/Main.java',
      (code) => `// @harness chain\n${code.replace('    // @harness chain\n', '')}`,
      /^reverse-a-chain: reference\/Main\.java: line 1: \/\/ @harness chain is out of place: a Java piece is named in class Main's body, among its members$/,
    ],
    [
      'a JavaScript piece inside a function',
      'start/main.js',
      (code) =>
        code.replace('// @harness chain\n', '').replace('printList(reverseList(readList()));', 'function main() {\n  // @harness chain\n}'),
      /^reverse-a-chain: start\/main\.js: line 1\d: \/\/ @harness chain is out of place: a JavaScript piece is named at the top level, outside every block$/,
    ],
  ])('name the problem and the program that names %s', (_what, file, edit, message) => {
    const dir = mkdtempSync(join(tmpdir(), 'forge-builtin-'));
    try {
      cpSync(harnessDir, join(dir, 'harness'), { recursive: true });
      cpSync(join(BUILTIN_PROBLEMS_DIR, 'input_validators'), join(dir, 'input_validators'), { recursive: true });
      cpSync(join(BUILTIN_PROBLEMS_DIR, 'reverse-a-chain'), join(dir, 'reverse-a-chain'), { recursive: true });
      const path = join(dir, 'reverse-a-chain', file);
      const code = readFileSync(path, 'utf8');
      expect(edit(code)).not.toBe(code);
      writeFileSync(path, edit(code));
      expect(() => readBuiltinProblems(dir)).toThrow(message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
