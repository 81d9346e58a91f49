import { difficulties, submissionLanguageOf, type ProblemLanguage } from '@forge/contracts';
import type { ProblemContent } from '@forge/domain';
import type { Readable } from 'node:stream';
import yaml from 'js-yaml';
import yazl from 'yazl';
import { defaultLimits } from '@forge/judge';
import { testlibAsKattis } from './testlibShim';

/** The file name of a program in each language, as the format's examples name them. */
const fileOf: Readonly<Record<ProblemLanguage, string>> = {
  'C++': 'main.cpp',
  Java: 'Main.java',
  JavaScript: 'main.js',
  Python: 'main.py',
  C: 'main.c',
};
const extensionOf = (language: string) => ({ cpp: 'cpp', java: 'java', javascript: 'js', python: 'py', c: 'c' })[language] ?? language;
/** The format's language codes (its appendix), for code templates. */
const templateFolder: Readonly<Record<ProblemLanguage, string>> = {
  'C++': 'cpp',
  Java: 'java',
  JavaScript: 'javascript',
  Python: 'python3',
  C: 'c',
};
export const templateLanguages = Object.fromEntries(
  Object.entries(templateFolder).map(([language, folder]) => [folder, language]),
) as Readonly<Record<string, ProblemLanguage>>;
const verdictFolder = {
  'Wrong Answer': 'wrong_answer',
  'Time Limit Exceeded': 'time_limit_exceeded',
  'Runtime Error': 'run_time_error',
  'Memory Limit Exceeded': 'run_time_error',
  Partial: 'partially_accepted',
} as const;
/** The platform's exact rule, as the default validator's flags say it closest (and an import reads back as exact). */
export const EXACT_FLAGS = 'case_sensitive space_change_sensitive';
const commentOf = (language: string, text: string) => (language === 'python' ? `# ${text}\n` : `// ${text}\n`);
const pad = (n: number) => String(n).padStart(3, '0');

/**
 * A problem as a Kattis/ICPC problem package (2023-07), which the import reads back to the same
 * problem: problem.yaml (name, type, limits, difficulty and tags as keywords), the statement as
 * statement/problem.en.md, the samples and hidden cases (a scored problem's in one group per
 * subtask, with max_score and require_pass), the checker or interactor in output_validator/ (a testlib
 * checker with a Kattis main, see testlibShim.ts), the
 * input validator, the start code as code templates, and the reference and wrong solutions in the
 * folders of their verdicts. Time factors have no place in the format and are left out.
 */
export function exportPackage(content: ProblemContent): Readable {
  const zip = new yazl.ZipFile();
  const add = (path: string, text: string) => zip.addBuffer(Buffer.from(text, 'utf8'), path);
  const validation = content.validation ?? { kind: 'exact' as const };
  const type = [content.subtasks ? 'scoring' : 'pass-fail', ...(validation.kind === 'interactor' ? ['interactive'] : [])];
  const limits = {
    // A problem without its own limit has the judge's default: the package says it.
    time_limit: content.timeLimitSeconds ?? defaultLimits.cpuSeconds,
    ...(content.memoryLimitMb ? { memory: content.memoryLimitMb } : {}),
    ...(content.outputLimitKb ? { output: Math.max(1, Math.ceil(content.outputLimitKb / 1024)) } : {}),
  };
  const problemYaml = {
    problem_format_version: '2023-07-draft',
    name: { en: content.title },
    type: type.length === 1 ? type[0] : type,
    ...(Object.keys(limits).length > 0 ? { limits } : {}),
    keywords: [content.difficulty, ...content.tags.split(',').map((t) => t.trim())].filter((k) => k.length > 0),
  };
  add('problem.yaml', yaml.dump(problemYaml));
  add('statement/problem.en.md', `${content.description}\n`);
  const flags = validation.kind === 'tokens' ? validation.flags : validation.kind === 'exact' ? EXACT_FLAGS : '';
  if (flags) add('data/testdata.yaml', yaml.dump({ output_validator_args: flags }));
  content.visibleTestCases.forEach((c, i) => {
    add(`data/sample/${pad(i + 1)}.in`, c.input);
    add(`data/sample/${pad(i + 1)}.ans`, c.output);
  });
  const groupOf = new Map<number, string>();
  // Groups are read back in lexicographic order: numbered so the subtasks keep theirs.
  const names = content.subtasks?.map((s) => s.name) ?? [];
  const sorted = names.every((name, i) => i === 0 || names[i - 1]! < name) && names.every((n) => /^[A-Za-z0-9_-]+$/.test(n));
  const dirOf = new Map(names.map((name, i) => [name, sorted ? name : `${pad(i + 1)}-${name.replace(/[^A-Za-z0-9_-]+/g, '_')}`]));
  for (const subtask of content.subtasks ?? []) {
    const dir = dirOf.get(subtask.name)!;
    subtask.cases.forEach((index) => groupOf.set(index, dir));
    const dependsOn = (subtask.dependsOn ?? []).map((name) => dirOf.get(name)).filter(Boolean);
    add(
      `data/secret/${dir}/testdata.yaml`,
      yaml.dump({ max_score: subtask.points, ...(dependsOn.length > 0 ? { require_pass: dependsOn } : {}) }),
    );
  }
  content.hiddenTestCases.forEach((c, i) => {
    const group = groupOf.get(i);
    const base = `data/secret/${group ? `${group}/` : ''}${pad(i + 1)}`;
    add(`${base}.in`, c.input);
    add(`${base}.ans`, c.output);
  });
  if (validation.kind === 'checker' || validation.kind === 'interactor') {
    const name = validation.kind === 'interactor' ? 'interactor' : 'validator';
    // A testlib checker (C++, as testlib is) goes in with a Kattis main of its own (testlibShim.ts).
    const program = validation.kind === 'checker' && validation.protocol === 'testlib' ? testlibAsKattis(validation) : validation;
    add(`output_validator/${name}.${extensionOf(validation.language)}`, program.source);
    for (const file of program.files ?? []) add(`output_validator/${file.name}`, file.content);
  }
  if (content.inputValidator) {
    add(`input_validators/validator/validator.${extensionOf(content.inputValidator.language)}`, content.inputValidator.source);
    for (const file of content.inputValidator.files ?? []) add(`input_validators/validator/${file.name}`, file.content);
  }
  for (const start of content.startCode)
    add(`attachments/templates/${templateFolder[start.language]}/${fileOf[start.language]}`, start.initialCode);
  for (const reference of content.referenceSolution) add(`submissions/accepted/${fileOf[reference.language]}`, reference.completeCode);
  (content.wrongSolutions ?? []).forEach((wrong, i) => {
    const language = submissionLanguageOf[wrong.language];
    const file = fileOf[wrong.language].replace(/^(main|Main)/, language === 'java' ? 'Main' : `wrong-${pad(i + 1)}`);
    // Java's class is Main: each Java wrong solution gets a folder of its own.
    const path = language === 'java' ? `wrong-${pad(i + 1)}/${file}` : file;
    const tag =
      wrong.expectedVerdict === 'Partial' && !wrong.completeCode.includes('@EXPECTED_SCORE@')
        ? commentOf(language, `@EXPECTED_SCORE@: ${wrong.expectedScore ?? 0}`)
        : '';
    add(`submissions/${verdictFolder[wrong.expectedVerdict]}/${path}`, `${tag}${wrong.completeCode}`);
  });
  zip.end();
  return zip.outputStream as unknown as Readable;
}

export const isDifficulty = (keyword: string) => (difficulties as readonly string[]).includes(keyword);
