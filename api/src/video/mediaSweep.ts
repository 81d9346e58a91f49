import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { comparePositions, END, type EventStore, type Position } from '@forge/events';
import { isVideoOfProblem, problemsProjection, videoFolder } from '@forge/domain';
import { isSafePublicId, type MediaHost } from '@forge/media';
import { getProblem } from '@forge/domain';
import { type ReadModelStore } from '@forge/events';

/**
 * An upload no problem refers to is abandoned once it is this old: far beyond the signature's
 * hour, and the time an admin takes to press save. Saves date the upload afresh (`hold`).
 */
export const ABANDONED_AFTER_MS = 24 * 3600_000;
export const SWEEP_EVERY_MS = 3600_000;
/** How long a run waits for the read models to reach the end of the log before it gives up. */
const CATCH_UP_TIMEOUT_MS = 60_000;
/**
 * Where a record waits while the sweep decides. Renaming is atomic, so from then on no save
 * (`hold`, `find`) and no other replica's sweep can take the video; the decision restores it
 * or deletes it, and a run that crashed in between is settled by the next.
 */
const SWEEPING = '.json.sweeping';
const RECORD = '.json';

export interface MediaSweepDeps {
  readonly host: MediaHost;
  readonly store: Pick<EventStore, 'readAll'>;
  readonly readModels: ReadModelStore;
  readonly clock: () => Date;
  readonly log: (message: string, error?: unknown) => void;
}

export interface MediaSweepOptions {
  readonly abandonedAfterMs?: number;
  readonly catchUpTimeoutMs?: number;
}

export interface MediaSweepResult {
  /** Public ids of the videos deleted with their thumbnails and records. */
  readonly deleted: readonly string[];
  /** Files no video owns any more (a crash mid-upload or mid-delete), and stale partial uploads. */
  readonly strayFiles: readonly string[];
  /** Why nothing was looked at, when nothing was. */
  readonly skipped?: string;
}

class ReadModelsBehind extends Error {
  override readonly name = 'ReadModelsBehind';
}

/**
 * Deletes the media host's uploads that no problem refers to and that are older than the grace
 * period: uploads never saved (a closed tab, a crash before the save) and videos whose delete
 * failed. Which videos problems refer to comes from the problems read model, so nothing runs
 * unless it has reached the end of the log (a rebuild would make every video look unused).
 *
 * Cloudinary is not swept: finding its abandoned uploads would need the Admin API's resource
 * listing (and its rate limits); a failed delete there is logged for an admin to finish by hand.
 */
