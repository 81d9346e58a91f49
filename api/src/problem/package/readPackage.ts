import { join } from 'node:path';
import {
  maxOutputLimitKb,
  tagValues,
  type Difficulty,
  type ProblemLanguage,
  type InputValidator,
  type OutputValidation,
  type Subtask,
} from '@forge/contracts';
import {
  entries,
  exists,
  isDir,
  mapOf,
  newFindings,
  numberOf,
  readProgram,
  readText,
  readYaml,
  textOf,
  type Findings,
} from './packageFiles';
import { readStatement } from './statement';
import { readSubmissions, type PackageSubmission } from './submissions';
import { readTestData, type PackageCase } from './testData';
import { EXACT_FLAGS, isDifficulty, templateLanguages } from './exportPackage';
import { PackageRefused } from './zip';
import { testlibInside } from './testlibShim';

/** How the time limit is found when the package does not give one: the format's multiplier rule over the slowest accepted submission. */
export type TimeRule =
  | { readonly kind: 'given'; readonly seconds: number }
  /** Legacy: slowest × `time_multiplier` (default 5), rounded to the nearest whole second, at least 1 (problemtools). */
  | { readonly kind: 'legacy'; readonly multiplier: number }
  /** 2023-07 on: the smallest multiple of `time_resolution` (default 1 s) ≥ slowest × `ac_to_time_limit` (default 2). */
  | { readonly kind: 'multiples'; readonly multiplier: number; readonly resolution: number };

export interface ProblemPackage {
  /** `legacy`, or the problem_format_version it names. */
  readonly format: string;
  readonly title: string;
  readonly description: string;
  readonly difficulty: Difficulty;
  readonly tags: string;
  readonly samples: readonly PackageCase[];
  readonly secret: readonly PackageCase[];
  readonly subtasks?: Subtask[];
  readonly validation: OutputValidation;
  readonly inputValidator?: InputValidator;
  readonly timeRule: TimeRule;
  readonly memoryLimitMb?: number;
  readonly outputLimitKb?: number;
  readonly submissions: readonly PackageSubmission[];
  /** Start code from `attachments/templates/<language>/`, where the package has it. */
  readonly templates: Partial<Record<ProblemLanguage, string>>;
  readonly warnings: readonly string[];
  readonly skipped: readonly { path: string; reason: string }[];
}

export interface ReadOptions {
  readonly difficulty?: Difficulty;
  readonly tags?: string;
}

/** The folder that holds problem.yaml: the given one, or the one folder inside it (a zip of the problem's folder). */
async function packageRoot(dir: string): Promise<string> {
  if (await exists(join(dir, 'problem.yaml'))) return dir;
  const inside = await entries(dir);
  if (inside.length === 1 && inside[0]!.dir && (await exists(join(dir, inside[0]!.name, 'problem.yaml'))))
    return join(dir, inside[0]!.name);
  return dir;
}

const english = (value: unknown): string | undefined => {
  const text = textOf(value);
  if (text !== undefined) return text.trim();
  const map = mapOf(value);
  return textOf(map.en ?? Object.values(map)[0])?.trim();
};
const people = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .map((p) => textOf(p) ?? textOf(mapOf(p).name))
    .filter((p): p is string => p !== undefined)
    // The legacy author is one string of names separated by "," or "and".
    .flatMap((p) => p.split(/\s*(?:,|\band\b)\s*/))
    .map((p) => p.replace(/\s*<[^>]*>/, '').trim())
    .filter(Boolean);

