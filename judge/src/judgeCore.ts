/**
 * What judging needs beside the sandbox host (the slots, the builder, the artifact cache, the
 * inputs), built once a sandbox has started: at the judge's start, or when it first starts.
 */
import os from 'node:os';
import { ArtifactStore } from './artifacts';
import { Builder } from './build';
import type { CacheDirs } from './cacheDir';
import type { LanguageId } from './api';
import { javacArchiveFlag, prepareJavacArchive } from './javacArchive';
import { javacArchiveMount, pchMount } from './languages';
import { preparePch } from './pch';
import type { Mount } from './sandbox/command';
import { readySandboxes } from './sandbox/readySandboxes';
import type { SandboxHost } from './sandbox/sandbox';
import { uidsPerBlock } from './sandbox/uidBlock';
import { SlotPool } from './slotPool';
import { InputFiles } from './testInputs';
import { withCompileFlags, type Toolchain } from './toolchain';

/**
 * How long a judge call keeps a slot for its next test (SlotPool's `keepMs`): long enough for a
 * typical problem's tests to run back to back in one sandbox, short enough that another user's
 * work waits no more than this for it.
 */
const slotKeepMs = 250;

/**
 * The uid of the probe that checks an unhealthy judge's sandbox again: the block's last uid but
 * one, which no slot uses (a slot's uid may hold a running program whose processes count against
 * the probe's process limit). The last is javac's archive's.
 */
export const probeUidOffset = uidsPerBlock - 2;

/** What judging needs once the sandbox has started: built at start, or once it first starts. */
export interface Core {
  readonly pool: SlotPool;
  readonly ready: ReturnType<typeof readySandboxes>;
  /** The problems' checkers' sandboxes: a slot holds one of a job's beside its program's. */
  readonly checkerSandboxes: ReturnType<typeof readySandboxes>;
  readonly builder: Builder;
  readonly store: ArtifactStore;
  readonly inputFiles: InputFiles;
  readonly warmed: Promise<void>;
}

/** Everything judging needs beside the host, built once a sandbox has started (the precompiled header is built in one). */
export async function buildCore(input: {
  /** The judge's cache dir (JudgeOptions' `cacheDir`) and its slots (`slots`, default one per core). */
  readonly cacheDir: string;
  readonly slots: number | undefined;
  readonly host: SandboxHost;
  readonly dirs: CacheDirs;
  readonly uidBase: number;
  readonly toolchains: Map<LanguageId, Toolchain>;
  readonly compileMounts: Partial<Record<LanguageId, Mount[]>>;
  /** The judge's health, told what this start made of the precompiled header and javac's archive. */
  readonly health: { precompiledHeader?: boolean; javacArchive?: boolean };
  readonly cacheMaxBytes: number;
  readonly log: (line: string) => void;
}): Promise<Core> {
  const { cacheDir, slots, host, dirs, uidBase, toolchains, compileMounts, health, cacheMaxBytes, log } = input;
  // The block's last two uids are kept: javac's archive's (dumped while jobs hold the slots' uids) and the health probe's.
  const pool = new SlotPool(Math.min(probeUidOffset, Math.max(1, slots ?? os.availableParallelism())), { keepMs: slotKeepMs });
  const ready = readySandboxes(host, dirs.inputs);
  const cpp = toolchains.get('cpp');
  const pchDir =
    cpp?.available === true
      ? await preparePch({ cacheDir, host, gpp: cpp.paths.get('g++') ?? 'g++', version: cpp.version, uid: uidBase, log })
      : null;
  if (pchDir) compileMounts.cpp = [{ source: pchDir, target: pchMount }];
  health.precompiledHeader = pchDir !== null;
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
  // Only a speed-up: the judge does not wait for it (a new cache dir would take seconds more to
  // start). Java compiles take it from the next build on; the flag joins the compile command,
  // and so the cache key, once the mount is there.
  const java = toolchains.get('java');
  const warmed =
    java?.available === true
      ? prepareJavacArchive({
          cacheDir,
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
  return {
    pool,
    ready,
    checkerSandboxes: readySandboxes(host, dirs.inputs),
    builder,
    store,
    inputFiles: new InputFiles(dirs.inputs),
    warmed,
  };
}
