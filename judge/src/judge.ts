import path from 'node:path';
import { defaultCacheMaxBytes } from './artifacts';
import {
  defaultLimits,
  HostFaultError,
  isHostFault,
  Status,
  type Judge,
  type JudgeRequest,
  type JudgeResult,
  type LanguageId,
  type Limits,
  type TestResult,
} from './api';
import type { Mount } from './sandbox/command';
import { checkerChecks } from './checking/checker';
import { buildPrograms, checkingFor, type CheckerToBuild } from './checking/checkerBuild';
import { runInteractiveCase, type BuiltInteractor } from './checking/interactiveCase';
import { ruleChecks, type CaseChecks, type OutputCheck } from './checking/outputCheck';
import { runCase } from './runCase';
import { internalError, runCases, summary } from './runCases';
import { openHost, probeSandbox } from './sandbox/host';
import type { SandboxFaults } from './sandbox/faults';
import { claimUidBlock } from './sandbox/uidBlock';
import { cacheDirTakesFiles, prepareCacheDir, UnsafeCacheDirError, type CacheDirs } from './cacheDir';
import { HealthWatch } from './healthWatch';
import { buildCore, probeUidOffset, type Core } from './judgeCore';
import type { SlotOwner } from './slotPool';
import type { InputFiles } from './testInputs';
import { findToolchains, type Toolchain } from './toolchain';
import { statusNames } from './verdict';

/** Larger sources are a Compilation Error without compiling (compilers choke on them slowly). */
export const maxSourceBytes = 1024 * 1024;