/** Source, authors and license, as a line under the statement (the issue: shown with it). */
function creditsLine(config: Record<string, unknown>): string {
  const credits = config.credits;
  const authors = [...people(config.author), ...(typeof credits === 'string' ? people(credits) : people(mapOf(credits).authors))];
  const sources = (Array.isArray(config.source) ? config.source : [config.source])
    .map((s) => textOf(s) ?? textOf(mapOf(s).name))
    .filter(Boolean);
  const parts = [
    sources.length > 0 ? `Source: ${sources.join(', ')}` : '',
    authors.length > 0 ? `Author${authors.length > 1 ? 's' : ''}: ${authors.join(', ')}` : '',
    textOf(config.license) ? `License: ${textOf(config.license)}` : '',
    textOf(config.rights_owner) ? `Rights owner: ${textOf(config.rights_owner)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `\n\n---\n\n*${parts.join(' · ')}*` : '';
}

const typesOf = (config: Record<string, unknown>) =>
  (Array.isArray(config.type) ? config.type : [config.type ?? 'pass-fail']).map((t) => String(t).trim());

/** The output validator program: `output_validator/` (2023-07 on) is it; `output_validators/` (legacy) holds it. */
async function outputValidator(root: string, findings: Findings) {
  if (await isDir(join(root, 'output_validator')))
    return { program: await readProgram(root, 'output_validator'), path: 'output_validator' };
  const inside = await entries(join(root, 'output_validators'));
  if (inside.length === 0) return null;
  inside
    .slice(1)
    .forEach((e) => findings.skipped.push({ path: `output_validators/${e.name}`, reason: 'the platform runs one output validator' }));
  const path = `output_validators/${inside[0]!.name}`;
  return { program: await readProgram(root, path), path };
}

async function readValidation(
  root: string,
  config: Record<string, unknown>,
  legacy: boolean,
  flags: string | undefined,
  findings: Findings,
) {
  const types = typesOf(config);
  const validation = (textOf(config.validation) ?? 'default').trim().split(/\s+/);
  for (const unsupported of ['multi-pass', 'submit-answer']) {
    if (types.includes(unsupported)) findings.problems.push(`problems of type ${unsupported} are not supported`);
  }
  if (validation.includes('score')) findings.problems.push('validation "custom score" (a validator that scores) is not supported');
  const interactive = types.includes('interactive') || validation.includes('interactive');
  const validator = await outputValidator(root, findings);
  const custom = interactive || validation[0] === 'custom' || (!legacy && validator !== null);
  const allFlags = [textOf(config.validator_flags), flags].filter(Boolean).join(' ').trim();
  if (!custom) {
    // The flags an export writes for the platform's exact rule (exportPackage.ts) read back as it.
    if (allFlags === EXACT_FLAGS) return { kind: 'exact' } as const;
    if (validator) findings.warnings.push('the output validator is not used: problem.yaml asks for the default validation');
    return { kind: 'tokens', flags: allFlags } as const;
  }
  if (!validator) {
    findings.problems.push(`the problem's validation is ${interactive ? 'interactive' : 'custom'}, but there is no output validator`);
    return { kind: 'exact' } as const;
  }
  if ('reason' in validator.program) {
    findings.problems.push(`the output validator ${validator.path} is ${validator.program.reason}`);
    return { kind: 'exact' } as const;
  }
  if (allFlags) findings.warnings.push(`the validator flags "${allFlags}" are not passed to the package's own validator`);
  const { language, source, files } = validator.program;
  const program = { language, source, ...(files.length > 0 ? { files } : {}) };
  if (interactive) return { kind: 'interactor', ...program } as const;
  // A testlib checker an export wrapped in a Kattis main is a testlib checker again.
  const testlib = testlibInside(validator.program);
  return testlib
    ? ({ kind: 'checker', protocol: 'testlib', ...testlib } as const)
    : ({ kind: 'checker', protocol: 'kattis', ...program } as const);
}

async function readInputValidator(root: string, findings: Findings): Promise<InputValidator | undefined> {
  let chosen: InputValidator | undefined;
  for (const item of await entries(join(root, 'input_validators'))) {
    const path = `input_validators/${item.name}`;
    const program = await readProgram(root, path);
    if ('reason' in program) findings.skipped.push({ path, reason: program.reason });
    else if (chosen) findings.skipped.push({ path, reason: 'the platform runs one input validator' });
    else chosen = { language: program.language, source: program.source, ...(program.files.length > 0 ? { files: program.files } : {}) };
  }
  return chosen;
}

/** The format's code templates, one per language folder of `attachments/templates/` the platform knows. */
async function readTemplates(root: string): Promise<Partial<Record<ProblemLanguage, string>>> {
  const templates: Partial<Record<ProblemLanguage, string>> = {};
  for (const folder of await entries(join(root, 'attachments/templates'))) {
    const language = templateLanguages[folder.name];
    const file = folder.dir && language ? (await entries(join(root, 'attachments/templates', folder.name))).find((e) => !e.dir) : undefined;
    if (language && file) templates[language] = await readText(join(root, 'attachments/templates', folder.name, file.name));
  }
  return templates;
}

