import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LanguageId } from './api';
import { languages, toolsOf, type Language } from './languages';
import { findExecutable } from './sandbox/host';
import { installationRoot } from './sandbox/mounts';

const run = promisify(execFile);

export type Toolchain =
  | {
      readonly available: true;
      readonly language: Language;
      /** The compiler's or runtime's version text, part of the artifact key. */
      readonly version: string;
      /** Tool name -> real path on the host (and so in the sandbox, which binds it). */
      readonly paths: ReadonlyMap<string, string>;
      /** Host paths the sandbox must bind for this toolchain. */
      readonly mounts: readonly string[];
      /** The compile command as this host runs it (tools resolved, optional flags added). */
      readonly compileCommand: readonly string[];
    }
  | { readonly available: false; readonly language: Language; readonly reason: string };

/** Finds every language's tools on this host. A missing toolchain disables its language only. */
export async function findToolchains(): Promise<Map<LanguageId, Toolchain>> {
  const found = await Promise.all(Object.values(languages).map(findToolchain));
  return new Map(found.map((toolchain) => [toolchain.language.id, toolchain]));
}

async function findToolchain(language: Language): Promise<Toolchain> {
  const paths = new Map<string, string>();
  const mounts = new Set((await Promise.all(language.readOnlyPaths.map(expandPattern))).flat());
  for (const tool of toolsOf(language)) {
    const where = await findExecutable(tool);
    if (!where) return { available: false, language, reason: `${tool} is not installed` };
    // The real path skips /etc/alternatives, which the sandbox does not need to resolve then.
    const real = await fs.realpath(where);
    paths.set(tool, real);
    const root = await installationRoot(real);
    if (root) mounts.add(root);
  }
  const compileCommand = resolveCommand(paths, language.compile.command);
  for (const [tool, flags] of Object.entries(language.compile.withTool ?? {})) {
    if (await findExecutable(tool)) compileCommand.push(...flags);
  }
  const [tool = '', ...args] = language.version;
  try {
    const { stdout, stderr } = await run(paths.get(tool) ?? tool, args, { timeout: 30_000 });
    return { available: true, language, version: `${stdout}${stderr}`.trim(), paths, mounts: [...mounts], compileCommand };
  } catch (error) {
    return { available: false, language, reason: `${tool} does not run: ${(error as Error).message}` };
  }
}

/** The toolchain with flags added to its compile command (which is part of every build's cache key). */
export function withCompileFlags(toolchain: Toolchain & { available: true }, flags: readonly string[]): Toolchain & { available: true } {
  return { ...toolchain, compileCommand: [...toolchain.compileCommand, ...flags] };
}

/** The command with its tool name replaced by the tool's real path. */
export function resolveCommand(paths: ReadonlyMap<string, string>, command: readonly string[]): string[] {
  const [tool = '', ...args] = command;
  return [paths.get(tool) ?? tool, ...args];
}

/** `/etc/java-*-openjdk` -> the existing paths it names (one `*`, in the last part only). */
async function expandPattern(pattern: string): Promise<string[]> {
  if (!pattern.includes('*')) return [pattern];
  const dir = path.dirname(pattern);
  const [before = '', after = ''] = path.basename(pattern).split('*');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(before) && name.endsWith(after)).map((name) => path.join(dir, name));
}
