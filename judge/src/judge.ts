import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArtifactStore } from './artifacts';
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
} from './contract';
import { preparePch } from './pch';
import { runTest } from './runTest';
import { prepareHost } from './sandbox/host';
import { claimUidBlock, uidsPerBlock } from './sandbox/uidBlock';
import { SlotPool } from './slotPool';
import { findToolchains } from './toolchain';
import { statusNames } from './verdict';

export interface JudgeOptions {
  /** Precompiled header and built programs; shared safely by judges on one machine. */
  readonly cacheDir: string;
  /** Tests (and compiles) at once; default one per core. */
  readonly slots?: number;
  /** Where bwrap is; default found on PATH. */
  readonly bwrapPath?: string;
  /** cgroup mount point, or null for rlimits only; default /sys/fs/cgroup. */
  readonly cgroupRoot?: string | null;
  /** Slot n runs as uid uidBase + n; default a block of uids claimed for this judge alone. */
  readonly uidBase?: number;
  readonly log?: (line: string) => void;
}

export interface JudgeHealth {
  readonly ok: boolean;
  readonly reason?: string;
  /** Which cgroups hold the runs, or why none do. */
  readonly cgroups?: string;
  readonly precompiledHeader?: boolean;
  /** Languages that cannot run here, with why. */
  readonly unavailable?: Partial<Record<LanguageId, string>>;
}

export interface ForgeJudge extends Judge {
  readonly health: JudgeHealth;
  /** Compiler runs since start (cache hits do not count). */
  compilations(): number;
}

export async function createJudge(options: JudgeOptions): Promise<ForgeJudge> {
  const log = options.log ?? ((line: string) => console.error(`[judge] ${line}`));
  const uids = options.uidBase === undefined ? await claimUidBlock() : { base: options.uidBase, release: async () => undefined };
  const uidBase = uids.base;
  const dirs = await prepareCacheDir(options.cacheDir);
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
    log,
  });
  if (!prepared.host) {
    const reason = prepared.reason;
    log(`!!! SANDBOX UNAVAILABLE: ${reason}. Every submission is answered Internal Error; no code runs.`);
    return {
      health: { ok: false, reason },
      judge: async () => internalError(),
      compilations: () => 0,
      close: () => uids.release(),
    };
  }
  const { host } = prepared;
  if (!host.cgroups) log(`running without cgroups: ${prepared.cgroups}`);

  const pool = new SlotPool(Math.min(uidsPerBlock, Math.max(1, options.slots ?? os.availableParallelism())));
  const cpp = toolchains.get('cpp');
  const pchDir =
    cpp?.available === true
      ? await preparePch({ cacheDir: options.cacheDir, host, gpp: cpp.paths.get('g++') ?? 'g++', version: cpp.version, uid: uidBase, log })
      : null;
  const builder = new Builder({
    host,
    store: new ArtifactStore(dirs.artifacts),
    scratchDir: dirs.scratch,
    pchDir,
    onSlot: (work) => pool.use(work),
    uidOf: (slot) => uidBase + slot,
  });
  const health: JudgeHealth = {
    ok: true,
    cgroups: prepared.cgroups,
    precompiledHeader: pchDir !== null,
    ...(Object.keys(unavailable).length > 0 ? { unavailable } : {}),
    ...(host.cgroups ? {} : { reason: `degraded: ${prepared.cgroups}` }),
  };
  const active = new Set<Promise<JudgeResult>>();
  let closed = false;

  async function judgeOne(request: JudgeRequest, onTest?: (result: TestResult) => void): Promise<JudgeResult> {
    const toolchain = toolchains.get(request.language);
    if (!toolchain?.available) {
      log(`cannot judge ${request.language}: ${toolchain ? toolchain.reason : 'unknown language'}`);
      return internalError();
    }
    const limits: Limits = { ...defaultLimits, ...request.limits };
    if (!Object.values(limits).every((value) => Number.isFinite(value) && value > 0)) {
      log(`refusing limits ${JSON.stringify(limits)}`);
      return internalError();
    }
    const build = await builder.build(toolchain, request.code);
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
    const results: TestResult[] = [];
    let stopped = false;
    await Promise.all(
      request.tests.map((test, index) =>
        pool.use(async (slot) => {
          if (stopped) return;
          const result = await runTest({ host, uid: uidBase + slot, toolchain, programDir: build.dir, test, index, limits }).catch(
            (error: Error): TestResult => {
              log(`test ${index} failed on the host: ${error.message}`);
              return { index, statusId: Status.InternalError, description: statusNames[13], time: 0, memoryKb: 0, stdout: '', stderr: '' };
            },
          );
          results.push(result);
          if (request.stopOnFirstFailure && result.statusId !== Status.Accepted) stopped = true;
          try {
            onTest?.(result);
          } catch (error) {
            log(`onTest threw: ${(error as Error).message}`);
          }
        }),
      ),
    );
    results.sort((a, b) => a.index - b.index);
    const failure = results.find((result) => result.statusId !== Status.Accepted);
    return {
      ...summary(failure?.statusId ?? Status.Accepted, failure?.description ?? statusNames[Status.Accepted], results),
      build: { compiled: build.compiled, cpuSeconds: round(build.cpuSeconds) },
    };
  }

  return {
    health,
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
      await Promise.allSettled([...active]);
      await host.cgroups?.close();
      await uids.release();
    },
  };
}

/** The cache dir and its parts; slot uids must be able to pass through it to their mounts. */
async function prepareCacheDir(cacheDir: string) {
  const dirs = {
    artifacts: path.join(cacheDir, 'artifacts'),
    scratch: path.join(cacheDir, 'scratch'),
    probe: path.join(cacheDir, 'probe'),
  };
  await fs.mkdir(cacheDir, { recursive: true });
  await fs.chmod(cacheDir, 0o711);
  for (const dir of Object.values(dirs)) {
    await fs.mkdir(dir, { recursive: true });
    await fs.chmod(dir, 0o711);
  }
  return dirs;
}

function summary(statusId: JudgeResult['statusId'], description: string, tests: TestResult[]): JudgeResult {
  return {
    statusId,
    description,
    compileOutput: null,
    tests,
    time: Math.max(0, ...tests.map((test) => test.time)),
    memoryKb: Math.max(0, ...tests.map((test) => test.memoryKb)),
  };
}

function internalError(): JudgeResult {
  return summary(Status.InternalError, statusNames[Status.InternalError], []);
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
