import os from 'node:os';
import path from 'node:path';
import { ArtifactStore, defaultCacheMaxBytes } from './artifacts';
import { Builder } from './build';
import {
  defaultLimits,
  Status,
  type Judge,
  type JudgeRequest,
  type JudgeResult,
  type LanguageId,
  type Limits,
  type TestResult,
} from './api';
import { javacArchiveFlag, prepareJavacArchive } from './javacArchive';
import { javacArchiveMount, pchMount } from './languages';
import type { Mount } from './sandbox/command';
import { preparePch } from './pch';
import { runCase } from './runCase';
import { readySandboxes } from './sandbox/readySandboxes';
import { internalError, runCases, summary } from './runCases';
import { prepareHost } from './sandbox/host';
import { claimUidBlock, uidsPerBlock } from './sandbox/uidBlock';
import { prepareCacheDir, UnsafeCacheDirError } from './cacheDir';
import { SlotPool, type SlotOwner } from './slotPool';
import { InputFiles } from './testInputs';
import { findToolchains, withCompileFlags, type Toolchain } from './toolchain';
import { statusNames } from './verdict';

/** Larger sources are a Compilation Error without compiling (compilers choke on them slowly). */
export const maxSourceBytes = 1024 * 1024;

/** Beyond these a request is refused (Internal Error): timers, rlimits and cgroups have ranges. */
export const maxLimits: Limits = { cpuSeconds: 60, memoryKb: 8 * 1024 * 1024, processes: 4096, outputBytes: 256 * 1024 * 1024 };

/**
 * How long a judge call keeps a slot for its next test (SlotPool's `keepMs`): long enough for a
 * typical problem's tests to run back to back in one sandbox, short enough that another user's
 * work waits no more than this for it.
 */
const slotKeepMs = 250;

export interface JudgeOptions {
  /** Precompiled header and built programs; shared safely by judges on one machine. */
  readonly cacheDir: string;
  /**
   * Disk the built programs in cacheDir may take (the precompiled header is not counted); the
   * least recently used are evicted beyond it. Default 2 GiB.
   */
  readonly cacheMaxBytes?: number;
  /** Tests (and compiles) at once; default one per core. */
  readonly slots?: number;
  /** Where bwrap is; default found on PATH. */
  readonly bwrapPath?: string;
  /** cgroup mount point, or null for rlimits only; default /sys/fs/cgroup. */
  readonly cgroupRoot?: string | null;
  /** Slot n runs as uid uidBase + n; default a block of uids claimed for this judge alone. */
  readonly uidBase?: number;
  /**
   * Judge without cgroups, on rlimits alone (memory then is neither measured nor held to its
   * limit). Off, such a host makes the judge unhealthy: every job is an Internal Error.
   */
  readonly allowDegraded?: boolean;
  readonly log?: (line: string) => void;
}

export interface JudgeHealth {
  readonly ok: boolean;
  readonly reason?: string;
  /** Which cgroups hold the runs, or why none do. */
  readonly cgroups?: string;
  readonly precompiledHeader?: boolean;
  /** Whether javac starts from its class-data archive (javacArchive.ts). */
  readonly javacArchive?: boolean;
  /** Whether runs are under the seccomp filter (there is one for x86_64 alone). */
  readonly seccomp?: boolean;
  /** Languages that cannot run here, with why. */
  readonly unavailable?: Partial<Record<LanguageId, string>>;
}