export async function sweepAbandonedUploads(deps: MediaSweepDeps, options: MediaSweepOptions = {}): Promise<MediaSweepResult> {
  const abandonedAfterMs = options.abandonedAfterMs ?? ABANDONED_AFTER_MS;
  const dirs = deps.host.existingDirectories();
  if (!dirs) return { deleted: [], strayFiles: [] };
  const [last] = await deps.store.readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 });
  const head = last?.position;
  if (!(await waitForReadModels(deps.readModels, head, options.catchUpTimeoutMs ?? CATCH_UP_TIMEOUT_MS))) {
    return { deleted: [], strayFiles: [], skipped: 'the problems read model is behind the log' };
  }

  // The clock is read at every check: a run over many files may take a while.
  const isOld = (mtimeMs: number) => deps.clock().getTime() - mtimeMs >= abandonedAfterMs;
  const ageOf = (path: string) => stat(path).then((info) => info.mtimeMs, ignoreMissing);
  const referenced = async (publicId: string) => {
    const problemId = problemOf(publicId);
    // Not an id this server hands out: not the sweep's to judge.
    if (!problemId) return true;
    const doc = await getProblem(deps.readModels, problemId);
    if (!(await readModelsReach(deps.readModels, head)))
      throw new ReadModelsBehind('the problems read model fell behind the log during the sweep');
    return doc?.video?.cloudinaryPublicId === publicId;
  };

  /** Restores the record, or deletes the asset when it is old and still unused. */
  const settle = async (asset: AssetOnDisk): Promise<boolean> => {
    const sweeping = asset.base + SWEEPING;
    const mtimeMs = await ageOf(sweeping);
    // Gone: another replica's sweep settled it.
    if (mtimeMs === null) return false;
    let abandoned = false;
    try {
      abandoned = isOld(mtimeMs) && !(await referenced(asset.publicId));
    } finally {
      if (!abandoned) await rename(sweeping, asset.base + RECORD).catch(ignoreMissing);
    }
    if (abandoned) await deps.host.destroy(asset.publicId);
    return abandoned;
  };

  const deleted: string[] = [];
  const strayFiles: string[] = [];
  for (const asset of await assetsOnDisk(dirs.assets)) {
    try {
      if (asset.suffixes.includes(SWEEPING)) {
        if (await settle(asset)) deleted.push(asset.publicId);
      } else if (asset.suffixes.includes(RECORD)) {
        // A first look that touches nothing: a video in use is never set aside, not even for a moment.
        const mtimeMs = await ageOf(asset.base + RECORD);
        if (mtimeMs === null || !isOld(mtimeMs) || (await referenced(asset.publicId))) continue;
        // Set aside, then checked again: a save may have begun or ended since the first look.
        const taken = await rename(asset.base + RECORD, asset.base + SWEEPING).then(() => true, ignoreMissing);
        if (taken && (await settle(asset))) deleted.push(asset.publicId);
      } else {
        // No record: a crash before an upload's last step, or after a delete's first.
        for (const suffix of asset.suffixes) {
          const file = asset.base + suffix;
          const mtimeMs = await ageOf(file);
          if (mtimeMs !== null && isOld(mtimeMs)) strayFiles.push(await rm(file, { force: true }).then(() => file));
        }
      }
    } catch (error) {
      if (error instanceof ReadModelsBehind) return { deleted, strayFiles, skipped: error.message };
      deps.log(`the media sweep could not look at ${asset.publicId}`, error);
    }
  }
  for (const name of await readdir(dirs.tmp).catch(() => [] as string[])) {
    const file = join(dirs.tmp, name);
    const mtimeMs = await ageOf(file);
    if (mtimeMs !== null && isOld(mtimeMs)) strayFiles.push(await rm(file, { force: true }).then(() => file));
  }
  return { deleted, strayFiles };
}

/**
 * Runs `sweep` now, without waiting for it, and every `everyMs` after; a run still going when
 * the next is due is not doubled. The timer does not keep the process alive.
 */
export function scheduleMediaSweep(sweep: () => Promise<void>, everyMs = SWEEP_EVERY_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running ??= sweep().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

interface AssetOnDisk {
  readonly publicId: string;
  /** `assets/<public_id>`: its files are this plus a suffix (`.json`, `.mp4`, `.jpg`...). */
  readonly base: string;
  readonly suffixes: string[];
}

/** The files under assets/, grouped by the public id they belong to. */
async function assetsOnDisk(assets: string): Promise<AssetOnDisk[]> {
  const groups = new Map<string, AssetOnDisk>();
  for (const entry of await readdir(assets, { recursive: true, withFileTypes: true })) {
    const dot = entry.name.indexOf('.');
    if (!entry.isFile() || dot <= 0) continue;
    const base = join(entry.parentPath, entry.name.slice(0, dot));
    const publicId = relative(assets, base).split(sep).join('/');
    if (!isSafePublicId(publicId)) continue;
    const group = groups.get(base) ?? { publicId, base, suffixes: [] };
    group.suffixes.push(entry.name.slice(dot));
    groups.set(base, group);
  }
  return [...groups.values()];
}

/** `forge/problems/<problemId>/<id>` names the problem it was uploaded for. */
function problemOf(publicId: string): string | null {
  const problemId = /^forge\/problems\/(.+)\/[^/]+$/.exec(publicId)?.[1];
  return problemId && publicId.startsWith(videoFolder(problemId)) && isVideoOfProblem(publicId, problemId) ? problemId : null;
}

async function readModelsReach(readModels: ReadModelStore, head: Position | undefined): Promise<boolean> {
  // An empty log: no problem can refer to anything.
  if (!head) return true;
  const checkpoint = await readModels.checkpoint(problemsProjection.name);
  return !!checkpoint && checkpoint.version === problemsProjection.version && comparePositions(checkpoint.position, head) >= 0;
}

async function waitForReadModels(readModels: ReadModelStore, head: Position | undefined, timeoutMs: number): Promise<boolean> {
  for (let waited = 0; ; waited += 100) {
    if (await readModelsReach(readModels, head)) return true;
    if (waited >= timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}
