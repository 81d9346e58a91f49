import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import yaml from 'js-yaml';
import type { SubmissionLanguage } from '@forge/contracts';

/** What a package's reading found wrong (refusals) and worth saying (warnings, skips). */
export interface Findings {
  /** Each one refuses the package; all are named together. */
  readonly problems: string[];
  readonly warnings: string[];
  /** Files the import does not use, each with why (a language the judge does not know, say). */
  readonly skipped: { path: string; reason: string }[];
}
export const newFindings = (): Findings => ({ problems: [], warnings: [], skipped: [] });

export const exists = async (path: string) => (await stat(path).catch(() => null)) !== null;
export const isDir = async (path: string) => (await stat(path).catch(() => null))?.isDirectory() ?? false;

/** A folder's entries in the format's order (lexicographic on the name), or none when it is absent. */
export async function entries(dir: string): Promise<{ name: string; dir: boolean }[]> {
  const list = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return list
    .filter((e) => e.isFile() || e.isDirectory())
    .map((e) => ({ name: e.name, dir: e.isDirectory() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export const readText = (path: string) => readFile(path, 'utf8');

/**
 * A YAML file of the package as a map: absent is `{}`, one that does not parse (or is not a map)
 * is a problem named with its path and the parser's words.
 */
export async function readYaml(root: string, path: string, findings: Findings): Promise<Record<string, unknown>> {
  const full = join(root, path);
  if (!(await exists(full))) return {};
  try {
    const value = yaml.load(await readText(full), { schema: yaml.CORE_SCHEMA });
    if (value === null || value === undefined) return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      findings.problems.push(`${path} is not a map of keys`);
      return {};
    }
    return value as Record<string, unknown>;
  } catch (error) {
    findings.problems.push(`${path} is not readable YAML: ${(error as Error).message.split('\n')[0]}`);
    return {};
  }
}

/** The languages the judge compiles, by a source file's extension (problemtools' defaults for these five). */
const languageByExtension: Readonly<Record<string, SubmissionLanguage>> = {
  '.cpp': 'cpp',
  '.cc': 'cpp',
  '.cxx': 'cpp',
  '.c++': 'cpp',
  '.C': 'cpp',
  '.c': 'c',
  '.java': 'java',
  '.js': 'javascript',
  '.py': 'python',
  '.py3': 'python',
};
export const languageOfFile = (name: string): SubmissionLanguage | undefined => languageByExtension[extname(name)];

/** A number of a YAML value, or undefined. */
export const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
export const mapOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A program of the package (a checker, an interactor, an input validator): one source file and its helpers. */
export interface PackageProgram {
  readonly path: string;
  readonly language: SubmissionLanguage;
  readonly source: string;
  readonly files: { name: string; content: string }[];
}

const HELPER_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}[A-Za-z0-9]$/;
const hasMain = (language: SubmissionLanguage, source: string) =>
  language === 'cpp' || language === 'c'
    ? /\bmain\s*\(/.test(source)
    : language === 'java'
      ? /static\s+void\s+main\s*\(/.test(source)
      : true;

/**
 * A program given as one file or as a folder of files (the format's two ways): its main source
 * is the one file in a language the judge compiles that has a `main` (or the only one); the rest
 * of the folder goes beside it. Null, with the reason, when there is no such source.
 */
export async function readProgram(root: string, path: string): Promise<PackageProgram | { reason: string }> {
  const full = join(root, path);
  const names = (await isDir(full)) ? (await entries(full)).filter((e) => !e.dir).map((e) => e.name) : [];
  const files = names.length > 0 ? names.map((name) => ({ name, path: join(full, name) })) : [{ name: path.split('/').pop()!, path: full }];
  const read = await Promise.all(files.map(async (f) => ({ ...f, content: await readText(f.path), language: languageOfFile(f.name) })));
  const sources = read.filter((f) => f.language !== undefined);
  const main = sources.find((f) => hasMain(f.language!, f.content) && (f.language !== 'python' || sources.length === 1)) ?? sources[0];
  if (!main) {
    const kinds = [...new Set(read.map((f) => extname(f.name) || f.name))].join(', ');
    return { reason: `written in ${kinds}, which the judge does not compile` };
  }
  const helpers = read.filter((f) => f !== main);
  const unnamed = helpers.find((f) => !HELPER_NAME.test(f.name));
  if (unnamed) return { reason: `its file "${unnamed.name}" has a name the judge cannot place beside it` };
  return { path, language: main.language!, source: main.content, files: helpers.map((f) => ({ name: f.name, content: f.content })) };
}
