import type { LanguageId } from './api';
import { explainJavacErrors, javaEntryProblem } from './javaEntry';
import { javascriptCheck } from './javascriptCheck';
import { pythonCheck } from './pythonCheck';

/**
 * Every language the judge knows, as data (after Hydro's langs.yaml). The first word of each
 * command names a tool that is found on the host's PATH at start; `{memoryMb}` and `{stackKb}` are the
 * test's memory limit and the stack the runtime may use. Commands run inside the sandbox with the program's directory as `/box`.
 */
export interface Language {
  readonly id: LanguageId;
  /** File the source is written to. */
  readonly sourceFile: string;
  /** Host command whose output names the toolchain's version (part of the artifact key). */
  readonly version: readonly string[];
  /** Absent for languages that need no build step. */
  readonly compile: {
    readonly command: readonly string[];
    /** Flags added when a host tool exists: a faster linker is worth having, not requiring. */
    readonly withTool?: Readonly<Record<string, readonly string[]>>;
    /** Files of the working dir that make up the program once built. */
    readonly artifacts: RegExp;
    /** Limits of the compiler's own sandbox. */
    readonly cpuSeconds: number;
    readonly memoryMb: number;
    readonly processes: number;
    /** A program the compiler accepts may still not start as `run` starts it (Java's class Main). */
    readonly entry?: {
      /** After a compile that succeeded: what the learner must change, or null (the directory is the compiler's). */
      readonly check: (workDir: string) => Promise<string | null>;
      /** After a compile that failed: a plain line for above the compiler's errors, or null. */
      readonly explain: (output: string) => string | null;
    };
  };
  readonly run: readonly string[];
  /** Memory the runtime itself needs above the test's limit (the JVM and V8 cap their heaps). */
  readonly runtimeMemoryMb: number;
  /** Threads the runtime starts on its own (JIT, GC, libuv), granted above the test's limit. */
  readonly runtimeProcesses: number;
  /** stderr that means the program ran out of memory (then exited or aborted). */
  readonly outOfMemory: RegExp;
  /** Host paths the toolchain reads outside /usr (the JDK's config lives in /etc); `*` in the last part matches. */
  readonly readOnlyPaths: readonly string[];
  /**
   * Compile flags added when the language builds a problem's checker or interactor, which runs once
   * a case beside the program: a static C or C++ binary skips the dynamic loader's work (about half
   * a millisecond a start here). Part of the checker's cache key.
   */
  readonly checkerFlags?: readonly string[];
  /** C++ only: a header precompiled once per machine with exactly the compile flags. */
  readonly precompiledHeader?: { readonly header: string };
}

/** The flags are part of the artifact key and must match the precompiled header's. */
export const cppFlags = ['-O2', '-std=c++17', '-pipe'] as const;

/** C as courses and judges compile it (Kattis, DOMjudge, Codeforces): GNU C17 with the math library. */
export const cFlags = ['-O2', '-std=gnu17', '-pipe'] as const;

/** Where the precompiled header directory is mounted in the compiler's sandbox. */
export const pchMount = '/pch';

/**
 * javac is a JVM too: C1 only and class-data sharing start it faster. Its class-data archive
 * (javacArchive.ts) is dumped with exactly these flags: the JVM ignores an archive dumped with others.
 */
export const javacJvmFlags = [
  '-J-Xmx768m',
  '-J-XX:+UseSerialGC',
  '-J-XX:TieredStopAtLevel=1',
  '-J-Xshare:auto',
  '-J-XX:-UsePerfData',
] as const;

/** Where the javac class-data archive's directory is mounted in the compiler's sandbox. */
export const javacArchiveMount = '/jcds';