const clamp = (value: number, low: number, high: number, what: string, findings: Findings) => {
  const kept = Math.min(high, Math.max(low, value));
  if (kept !== value) findings.warnings.push(`${what} ${value} is outside the platform's ${low} to ${high}: ${kept} is used`);
  return kept;
};

async function readTimeRule(root: string, limits: Record<string, unknown>, legacy: boolean): Promise<TimeRule> {
  const given =
    numberOf(limits.time_limit) ??
    ((await exists(join(root, '.timelimit'))) ? numberOf((await readText(join(root, '.timelimit'))).trim()) : undefined);
  if (given !== undefined) return { kind: 'given', seconds: given };
  if (legacy) return { kind: 'legacy', multiplier: numberOf(limits.time_multiplier) ?? 5 };
  return {
    kind: 'multiples',
    multiplier: numberOf(mapOf(limits.time_multipliers).ac_to_time_limit) ?? 2,
    resolution: numberOf(limits.time_resolution) ?? 1,
  };
}

/**
 * Reads a problem package folder (Kattis/ICPC format, legacy or 2023-07): every problem found is
 * named in one refusal (PackageRefused); otherwise the problem as the platform keeps it, its
 * example submissions to prove it with, and what was skipped or is worth a warning.
 */
export async function readProblemPackage(dir: string, options: ReadOptions = {}): Promise<ProblemPackage> {
  const root = await packageRoot(dir);
  const findings = newFindings();
  const hasYaml = await exists(join(root, 'problem.yaml'));
  if (!hasYaml) findings.problems.push('problem.yaml is missing');
  const config = await readYaml(root, 'problem.yaml', findings);
  const format = textOf(config.problem_format_version) ?? 'legacy';
  const legacy = format === 'legacy';
  const scoring = typesOf(config).includes('scoring');
  const title = english(config.name);
  if (hasYaml && Object.keys(config).length > 0 && !title) findings.problems.push('problem.yaml has no name');
  const data = await readTestData(root, scoring, findings);
  const validation = await readValidation(root, config, legacy, data.validatorFlags, findings);
  const inputValidator = await readInputValidator(root, findings);
  const statement = await readStatement(root, findings);
  const submissions = await readSubmissions(root, scoring, findings);
  const limits = mapOf(config.limits);
  const timeRule = await readTimeRule(root, limits, legacy);
  const memory = numberOf(limits.memory);
  const output = numberOf(limits.output);
  const keywords = (Array.isArray(config.keywords) ? config.keywords.map(String) : (textOf(config.keywords) ?? '').split(/\s+/)).filter(
    Boolean,
  );
  const tags = options.tags ?? (keywords.filter((k) => (tagValues as readonly string[]).includes(k)).join(', ') || 'array');
  if (!options.tags && !keywords.some((k) => (tagValues as readonly string[]).includes(k)))
    findings.warnings.push(`no keyword is one of the platform's tags (${tagValues.join(', ')}): tagged array`);
  const difficulty = options.difficulty ?? (keywords.find(isDifficulty) as Difficulty | undefined);
  if (!difficulty) findings.warnings.push('the format has no difficulty: medium, until an admin says otherwise');
  const templates = await readTemplates(root);
  if (findings.problems.length > 0) throw new PackageRefused(findings.problems);
  return {
    format,
    title: title!,
    description: `${statement}${creditsLine(config)}`,
    difficulty: difficulty ?? 'medium',
    tags,
    samples: data.samples,
    secret: data.secret,
    ...(data.subtasks ? { subtasks: data.subtasks } : {}),
    validation,
    ...(inputValidator ? { inputValidator } : {}),
    timeRule,
    ...(memory !== undefined ? { memoryLimitMb: Math.round(clamp(memory, 32, 1024, 'The memory limit (MiB)', findings)) } : {}),
    ...(output !== undefined
      ? { outputLimitKb: Math.round(clamp(output * 1024, 1, maxOutputLimitKb, 'The output limit (kB)', findings)) }
      : {}),
    submissions,
    templates,
    warnings: findings.warnings,
    skipped: findings.skipped,
  };
}
