import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The media host's own api_key and api_secret; the secret never leaves the server. */
export interface MediaCredentials {
  readonly apiKey: string;
  readonly apiSecret: string;
}

/** Where the media host keeps its files: `credentials.json`, `assets/<public_id>.*`, `tmp/`. */
export interface MediaDirectories {
  readonly root: string;
  readonly assets: string;
  readonly tmp: string;
}

const STALE_UPLOAD_MS = 3600_000;

/** Where the media host of `dataDir` keeps its files, whether or not they are there: nothing is touched. */
export function mediaDirectories(dataDir: string): MediaDirectories {
  const root = join(dataDir, 'media');
  return { root, assets: join(root, 'assets'), tmp: join(root, 'tmp') };
}

/**
 * Creates DATA_DIR/media on first start with a random signing secret (mode 0600), or reads
 * the one there, so signatures issued before a restart stay valid. Uploads a crash left
 * half-written in tmp/ are removed.
 */
export function openMediaDirectories(dataDir: string, now = Date.now()): { dirs: MediaDirectories; credentials: MediaCredentials } {
  const dirs = mediaDirectories(dataDir);
  for (const dir of [dirs.root, dirs.assets, dirs.tmp]) mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(dirs.tmp)) {
    const file = join(dirs.tmp, name);
    if (now - statSync(file).mtimeMs > STALE_UPLOAD_MS) rmSync(file, { force: true });
  }
  return { dirs, credentials: loadCredentials(join(dirs.root, 'credentials.json')) };
}

function loadCredentials(file: string): MediaCredentials {
  const fresh = { api_key: `${randomInt(1e8, 1e9)}${randomInt(1e5, 1e6)}`, api_secret: randomBytes(24).toString('base64url') };
  try {
    // 'wx': two processes starting on a fresh data dir must not overwrite each other's secret.
    writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { api_key?: unknown; api_secret?: unknown };
  if (typeof stored.api_key !== 'string' || typeof stored.api_secret !== 'string' || stored.api_secret.length < 16) {
    throw new Error(`${file} is damaged: delete it to have a new media signing secret made`);
  }
  return { apiKey: stored.api_key, apiSecret: stored.api_secret };
}

/** Containers the media host keeps, by the extension it serves them under. */
export const VIDEO_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
  mpeg: 'video/mpeg',
};
export const THUMBNAIL_FORMAT = 'jpg';

/** The extension to keep a probed upload under, or null for containers the host does not keep. */
export function videoFormat(formatName: string, filename: string): string | null {
  const names = formatName.split(',');
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();
  if (names.includes('mp4') || names.includes('mov')) return ext === 'mov' || ext === 'm4v' ? ext : 'mp4';
  if (names.includes('webm') || names.includes('matroska')) return ext === 'mkv' ? 'mkv' : 'webm';
  if (names.includes('ogg')) return 'ogv';
  if (names.includes('avi')) return 'avi';
  if (names.includes('mpeg')) return 'mpeg';
  return null;
}

/** Public ids become paths, so only plain segments are allowed: no dots, no empty parts. */
export const isSafePublicId = (publicId: string) => publicId.length <= 255 && /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(publicId);
