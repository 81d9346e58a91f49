import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, type Dirent } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile, constants as fsConstants } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { allProjections } from '@forge/domain';
import { backupDatabaseFile, openEventStore, positionToString, sqliteLogHead } from '@forge/events';
import { openSqliteReadModelStore, rebuildReadModels } from '@forge/projections';

/**
 * A backup of an embedded platform's DATA_DIR, taken while it serves: the event log and the
 * sessions through SQLite's online backup (each as of one commit, the sessions right after the
 * log), then the blobs and the media host's files, which are written once under their final names
 * (a blob before any event names it), so every one the copied log names is there. The read models
 * are not kept: a restore rebuilds them from the log. `backup.json`, written last, lists every
 * file with its size and SHA-256: a folder without it is not a backup (one that stopped half-way),
 * and a restore checks every file against it before it writes anything.
 */
const FORMAT = 'forge-backup/1';

/** A path inside the backup: relative, '/'-separated, never climbing out. */
const insidePath = z
  .string()
  .refine(
    (path) => !path.startsWith('/') && !path.split('/').some((part) => part === '' || part === '.' || part === '..'),
    'names a file outside the backup',
  );

const manifestSchema = z.strictObject({
  format: z.literal(FORMAT),
  createdAt: z.string(),
  /** The log's last event in the backup ("commit/prepare", as exports print it), null for an empty log. */
  position: z.string().nullable(),
  events: z.number().int().nonnegative(),
  files: z.array(z.strictObject({ path: insidePath, bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupFile = BackupManifest['files'][number];
export const MANIFEST = 'backup.json';
/** Where a backup is built until its manifest is written. */
const PARTIAL = '.partial';
/** Backed up through SQLite, as of one commit; copied as files they would not be. */
const DATABASES = ['events.sqlite', 'sessions.sqlite'] as const;
/** Rebuilt by a restore, never copied. */
const READ_MODELS = 'readmodels.sqlite';

/** A refusal: said in one line, exit 2, nothing written. */
export class BackupRefusedError extends Error {
  override readonly name = 'BackupRefusedError';
}

export interface BackupPlaces {
  readonly dataDir: string;
  /** Where the blobs are (BLOB_DIR, else DATA_DIR/blobs). */
  readonly blobDir: string;
}

export function backupPlaces(dataDir: string, env: NodeJS.ProcessEnv = process.env): BackupPlaces {
  return { dataDir, blobDir: env['BLOB_DIR']?.trim() || join(dataDir, 'blobs') };
}

/** Copies DATA_DIR's log, sessions, blobs and media into `target`, a new or empty folder. */
export async function backupDataDir(places: BackupPlaces, target: string, now = () => new Date()): Promise<BackupManifest> {
  const log = join(places.dataDir, 'events.sqlite');
  if (!existsSync(log)) throw new BackupRefusedError(`there is no event log to back up at ${log}`);
  await mkdir(target, { recursive: true, mode: 0o700 });
  const present = await readdir(target);
  if (present.some((name) => name !== PARTIAL))
    throw new BackupRefusedError(`${target} is not empty: a backup goes into a new or empty folder`);
  const partial = join(target, PARTIAL);
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { mode: 0o700 });

  for (const name of DATABASES) {
    const source = join(places.dataDir, name);
    if (existsSync(source)) await backupDatabaseFile(source, join(partial, name));
  }
  await copyTree(places.blobDir, join(partial, 'blobs'));
  await copyTree(join(places.dataDir, 'media'), join(partial, 'media'), (path) => path === 'tmp');

  const head = sqliteLogHead(join(partial, 'events.sqlite'));
  const position = head.last && positionToString(head.last);
  const events = head.events;
  const files = await describeTree(partial);
  const manifest: BackupManifest = { format: FORMAT, createdAt: now().toISOString(), position, events, files };
  await writeDurably(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  // Into place, the manifest last: until it is there, nothing here reads as a backup.
  for (const name of await readdir(partial)) if (name !== MANIFEST) await rename(join(partial, name), join(target, name));
  await rename(join(partial, MANIFEST), join(target, MANIFEST));
  await rm(partial, { recursive: true, force: true });
  return manifest;
}

export interface RestoreResult {
  readonly manifest: BackupManifest;
  readonly rebuiltEvents: number;
  readonly seconds: number;
}

/**
 * Brings a backup back into an empty DATA_DIR (made if missing) and rebuilds the read models from
 * its log. Every file is checked against the manifest before anything is written; a restore that
 * fails after that removes what it wrote, leaving the data dir empty as it found it.
 */
export async function restoreDataDir(source: string, places: BackupPlaces): Promise<RestoreResult> {
  const manifest = await readManifest(source);
  for (const dir of [places.dataDir, places.blobDir]) {
    if (existsSync(dir) && readdirSync(dir).length > 0)
      throw new BackupRefusedError(`${dir} is not empty: a restore goes into an empty data dir`);
  }
  for (const file of manifest.files) {
    const path = join(source, ...file.path.split('/'));
    const found = existsSync(path) ? await describeFile(path, file.path) : null;
    if (!found) throw new BackupRefusedError(`the backup lacks ${file.path}, which ${MANIFEST} lists`);
    if (found.bytes !== file.bytes || found.sha256 !== file.sha256)
      throw new BackupRefusedError(`${file.path} is not the file ${MANIFEST} lists (its size or SHA-256 differs): the backup is damaged`);
  }
  const made = [places.dataDir, places.blobDir].filter((dir) => !existsSync(dir));
  try {
    for (const file of manifest.files) {
      const [top, ...rest] = file.path.split('/');
      const to = top === 'blobs' ? join(places.blobDir, ...rest) : join(places.dataDir, ...file.path.split('/'));
      await mkdir(dirname(to), { recursive: true, mode: 0o700 });
      await copyFile(join(source, ...file.path.split('/')), to, fsConstants.COPYFILE_EXCL);
    }
    const store = openEventStore({ dataDir: places.dataDir, blobDir: places.blobDir });
    const readModels = openSqliteReadModelStore(join(places.dataDir, READ_MODELS));
    try {
      const rebuilt = await rebuildReadModels(store, readModels, allProjections);
      return { manifest, rebuiltEvents: rebuilt.events, seconds: rebuilt.seconds };
    } finally {
      await readModels.close();
      await store.close();
    }
  } catch (error) {
    // Back to empty: what was there before was nothing.
    for (const dir of [places.dataDir, places.blobDir]) {
      if (made.includes(dir)) await rm(dir, { recursive: true, force: true });
      else for (const name of readdirSync(dir)) await rm(join(dir, name), { recursive: true, force: true });
    }
    throw error;
  }
}

async function readManifest(source: string): Promise<BackupManifest> {
  const file = join(source, MANIFEST);
  if (!existsSync(file)) {
    const why = existsSync(join(source, PARTIAL)) ? ': it stopped before its end' : '';
    throw new BackupRefusedError(`${source} is not a whole backup (no ${MANIFEST})${why}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new BackupRefusedError(`${file} is not a backup's manifest: ${(error as Error).message}`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success)
    throw new BackupRefusedError(
      `${file} is not a backup's manifest of this version (${FORMAT}): ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  const manifest = result.data;
  if (!manifest.files.some((f) => f.path === 'events.sqlite')) throw new BackupRefusedError(`${file} lists no event log`);
  return manifest;
}

/** Copies every file under `from` (if it exists) to the same place under `to`, but temporary ones (dot files) and skipped folders. */
async function copyTree(from: string, to: string, skip: (relativePath: string) => boolean = () => false): Promise<void> {
  if (!existsSync(from)) return;
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(from, path);
      if (entry.name.startsWith('.') || skip(rel.split(sep).join('/'))) continue;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        await mkdir(dirname(join(to, rel)), { recursive: true, mode: 0o700 });
        await copyFile(path, join(to, rel), fsConstants.COPYFILE_EXCL);
      }
    }
  };
  await walk(from);
}

/** Every file under `root`, '/'-separated, with its size and SHA-256, in name order. */
async function describeTree(root: string): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries: Dirent[] = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files.push(await describeFile(path, relative(root, path).split(sep).join('/')));
    }
  };
  await walk(root);
  return files;
}

async function describeFile(path: string, name: string): Promise<BackupFile> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return { path: name, bytes: (await stat(path)).size, sha256: hash.digest('hex') };
}

/** Writes a file and syncs it, so a crash after the rename that follows cannot leave it empty. */
async function writeDurably(file: string, text: string): Promise<void> {
  await writeFile(file, text, { mode: 0o600 });
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
