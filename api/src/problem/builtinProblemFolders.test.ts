import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { problemLanguages } from '@forge/domain';
import {
  BUILTIN_PROBLEMS_DIR,
  type CasesJson,
  languageOfExtension,
  type ProblemJson,
  programFiles,
  readBuiltinProblems,
} from './builtinProblems';

const problems = readBuiltinProblems();
const entries = readdirSync(BUILTIN_PROBLEMS_DIR, { withFileTypes: true });
const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/** Every file under a folder, by its path inside it. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();

/** A problem's folder, read file by file. */
function folderOf(slug: string) {
  const folder = join(BUILTIN_PROBLEMS_DIR, slug);
  const text = (file: string) => readFileSync(join(folder, file), 'utf8');
  const problem = JSON.parse(text('problem.json')) as ProblemJson;
  const cases = JSON.parse(text('cases.json')) as CasesJson;
  const hasLimitCases = existsSync(join(folder, 'limitCases.mjs'));
  const limitCases = hasLimitCases ? (JSON.parse(text('limitCases.json')) as CasesJson['hidden']) : [];
  return { folder, text, problem, cases, hasLimitCases, limitCases };
}

/**
 * Each built-in problem is one folder of `api/builtin-problems/` (issue 30): its statement, cases,
 * the generator of its cases at the limits, its programs. What is loaded is what the files say.
 */
describe('the built-in problem folders', () => {
  it('are every one loaded, beside the limit cases’ scripts and the README only', () => {
    expect(problems.map((p) => p.slug).sort()).toEqual(folders.sort());
    expect(
      entries
        .filter((entry) => !entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['README.md', 'limitCaseHelpers.mjs', 'write-limit-cases.mjs']);
  });

  it.each(folders)('%s holds only the files its problem is read from', (slug) => {
    const { folder, problem, hasLimitCases } = folderOf(slug);
    const wrong = (problem.wrongSolutions ?? []).map((w) => w.file);
    expect(filesUnder(folder)).toEqual(
      [
        'problem.json',
        'statement.md',
        'cases.json',
        ...(hasLimitCases ? ['limitCases.mjs', 'limitCases.json'] : []),
        ...problemLanguages.flatMap((language) => [join('start', programFiles[language]), join('reference', programFiles[language])]),
        ...wrong,
      ].sort(),
    );
    for (const file of wrong) expect(file).toMatch(/^wrong\/[^/]+$/);
    const known = ['title', 'difficulty', 'tags', 'timeLimitSeconds', 'memoryLimitMb', 'outputLimitKb', 'wrongSolutions'];
    expect(Object.keys(problem).filter((key) => !known.includes(key))).toEqual([]);
  });

  it.each(problems.map((p) => [p.slug, p.content] as const))('%s is loaded as its files say', (slug, content) => {
    const { text, problem, cases, limitCases } = folderOf(slug);
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
    for (const language of problemLanguages) {
      expect(content.startCode.find((s) => s.language === language)?.initialCode).toBe(text(join('start', programFiles[language])).trim());
      expect(content.referenceSolution.find((s) => s.language === language)?.completeCode).toBe(
        text(join('reference', programFiles[language])).trim(),
      );
    }
    expect(content.wrongSolutions).toEqual(
      problem.wrongSolutions?.map(({ file, expectedVerdict }) => ({
        language: languageOfExtension[extname(file)],
        completeCode: text(file).trim(),
        expectedVerdict,
      })),
    );
  });

  it('hold the limit cases their generators and reference solutions write', () => {
    const check = spawnSync(process.execPath, [join(BUILTIN_PROBLEMS_DIR, 'write-limit-cases.mjs'), '--check'], { encoding: 'utf8' });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
    expect(check.stdout.trim().split('\n')).toHaveLength(folders.filter((slug) => folderOf(slug).hasLimitCases).length);
  }, 60_000);

  it('name the folder whose problem the create form would refuse', () => {
    const dir = mkdtempSync(join(tmpdir(), 'forge-builtin-'));
    try {
      cpSync(join(BUILTIN_PROBLEMS_DIR, 'staircase-ways'), join(dir, 'staircase-ways'), { recursive: true });
      const file = join(dir, 'staircase-ways', 'problem.json');
      writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as ProblemJson), difficulty: 'trivial' }));
      expect(() => readBuiltinProblems(dir)).toThrow(/^staircase-ways: difficulty: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