/** Beyond these a request is refused (Internal Error): timers, rlimits and cgroups have ranges. */
export const maxLimits: Limits = { cpuSeconds: 60, memoryKb: 8 * 1024 * 1024, processes: 4096, outputBytes: 256 * 1024 * 1024 };

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
  /**
   * For tests: sandbox starts made to fail on demand (`faults.failFor(ms)`), as a host out of
   * namespaces or processes fails them. Absent in production; nothing else turns it on.
   */
  readonly faults?: SandboxFaults;
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
  untilHealthy(signal?: AbortSignal): Promise<void>;
  /** Compiler runs since start (cache hits do not count). */
  compilations(): number;
  /** Sandbox slots, and how many run a compile or a case now (none before a sandbox has started). */
  slots(): { readonly busy: number; readonly size: number };
  /** Settles once javac's archive is in use, or given up (judging does not wait for it). */
  readonly warmed: Promise<void>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export async function createJudge(options: JudgeOptions): Promise<ForgeJudge> {
  const log = options.log ?? ((line: string) => void process.stderr.write(`[judge] ${line}\n`));
  const cacheMaxBytes = options.cacheMaxBytes ?? defaultCacheMaxBytes;
  if (!(cacheMaxBytes > 0)) throw new Error(`cacheMaxBytes must be a positive number of bytes, not ${cacheMaxBytes}`);
  const uids = options.uidBase === undefined ? await claimUidBlock() : { base: options.uidBase, release: async () => undefined };
  const uidBase = uids.base;
  /** No sandbox on this host at all: unhealthy for good, every job refused, nothing checked again. */
  const unhealthy = (reason: string): ForgeJudge => {
    log(`!!! SANDBOX UNAVAILABLE: ${reason}. This judge takes no work: every job is refused as a host fault, never judged; no code runs.`);
    const health: Mutable<JudgeHealth> = { ok: false, reason };
    const watch = new HealthWatch(health, null);
    return {
      health,
      judge: () => Promise.reject(new HostFaultError(reason)),
      untilHealthy: (signal) => watch.untilHealthy(signal),
      compilations: () => 0,
      slots: () => ({ busy: 0, size: 0 }),
      warmed: Promise.resolve(),
      close: async () => {
        await watch.close();
        await uids.release();
      },
    };
  };
  let dirs: CacheDirs;
  try {
    dirs = await prepareCacheDir(options.cacheDir);
  } catch (error) {
    if (error instanceof UnsafeCacheDirError) return unhealthy(`unsafe judge cache dir: ${error.message}`);
    throw error;
  }
  const toolchains = await findToolchains();
  const unavailable: Partial<Record<LanguageId, string>> = {};
  for (const [id, toolchain] of toolchains) if (!toolchain.available) unavailable[id] = toolchain.reason;

  const opened = await openHost({
    bwrapPath: options.bwrapPath,
    cgroupRoot: options.cgroupRoot,
    cgroupName: `forge-judge-${process.pid}-${uidBase}`,
    extraMounts: [...toolchains.values()].flatMap((t) => (t.available ? t.mounts : [])),
    probeUid: uidBase,
    seccompFile: path.join(options.cacheDir, 'seccomp.bpf'),
    ...(options.faults ? { faults: options.faults } : {}),
    log,
  });
  if (!opened.host) return unhealthy(opened.reason);
  const { host } = opened;
  if (!host.cgroups && !options.allowDegraded) {
    await host.close();
    return unhealthy(`no cgroups (${opened.cgroups}); set JUDGE_ALLOW_DEGRADED=true to judge on rlimits alone`);
  }
  if (!host.cgroups) log(`running without cgroups (JUDGE_ALLOW_DEGRADED): ${opened.cgroups}`);

  const degraded = host.cgroups ? undefined : `degraded: ${opened.cgroups}`;
  const health: Mutable<JudgeHealth> = {
    ok: false,
    cgroups: opened.cgroups,
    precompiledHeader: false,
    javacArchive: false,
    seccomp: host.seccompFile !== null,
    ...(Object.keys(unavailable).length > 0 ? { unavailable } : {}),
  };
  const compileMounts: Partial<Record<LanguageId, Mount[]>> = {};
  let core: Core | null = null;
  let closed = false;
  let settleWarmed: () => void = () => undefined;
  const warmed = new Promise<void>((resolve) => (settleWarmed = resolve));
  const startCore = async () => {
    core = await buildCore({
      cacheDir: options.cacheDir,
      slots: options.slots,
      host,
      dirs,
      uidBase,
      toolchains,
      compileMounts,
      health,
      cacheMaxBytes,
      log,
    });
    void core.warmed.then(settleWarmed);
  };

  // A sandbox that starts at all, as the cache dir's files are bound for the slot uids; and a cache dir that takes a file.
  const check = async (uid: number): Promise<string | null> => {
    const failure = await probeSandbox(host, dirs.probe, uid);
    if (failure !== null) return `the sandbox cannot start: ${failure}`;
    const unusable = await cacheDirTakesFiles(dirs);
    if (unusable !== null) return `the judge cache dir takes no file: ${unusable}`;
    return null;
  };
  const watch = new HealthWatch(health, {
    check: async () => {
      const failure = await check(uidBase + probeUidOffset);
      // Unhealthy from its start: what the start could not build is built now, before any work is taken.
      if (failure === null && !core && !closed) await startCore();
      return failure;
    },
    ...(degraded === undefined ? {} : { healthyReason: degraded }),
    log,
  });
  const atStart = await check(uidBase);
  if (atStart === null) {
    await startCore();
    health.ok = true;
    if (degraded !== undefined) health.reason = degraded;
  } else {
    // Perhaps for a while only (a host out of namespaces or processes): it checks again by itself.
    health.reason = atStart;
    log(`!!! SANDBOX UNAVAILABLE: ${atStart}. Taking no work until a sandbox starts; checking again by itself, every few seconds.`);
    watch.startChecking();
  }

  const active = new Set<Promise<JudgeResult>>();
  let jobs = 0;

  async function judgeOne(core: Core, request: JudgeRequest, onTest?: (result: TestResult) => void): Promise<JudgeResult> {
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
    const checking = checkingFor(request, toolchains);
    if ('error' in checking) {
      log(`refusing validation: ${checking.error}`);
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
    const inputs = new Promise<void>((resolve) => (compilerStarted = resolve)).then(() => core.inputFiles.acquire(request.tests));
    try {
      return await buildAndRun(core, request, { toolchain, limits, checking }, inputs, compilerStarted, onTest);
    } finally {
      compilerStarted();
      await (await inputs).release();
    }
  }

  async function buildAndRun(
    { pool, ready, checkerSandboxes, builder }: Core,
    request: JudgeRequest,
    {
      toolchain,
      limits,
      checking,
    }: {
      toolchain: Toolchain & { available: true };
      limits: Limits;
      /** The problem's rule for a case's output, or its checker or interactor to build. */
      checking: { check: OutputCheck } | CheckerToBuild;
    },
    inputs: Promise<ReturnType<InputFiles['acquire']>>,
    compilerStarted: () => void,
    onTest?: (result: TestResult) => void,
  ): Promise<JudgeResult> {
    const job = `job-${++jobs}`;
    const owner: SlotOwner = { user: request.owner ?? job, job, ...(request.priority ? { priority: request.priority } : {}) };
    const program = { toolchain, source: request.code, files: request.files, whileCompiling: compilerStarted };
    const build = await buildPrograms(builder, owner, program, checking);
    if (build.kind === 'fault') throw new HostFaultError(`the build failed on the host: ${build.reason}`);
    if (build.kind === 'checkerRejected') {
      const what = build.program;
      log(`the ${what} does not compile: ${build.output.slice(0, 500)}`);
      return {
        ...summary(Status.InternalError, `${statusNames[Status.InternalError]} (the ${what} does not compile)`, []),
        checkerCompileOutput: build.output,
      };
    }
    if (build.kind === 'rejected') {
      return {
        ...summary(Status.CompilationError, statusNames[Status.CompilationError], []),
        compileOutput: build.output,
        build: { compiled: true, cpuSeconds: round(build.cpuSeconds) },
      };
    }
    const built = build.checking;
    // An interactive case is run and judged as one; other cases' outputs are checked after they run.
    const judging: { readonly interactor: BuiltInteractor } | { readonly checks: CaseChecks } =
      'interactor' in built
        ? built
        : {
            checks:
              'check' in built
                ? ruleChecks(built.check)
                : checkerChecks({
                    host,
                    checker: built.checker,
                    workDir: dirs.scratch,
                    sandboxes: checkerSandboxes.series(),
                    uidOf: (slot) => uidBase + slot,
                  }),
          };
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
        ...(request.subtasks ? { subtasks: request.subtasks } : {}),
        onTest,
        log,
        run: async (slot, test, index) => {
          // An interaction's two sandboxes start with it: there is no input to give ahead.
          if ('interactor' in judging) {
            const { interactor } = judging;
            return runInteractiveCase({
              host,
              uid: uidBase + slot,
              toolchain,
              programDir: build.program.dir,
              interactor,
              workDir: dirs.scratch,
              test,
              index,
              limits,
            });
          }
          const { checks } = judging;
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
            check: () => checks.caseCheck(slot, test, more),
            sandbox: (job) => sandboxes.run(slot, job, more),
            role: request.role,
          });
        },
      });
    } finally {
      // Every sandbox of these cases is gone (the program's directory is bound in those started ahead).
      await Promise.all([sandboxes.end(), 'checks' in judging ? judging.checks.end() : undefined]);
      await build.release();
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
    compilations: () => core?.builder.compilations ?? 0,
    slots: () => ({ busy: core?.pool.busy ?? 0, size: core?.pool.size ?? 0 }),
    untilHealthy: (signal) => watch.untilHealthy(signal),
    judge(request, onTest) {
      if (closed) return Promise.reject(new HostFaultError('the judge is closed'));
      // Unhealthy: refused at once, nothing started (the caller tries again once it is healthy).
      if (!health.ok || !core) return Promise.reject(new HostFaultError(health.reason ?? 'the judge is not ready'));
      const job = judgeOne(core, request, onTest).catch((error: unknown) => {
        const fault = isHostFault(error)
          ? error
          : new HostFaultError(`judging failed on the host: ${(error as Error).message}`, { cause: error });
        if (!isHostFault(error)) log(`judging failed on the host: ${(error as Error).stack ?? String(error)}`);
        // The host failed this job: no work is taken until a sandbox starts again.
        watch.fault(fault.message);
        throw fault;
      });
      active.add(job);
      void job.catch(() => undefined).finally(() => active.delete(job));
      return job;
    },
    async close() {
      closed = true;
      await watch.close();
      if (!core) settleWarmed(); // Never started: nothing to warm.
      await Promise.allSettled([...active, warmed, core?.warmed]);
      await core?.inputFiles.close();
      await core?.store.close();
      await host.close();
      await uids.release();
    },
  };
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
