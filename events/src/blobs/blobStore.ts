import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A blob's name (its content's SHA-256, 64 lowercase hex digits) and size in bytes. */
export interface BlobRef {
  readonly sha256: string;
  readonly size: number;
}

/** A blob whose bytes do not hash to its name: it is never used, whatever reads it. */
export class BlobIntegrityError extends Error {
  constructor(
    readonly sha256: string,
    readonly actual: string,
  ) {
    super(`blob ${sha256} is corrupt: its content hashes to ${actual}`);
    this.name = 'BlobIntegrityError';
  }
}

export class BlobNotFoundError extends Error {
  constructor(readonly sha256: string) {
    super(`blob ${sha256} is missing from the blob store`);
    this.name = 'BlobNotFoundError';
  }
}

const HASH = /^[0-9a-f]{64}$/;
export const isBlobHash = (value: unknown): value is string => typeof value === 'string' && HASH.test(value);

export function sha256Of(content: Uint8Array | string): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * Content-addressed storage for what is too big for an event (test data, checker sources,
 * statement images): a blob is named by its SHA-256, written once, and read only if it still
 * hashes to its name.
 */
export interface BlobStore {
  put(content: Uint8Array | string): Promise<BlobRef>;
  /** Throws BlobNotFoundError when absent, BlobIntegrityError when its bytes do not match its name. */
  get(sha256: string): Promise<Buffer>;
  /** `get` without waiting, for a bulk reader that is synchronous (a read-model rebuild). */
  getSync(sha256: string): Buffer;
  has(sha256: string): Promise<boolean>;
  /** Every blob's name (for `events verify`). */
  list(): Promise<string[]>;
}

/** The bytes, if they hash to `sha256`; else a BlobIntegrityError. */
export function verifiedBlob(sha256: string, bytes: Buffer): Buffer {
  const actual = sha256Of(bytes);
  if (actual !== sha256) throw new BlobIntegrityError(sha256, actual);
  return bytes;
}

/**
 * Blobs as files `<dir>/<first two hex digits>/<hash>`, readable by the owner alone (0600 files,
 * 0700 folders, like the log). A write goes to a temporary file that is synced and then renamed
 * into place, so a blob is either whole under its name or absent, even across a crash.
 * The folder is made with the first blob; until then it holds none. `readOnly` refuses to write.
 */
export function fileBlobStore(dir: string, options: { readonly readOnly?: boolean } = {}): BlobStore {
  const pathOf = (sha256: string): string => {
    if (!isBlobHash(sha256)) throw new Error(`not a blob name: ${String(sha256)}`);
    return join(dir, sha256.slice(0, 2), sha256);
  };
  const exists = async (path: string): Promise<boolean> =>
    stat(path).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
  return {
    async put(content) {
      if (options.readOnly) throw new Error('this blob store is read only');
      const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
      const sha256 = sha256Of(bytes);
      const path = pathOf(sha256);
      // A blob already there under its name is the same content (it is checked when read).
      if (await exists(path)) return { sha256, size: bytes.length };
      // Made with the first blob: a log that never holds one has no folder for them.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const folder = join(dir, sha256.slice(0, 2));
      await mkdir(folder, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      const temp = join(folder, `.${sha256}.${randomUUID()}.tmp`);
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await chmod(temp, 0o600);
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      // The rename itself is made durable by syncing the folder that holds it.
      const folderHandle = await open(folder, 'r');
      try {
        await folderHandle.sync();
      } finally {
        await folderHandle.close();
      }
      return { sha256, size: bytes.length };
    },
    async get(sha256) {
      let bytes: Buffer;
      try {
        bytes = await readFile(pathOf(sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(sha256);
        throw error;
      }
      return verifiedBlob(sha256, bytes);
    },
    getSync(sha256) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(pathOf(sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(sha256);
        throw error;
      }
      return verifiedBlob(sha256, bytes);
    },
    has: (sha256) => exists(pathOf(sha256)),
    async list() {
      if (!(await exists(dir))) return [];
      const names: string[] = [];
      for (const folder of (await readdir(dir)).sort()) {
        if (!/^[0-9a-f]{2}$/.test(folder)) continue;
        for (const name of (await readdir(join(dir, folder))).sort()) if (isBlobHash(name)) names.push(name);
      }
      return names;
    },
  };
}

/** Blobs in memory, for tests and for a log read into memory. */
export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  const memory: BlobStore = {
    async put(content) {
      const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
      const sha256 = sha256Of(bytes);
      blobs.set(sha256, bytes);
      return { sha256, size: bytes.length };
    },
    get: async (sha256) => memory.getSync(sha256),
    getSync(sha256) {
      const bytes = blobs.get(sha256);
      if (!bytes) throw new BlobNotFoundError(sha256);
      return verifiedBlob(sha256, bytes);
    },
    has: async (sha256) => blobs.has(sha256),
    list: async () => [...blobs.keys()].sort(),
  };
  return memory;
}