export interface ForgeJudge extends Judge {
  readonly health: JudgeHealth;
  /** Compiler runs since start (cache hits do not count). */
  compilations(): number;
  /** Settles once javac's archive is in use, or given up (judging does not wait for it). */
  readonly warmed: Promise<void>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export async function createJudge(options: JudgeOptions): Promise<ForgeJudge> {
  const log = options.log ?? ((line: string) => console.error(`[judge] ${line}`));
  const cacheMaxBytes = options.cacheMaxBytes ?? defaultCacheMaxBytes;
  if (!(cacheMaxBytes > 0)) throw new Error(`cacheMaxBytes must be a positive number of bytes, not ${cacheMaxBytes}`);
  const uids = options.uidBase === undefined ? await claimUidBlock() : { base: options.uidBase, release: async () => undefined };
  const uidBase = uids.base;
  const unhealthy = (reason: string): ForgeJudge => {
    log(`!!! SANDBOX UNAVAILABLE: ${reason}. Every submission is answered Internal Error; no code runs.`);
    return {
      health: { ok: false, reason },
      judge: async () => internalError(),
      compilations: () => 0,
      warmed: Promise.resolve(),
      close: () => uids.release(),
    };
  };
  let dirs: Awaited<ReturnType<typeof prepareCacheDir>>;
  try {
    dirs = await prepareCacheDir(options.cacheDir);
  } catch (error) {
    if (error instanceof UnsafeCacheDirError) return unhealthy(`unsafe judge cache dir: ${error.message}`);
    throw error;
  }
  const toolchains = await findToolchains();
  const unavailable: Partial<Record<LanguageId, string>> = {};
  for (const [id, toolchain] of toolchains) if (!toolchain.available) unavailable[id] = toolchain.reason;

  const prepared = await prepareHost({
    bwrapPath: options.bwrapPath,
    cgroupRoot: options.cgroupRoot,
    cgroupName: `forge-judge-${process.pid}-${uidBase}`,
    extraMounts: [...toolchains.values()].flatMap((t) => (t.available ? t.mounts : [])),
    probeDir: dirs.probe,
    probeUid: uidBase,
    seccompFile: path.join(options.cacheDir, 'seccomp.bpf'),
    log,
  });
  if (!prepared.host) return unhealthy(prepared.reason);
  const { host } = prepared;
  if (!host.cgroups && !options.allowDegraded) {
    await host.close();
    return unhealthy(`no cgroups (${prepared.cgroups}); set JUDGE_ALLOW_DEGRADED=true to judge on rlimits alone`);
  }
  if (!host.cgroups) log(`running without cgroups (JUDGE_ALLOW_DEGRADED): ${prepared.cgroups}`);

  // The block's last uid is kept for javac's archive, dumped while jobs hold the slots' uids.
  const pool = new SlotPool(Math.min(uidsPerBlock - 1, Math.max(1, options.slots ?? os.availableParallelism())), { keepMs: slotKeepMs });
  const ready = readySandboxes(host, dirs.inputs);
  const cpp = toolchains.get('cpp');
  const pchDir =
    cpp?.available === true
      ? await preparePch({ cacheDir: options.cacheDir, host, gpp: cpp.paths.get('g++') ?? 'g++', version: cpp.version, uid: uidBase, log })
      : null;
  const compileMounts: Partial<Record<LanguageId, Mount[]>> = pchDir ? { cpp: [{ source: pchDir, target: pchMount }] } : {};
  const store = new ArtifactStore(dirs.artifacts, { leaseDir: dirs.scratch, maxBytes: cacheMaxBytes, log });
  void store.trim();
  const builder = new Builder({
    host,
    store,
    scratchDir: dirs.scratch,
    compileMounts,
    // A compile's tests follow it: they get its slot rather than queueing behind other users' compiles.
    onSlot: (work, owner) => pool.use(work, owner, { handOver: true }),
    uidOf: (slot) => uidBase + slot,
  });
  const health: Mutable<JudgeHealth> = {
    ok: true,
    cgroups: prepared.cgroups,
    precompiledHeader: pchDir !== null,
    javacArchive: false,
    seccomp: host.seccompFile !== null,
    ...(Object.keys(unavailable).length > 0 ? { unavailable } : {}),
    ...(host.cgroups ? {} : { reason: `degraded: ${prepared.cgroups}` }),
  };
  // Only a speed-up: the judge does not wait for it (a new cache dir would take seconds more to
  // start). Java compiles take it from the next build on; the flag joins the compile command,
  // and so the cache key, once the mount is there.
  const java = toolchains.get('java');
  const warmed =
    java?.available === true
      ? prepareJavacArchive({
          cacheDir: options.cacheDir,
          host,
          javac: java.paths.get('javac') ?? 'javac',
          version: java.version,
          uid: uidBase + uidsPerBlock - 1,
          log,
        })
          .then((dir) => {
            if (!dir) return;
            compileMounts.java = [{ source: dir, target: javacArchiveMount }];
            toolchains.set('java', withCompileFlags(java, [javacArchiveFlag]));
            health.javacArchive = true;
          })
          .catch((error: Error) => log(`cannot dump javac's class-data archive, Java compiles without it: ${error.message}`))
      : Promise.resolve();
  const inputFiles = new InputFiles(dirs.inputs);
  const active = new Set<Promise<JudgeResult>>();
  let jobs = 0;
  let closed = false;

  async function judgeOne(request: JudgeRequest, onTest?: (result: TestResult) => void): Promise<JudgeResult> {
    const toolchain = toolchains.get(request.language);
    if (!toolchain?.available) {
      log(`cannot judge ${request.language}: ${toolchain ? toolchain.reason : 'unknown language'}`);
      return internalError();
    }
    const limits: Limits = { ...defaultLimits, ...request.limits };
    const inRange = (Object.keys(maxLimits) as (keyof Limits)[]).every(
      (name) => Number.isFinite(limits[name]) && limits[name] > 0 && limits[name] <= maxLimits[name],
    );
    if (!inRange) {
      log(`refusing limits ${JSON.stringify(limits)}`);
      return internalError();
    }
    const sourceBytes = Buffer.byteLength(request.code);
    if (sourceBytes > maxSourceBytes) {
      return {
        ...summary(Status.CompilationError, statusNames[Status.CompilationError], []),
        compileOutput: `The source is ${sourceBytes} bytes; the limit is ${maxSourceBytes}.`,
        build: { compiled: false, cpuSeconds: 0 },
      };
    }
    // Inputs are written while the compiler runs (not before: their encoding would delay it).
    let compilerStarted = () => {};
    const inputs = new Promise<void>((resolve) => (compilerStarted = resolve)).then(() => inputFiles.acquire(request.tests));
    try {
      return await buildAndRun(request, toolchain, limits, inputs, compilerStarted, onTest);
    } finally {
      compilerStarted();
      await (await inputs).release();
    }
  }

  async function buildAndRun(
    request: JudgeRequest,
    toolchain: Toolchain & { available: true },
    limits: Limits,
    inputs: Promise<ReturnType<InputFiles['acquire']>>,
    compilerStarted: () => void,
    onTest?: (result: TestResult) => void,
  ): Promise<JudgeResult> {
    const job = `job-${++jobs}`;
    const owner: SlotOwner = { user: request.owner ?? job, job, ...(request.priority ? { priority: request.priority } : {}) };
    const build = await builder.build(toolchain, request.code, owner, compilerStarted);
    if (build.kind === 'fault') {
      log(`build failed on the host: ${build.reason}`);
      return internalError();
    }
    if (build.kind === 'rejected') {
      return {
        ...summary(Status.CompilationError, statusNames[Status.CompilationError], []),
        compileOutput: build.output,
        build: { compiled: true, cpuSeconds: round(build.cpuSeconds) },
      };
    }
    let results: TestResult[];
    const sandboxes = ready.series();
    let started = 0;
    try {
      const { stdin } = await inputs;
      results = await runCases({
        pool,
        owner,
        tests: request.tests,
        stopOnFirstFailure: request.stopOnFirstFailure ?? false,
        onTest,
        log,
        run: async (slot, test, index) => {
          // Another case may follow on this slot while some have not started.
          const more = ++started < request.tests.length;
          return runCase({
            host,
            uid: uidBase + slot,
            toolchain,
            programDir: build.program.dir,
            test,
            stdin: (await stdin[index]) ?? test.input,
            index,
            limits,
            sandbox: (job) => sandboxes.run(slot, job, more),
          });
        },
      });
    } finally {
      // Every sandbox of these cases is gone (the program's directory is bound in those started ahead).
      await sandboxes.end();
      await build.program.release();
    }
    const failure = results.find((result) => result.statusId !== Status.Accepted);
    return {
      ...summary(failure?.statusId ?? Status.Accepted, failure?.description ?? statusNames[Status.Accepted], results),
      build: { compiled: build.compiled, cpuSeconds: round(build.cpuSeconds) },
    };
  }

  return {
    health,
    warmed,
    compilations: () => builder.compilations,
    judge(request, onTest) {
      if (closed) return Promise.resolve(internalError());
      const job = judgeOne(request, onTest).catch((error: Error) => {
        log(`judging failed on the host: ${error.stack ?? error.message}`);
        return internalError();
      });
      active.add(job);
      void job.finally(() => active.delete(job));
      return job;
    },
    async close() {
      closed = true;
      await Promise.allSettled([...active, warmed]);
      await store.close();
      await host.close();
      await uids.release();
    },
  };
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
