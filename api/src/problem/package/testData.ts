import { join } from 'node:path';
import type { Subtask } from '@forge/contracts';
import { entries, exists, mapOf, numberOf, readText, readYaml, textOf, type Findings } from './packageFiles';

/** The platform's caps on a problem's cases (contracts/src/problem.ts). */
const MAX_VISIBLE = 20;
const MAX_HIDDEN = 100;
const MAX_CASE_TEXT = 2_000_000;

export interface PackageCase {
  /** The case's path in the package, without .in. */
  readonly name: string;
  readonly input: string;
  readonly output: string;
}

export interface TestData {
  readonly samples: PackageCase[];
  readonly secret: PackageCase[];
  readonly subtasks?: Subtask[];
  /** The output validator's arguments (flags) from `testdata.yaml`/`test_group.yaml`, if any. */
  readonly validatorFlags?: string;
}

/** A test group's settings: `test_group.yaml` (the current format) or `testdata.yaml` (legacy, 2023-07). */
const groupYaml = async (root: string, dir: string, findings: Findings) => {
  const current = join(dir, 'test_group.yaml');
  return (await exists(join(root, current))) ? readYaml(root, current, findings) : readYaml(root, join(dir, 'testdata.yaml'), findings);
};

/** Output validator arguments as a string of flags: `output_validator_args` (a list or a string) or legacy `output_validator_flags`. */
export const validatorArgs = (settings: Record<string, unknown>): string | undefined => {
  const args = settings.output_validator_args ?? settings.output_validator_flags;
  if (Array.isArray(args)) return args.map(String).join(' ');
  return textOf(args) ?? textOf(mapOf(args).flags);
};

/**
 * The cases of a group and its subgroups, in the format's order (lexicographic on the base
 * name, cases and groups alike): every `.in` needs its `.ans`; `.desc`, `.hint` and
 * illustrations are not cases and are left alone.
 */
async function casesUnder(root: string, dir: string, findings: Findings, recursive = true): Promise<PackageCase[]> {
  const list = await entries(join(root, dir));
  const names = new Set(list.filter((e) => !e.dir).map((e) => e.name));
  const items = [
    ...list.filter((e) => e.dir && recursive).map((e) => ({ key: e.name, dir: true })),
    ...list.filter((e) => !e.dir && e.name.endsWith('.in')).map((e) => ({ key: e.name.slice(0, -3), dir: false })),
  ].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const cases: PackageCase[] = [];
  for (const item of items) {
    const path = join(dir, item.key);
    if (item.dir) {
      cases.push(...(await casesUnder(root, path, findings)));
      continue;
    }
    if (!names.has(`${item.key}.ans`)) {
      findings.problems.push(`${path}.in has no answer (${path}.ans)`);
      continue;
    }
    const [input, output] = await Promise.all([readText(join(root, `${path}.in`)), readText(join(root, `${path}.ans`))]);
    for (const [text, ext] of [
      [input, 'in'],
      [output, 'ans'],
    ] as const) {
      if (text.length > MAX_CASE_TEXT)
        findings.problems.push(`${path}.${ext} is larger than ${MAX_CASE_TEXT} characters, the largest case the platform keeps`);
      if (text.length === 0) findings.problems.push(`${path}.${ext} is empty: the platform keeps no empty case`);
    }
    cases.push({ name: path, input, output });
  }
  return cases;
}

/**
 * `data/sample` and `data/secret` as the platform's visible and hidden cases. On a scoring
 * problem each group directly under `data/secret` is a subtask: its points its `max_score` (the
 * current format) or, in the legacy one, its `accept_score` (default 1) for each of its cases
 * (the default grader sums); `require_pass` names the groups it depends on.
 */
export async function readTestData(root: string, scoring: boolean, findings: Findings): Promise<TestData> {
  const samples = await casesUnder(root, 'data/sample', findings);
  const secret: PackageCase[] = [];
  const top = await groupYaml(root, 'data', findings);
  const secretSettings = { ...top, ...(await groupYaml(root, 'data/secret', findings)) };
  const validatorFlags = validatorArgs(secretSettings);
  if (samples.length > MAX_VISIBLE) {
    findings.warnings.push(`${samples.length} samples: the first ${MAX_VISIBLE} are shown, the rest judged as hidden cases`);
    secret.push(...samples.splice(MAX_VISIBLE));
  }
  const subtasks: Subtask[] = [];
  const list = await entries(join(root, 'data/secret'));
  const loose = list.filter((e) => !e.dir && e.name.endsWith('.in'));
  if (!scoring || loose.length > 0) {
    // Cases directly in data/secret (and every case of a pass-fail problem).
    const direct = await casesUnder(root, 'data/secret', findings, !scoring);
    if (scoring) {
      const points = Math.max(1, Math.round(direct.length * (numberOf(secretSettings.accept_score) ?? 1)));
      subtasks.push({ name: 'secret', points, cases: direct.map((_, i) => secret.length + i) });
      findings.warnings.push(`the cases directly in data/secret are scored together as the subtask "secret" (${points} points)`);
    }
    secret.push(...direct);
  }
  if (scoring) {
    for (const group of list.filter((e) => e.dir)) {
      const dir = `data/secret/${group.name}`;
      const settings = { ...secretSettings, ...(await groupYaml(root, dir, findings)) };
      const cases = await casesUnder(root, dir, findings);
      if (cases.length === 0) continue;
      const maxScore = numberOf(settings.max_score);
      const points = Math.round(maxScore ?? cases.length * (numberOf(settings.accept_score) ?? 1));
      const requires = (Array.isArray(settings.require_pass) ? settings.require_pass : [settings.require_pass])
        .map((name) => textOf(name)?.replace(/^secret\//, ''))
        .filter((name): name is string => name !== undefined && subtasks.some((s) => s.name === name));
      subtasks.push({
        name: group.name,
        points: Math.min(1000, Math.max(1, points)),
        cases: cases.map((_, i) => secret.length + i),
        ...(requires.length > 0 ? { dependsOn: requires } : {}),
      });
      secret.push(...cases);
    }
  }
  if (samples.length === 0) findings.problems.push('data/sample has no cases: the platform shows at least one');
  if (secret.length === 0) findings.problems.push('data/secret has no cases: the platform judges at least one hidden case');
  if (secret.length > MAX_HIDDEN)
    findings.problems.push(`data/secret has ${secret.length} cases, more than the ${MAX_HIDDEN} the platform keeps`);
  return { samples, secret, ...(scoring && subtasks.length > 0 ? { subtasks } : {}), ...(validatorFlags ? { validatorFlags } : {}) };
}