export const languages: Readonly<Record<LanguageId, Language>> = {
  cpp: {
    id: 'cpp',
    sourceFile: 'main.cpp',
    version: ['g++', '--version'],
    compile: {
      command: ['g++', ...cppFlags, '-Winvalid-pch', '-I', pchMount, 'main.cpp', '-o', 'main'],
      // gold links a small program in a third of bfd's time (about 35 ms less per compile).
      withTool: { 'ld.gold': ['-fuse-ld=gold'] },
      artifacts: /^main$/,
      cpuSeconds: 20,
      memoryMb: 1024,
      processes: 16,
    },
    run: ['./main'],
    runtimeMemoryMb: 8,
    runtimeProcesses: 0,
    outOfMemory: /std::bad_alloc|Cannot allocate memory/,
    readOnlyPaths: [],
    checkerFlags: ['-static'],
    precompiledHeader: { header: 'bits/stdc++.h' },
  },
  java: {
    id: 'java',
    sourceFile: 'Main.java',
    version: ['javac', '-version'],
    compile: {
      command: [
        'javac',
        ...javacJvmFlags,
        '-encoding',
        'UTF-8',
        // Classes of a `package` go to its directory, not beside Main.java: the entry check sees them there.
        '-d',
        '.',
        'Main.java',
      ],
      artifacts: /^[\w$]+\.class$/,
      cpuSeconds: 20,
      memoryMb: 1024,
      processes: 64,
      entry: { check: javaEntryProblem, explain: explainJavacErrors },
    },
    // Not C1-only here: measured, it saves nothing on a 0.3 s run and costs 60% more CPU on a
    // 1 s compute-heavy one. SerialGC: one GC thread, no surprise CPU from parallel collectors.
    run: ['java', '-Xmx{memoryMb}m', '-Xss64m', '-XX:+UseSerialGC', '-XX:-UsePerfData', '-Xshare:auto', '-cp', '.', 'Main'],
    runtimeMemoryMb: 160,
    runtimeProcesses: 32,
    outOfMemory: /java\.lang\.OutOfMemoryError/,
    readOnlyPaths: ['/etc/java-*-openjdk'],
  },
  javascript: {
    id: 'javascript',
    sourceFile: 'main.js',
    version: ['node', '--version'],
    // A syntax error is the learner's compile error, not a runtime error on every test; the check
    // parses the program as the run will load it, CommonJS or ES module (javascriptCheck.ts).
    compile: {
      command: javascriptCheck,
      artifacts: /^main\.js$/,
      cpuSeconds: 10,
      memoryMb: 512,
      // Two node processes at once: the check and the `node --check` it starts.
      processes: 64,
    },
    // V8 guards its own stack (about 1 MB by default); deep recursion gets the OS stack instead.
    // Node decides CommonJS or ES module from the source (module syntax), as the check did.
    run: ['node', '--max-old-space-size={memoryMb}', '--stack-size={stackKb}', 'main.js'],
    runtimeMemoryMb: 128,
    runtimeProcesses: 24,
    outOfMemory: /JavaScript heap out of memory|Fatal JavaScript OOM|Fatal javascript OOM/i,
    readOnlyPaths: [],
  },
  python: {
    id: 'python',
    sourceFile: 'main.py',
    // Debian's CPython by its path: a python3 earlier on PATH (pyenv's shims, a virtualenv) is not the judge's.
    version: ['/usr/bin/python3', '--version'],
    // A program that does not parse is a Compilation Error with Python's own message and line,
    // not a runtime error on every case (pythonCheck.ts).
    compile: {
      command: pythonCheck,
      artifacts: /^main\.py$/,
      cpuSeconds: 10,
      memoryMb: 256,
      processes: 8,
    },
    // -B: no bytecode is written (/box is read-only); -S: no site-packages, the standard library only.
    run: ['/usr/bin/python3', '-B', '-S', 'main.py'],
    runtimeMemoryMb: 16,
    runtimeProcesses: 0,
    outOfMemory: /\bMemoryError\b/,
    readOnlyPaths: [],
  },
  c: {
    id: 'c',
    sourceFile: 'main.c',
    version: ['gcc', '--version'],
    compile: {
      command: ['gcc', ...cFlags, 'main.c', '-o', 'main', '-lm'],
      withTool: { 'ld.gold': ['-fuse-ld=gold'] },
      artifacts: /^main$/,
      cpuSeconds: 20,
      memoryMb: 1024,
      processes: 16,
    },
    run: ['./main'],
    runtimeMemoryMb: 8,
    runtimeProcesses: 0,
    outOfMemory: /Cannot allocate memory/,
    readOnlyPaths: [],
    checkerFlags: ['-static'],
  },
};

export function expand(command: readonly string[], values: { memoryMb: number; stackKb: number }): string[] {
  return command.map((word) => word.replace('{memoryMb}', String(values.memoryMb)).replace('{stackKb}', String(values.stackKb)));
}

/** The tools a language needs on the host, by the names its commands use. */
export function toolsOf(language: Language): string[] {
  const names = [language.version[0], language.compile.command[0], language.run[0]];
  return [...new Set(names.filter((name): name is string => !!name && !name.startsWith('.')))];
}
