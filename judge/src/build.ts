import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { artifactKey, type Artifact, type ArtifactStore } from './artifacts';
import type { LanguageId } from './api';
import type { Mount } from './sandbox/command';
import type { SlotOwner } from './slotPool';
import { constants } from 'node:os';
import { runSandboxed, type SandboxHost, type SandboxOutcome } from './sandbox/sandbox';
import type { Toolchain } from './toolchain';

/** Compiler output kept for the learner. */
export const compileOutputBytes = 64 * 1024;

/** A file written beside the source for the compiler (a checker's headers: testlib.h, validate.h), kept with the program. */
export interface SourceFile {
  readonly name: string;
  readonly content: string;
}

/** A plain name in the compile dir: no path, no hidden file. */
const fileName = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export type Build =
  /** `program` is the caller's own hold on the built program, to release when its tests are done. */
  | { readonly kind: 'ready'; readonly program: Artifact; readonly compiled: boolean; readonly cpuSeconds: number }
  | { readonly kind: 'rejected'; readonly output: string; readonly cpuSeconds: number }
  | { readonly kind: 'fault'; readonly reason: string };

export interface BuilderDeps {
  readonly host: SandboxHost;
  readonly store: ArtifactStore;
  /** Where compilers get their writable working directories. */
  readonly scratchDir: string;
  /** Read-only directories a language's compiler is given (C++'s precompiled header, javac's archive, once dumped). */
  readonly compileMounts: Readonly<Partial<Record<LanguageId, readonly Mount[]>>>;
  /** Runs `work` on a free slot when it is `owner`'s turn (compiling takes a core like a test does). */
  readonly onSlot: <T>(work: (slot: number) => Promise<T>, owner: SlotOwner) => Promise<T>;
  readonly uidOf: (slot: number) => number;
}

/**
 * Compiles each distinct program once: the result is cached by a hash of language, command,
 * toolchain version, source and the files beside it, and concurrent requests for the same
 * program share one compile.
 */
export class Builder {
  private readonly pending = new Map<string, Promise<Build>>();
  compilations = 0;

  constructor(private readonly deps: BuilderDeps) {}

  /** `whileCompiling` is called once the compiler runs (or at once when nothing compiles); `files` go beside the source. */
  async build(
    toolchain: Toolchain & { available: true },
    source: string,
    owner: SlotOwner,
    { whileCompiling = () => {}, files = [] }: { readonly whileCompiling?: () => void; readonly files?: readonly SourceFile[] } = {},
  ): Promise<Build> {
    const { language } = toolchain;
    const misnamed = files.find((file) => !fileName.test(file.name) || file.name === language.sourceFile);
    if (misnamed) {
      whileCompiling();
      return { kind: 'rejected', output: `A file beside the source cannot be named ${JSON.stringify(misnamed.name)}.`, cpuSeconds: 0 };
    }
    const key = programKey(toolchain, source, files);
    const cached = await this.deps.store.open(key);
    if (cached) {
      whileCompiling();
      return { kind: 'ready', program: cached, compiled: false, cpuSeconds: 0 };
    }
    const running = this.pending.get(key);
    if (running) {
      whileCompiling();
      const built = await running;
      if (built.kind !== 'ready') return built;
      // The compiling job holds its own links; this one takes its own from the cache.
      const program = await this.deps.store.open(key);
      if (program) return { ...built, program };
      // Another judge evicted it in between: compile it again.
    }
    const compiling: Promise<Build> = this.deps
      .onSlot((slot) => this.compile(toolchain, { source, files }, key, slot, whileCompiling), owner)
      .finally(() => {
        if (this.pending.get(key) === compiling) this.pending.delete(key);
      });
    this.pending.set(key, compiling);
    return compiling;
  }

  private async compile(
    toolchain: Toolchain & { available: true },
    { source, files }: { readonly source: string; readonly files: readonly SourceFile[] },
    key: string,
    slot: number,
    whileCompiling: () => void,
  ): Promise<Build> {
    const { language } = toolchain;
    const uid = this.deps.uidOf(slot);
    const scratch = await fs.mkdtemp(path.join(this.deps.scratchDir, `${process.pid}-${language.id}-`));
    try {
      await fs.writeFile(path.join(scratch, language.sourceFile), source, { mode: 0o644 });
      for (const file of files) await fs.writeFile(path.join(scratch, file.name), file.content, { mode: 0o644, flag: 'wx' });
      await fs.chown(scratch, uid, uid);
      const mounts: Mount[] = [{ source: scratch, target: '/box', writable: true }];
      mounts.push(...(this.deps.compileMounts[language.id] ?? []));
      this.compilations++;
      const limits = language.compile;
      const outcome = await runSandboxed(this.deps.host, {
        uid,
        command: toolchain.compileCommand,
        mounts,
        cwd: '/box',
        stdin: '',
        onSpawn: whileCompiling,
        stdoutBytes: compileOutputBytes,
        stderrBytes: compileOutputBytes,
        limits: {
          cpuSeconds: limits.cpuSeconds,
          wallSeconds: limits.cpuSeconds * 3 + 1,
          memoryBytes: limits.memoryMb * 1024 * 1024,
          processes: limits.processes,
          fileBytes: 256 * 1024 * 1024,
          stackBytes: 64 * 1024 * 1024,
          tmpBytes: 256 * 1024 * 1024,
        },
      });
      if (outcome.failure) return { kind: 'fault', reason: outcome.failure };
      const cpuSeconds = outcome.cpuSeconds;
      const output = Buffer.concat([outcome.stdout, outcome.stderr]).subarray(0, compileOutputBytes).toString('utf8');
      const hostFailure = compilerHostFailure(outcome, output);
      if (hostFailure !== null) return { kind: 'fault', reason: hostFailure };
      if (outcome.timedOut) return { kind: 'rejected', output: `Compilation time limit exceeded\n${output}`, cpuSeconds };
      if (outcome.oomKilled) return { kind: 'rejected', output: `Compilation memory limit exceeded\n${output}`, cpuSeconds };
      const entry = language.compile.entry;
      if (outcome.exitCode !== 0) {
        const explained = entry?.explain(output);
        return { kind: 'rejected', output: explained ? `${explained}\n\n${output}` : output, cpuSeconds };
      }
      const cannotStart = await entry?.check(scratch);
      if (cannotStart) return { kind: 'rejected', output: `${cannotStart}\n${output}`.trimEnd(), cpuSeconds };
      const program = await this.deps.store.save(key, scratch, artifactNames(language.compile.artifacts, files));
      if (!program) return { kind: 'rejected', output: `${output}\nthe compiler produced no program`, cpuSeconds };
      return { kind: 'ready', program, compiled: true, cpuSeconds };
    } catch (error) {
      return { kind: 'fault', reason: `building failed on the host: ${(error as Error).message}` };
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
  }
}

/**
 * The cache key of a source and the files beside it. Without files it is the key the source has
 * always had; with them, a hash over that key and the files (sorted by name).
 */
export function programKey(toolchain: Toolchain & { available: true }, source: string, files: readonly SourceFile[] = []): string {
  const key = artifactKey({ language: toolchain.language.id, command: toolchain.compileCommand, toolchain: toolchain.version, source });
  if (files.length === 0) return key;
  const sorted = [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map((file) => [file.name, file.content]);
  return createHash('sha256')
    .update(JSON.stringify([key, sorted]))
    .digest('hex');
}

/** The built program's files: the language's, and the files beside the source (a JavaScript checker requires its own). */
function artifactNames(artifacts: RegExp, files: readonly SourceFile[]): RegExp {
  if (files.length === 0) return artifacts;
  const names = files.map((file) => file.name.replace(/\./g, '\\.')).join('|');
  return new RegExp(`(?:${artifacts.source})|^(?:${names})$`);
}

/**
 * Compiler output that only a failing host writes, at its very start: a learner's source cannot
 * put anything there (g++'s and javac's messages start with the source file's name, node's with
 * `main.js`), so none of these can be spoofed by a program's text.
 */
const hostFailureStarts: readonly RegExp[] = [
  // g++'s driver could not start its own parts (cc1plus, as, ld): out of processes or memory.
  /^(?:\S*\/)?(?:g\+\+|gcc|c\+\+)(?:-[\d.]+)?: (?:fatal )?error: [^\n]*(?:Resource temporarily unavailable|Cannot allocate memory)/,
  // javac's JVM could not start: its threads, its heap, its class-data archive.
  /^\[[^\]\n]*\]\[warning\]\[os,thread\] Failed to start (?:thread|the native thread)/,
  /^Error occurred during initialization of VM/,
  // node (JavaScript's check) could not start its threads.
  /^node\[\d+\]: [^\n]*uv_thread_create/,
];

/**
 * Why a compile failed for the host's reasons rather than the source's, or null: the compiler
 * could not start its processes or threads, or died of SIGBUS (a damaged file it maps, such as
 * javac's class-data archive). Such a compile is a host fault, never a Compilation Error.
 */
export function compilerHostFailure(outcome: Pick<SandboxOutcome, 'signal' | 'timedOut' | 'oomKilled'>, output: string): string | null {
  if (outcome.signal === constants.signals.SIGBUS && !outcome.timedOut && !outcome.oomKilled) return 'the compiler died of SIGBUS';
  const start = output.slice(0, 1000);
  if (hostFailureStarts.some((pattern) => pattern.test(start)))
    return `the compiler could not start: ${start.split('\n')[0]?.slice(0, 300) ?? ''}`;
  return null;
}
