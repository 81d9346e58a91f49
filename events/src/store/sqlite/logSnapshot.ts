import { existsSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * The image of a SQLite database in WAL mode as of its last commit, read from its file and its
 * `-wal` without writing anything: no `-wal` or `-shm` made, no lock taken, no mode changed, no
 * recovery or checkpoint. SQLite itself cannot do this: a read-only connection to a WAL database
 * makes `-wal` and `-shm` when they are missing and rebuilds `-shm` after a crash, and the URI
 * options that would keep it off the disk (`immutable=1`) are not built into better-sqlite3.
 *
 * The committed frames of the `-wal` (those of the current salts, whose running checksum holds,
 * up to the last commit frame: what SQLite's own recovery keeps) are laid over the file's pages,
 * and the header is marked as a rollback-journal database so that SQLite opens the image in memory.
 *
 * A server may be writing the log meanwhile: the `-wal` is read before and after the file, and
 * the three reads are kept only if the `-wal` is still of the same generation (its header
 * unchanged), for then every page a checkpoint may have been copying into the file is in the
 * `-wal` read after it; with no `-wal` either time, the file must not have changed under the read.
 * Otherwise they are read again, a few times; a writer that starts its -wal over faster than that
 * (a few times a second: megabytes of appends a second) is read through SQLite's own read-only
 * connection instead, which shares that writer's `-wal` and `-shm` as any of its readers does.
 */
export function readLogSnapshot(file: string): Buffer {
  const image = readLogFiles(file);
  if (image) return image;
  const real = realpathSync(file);
  // Only beside a writer (its -wal and -shm there): alone, SQLite's read-only connection would make them.
  if (!existsSync(`${real}-wal`) || !existsSync(`${real}-shm`)) throw keptChanging(file);
  const db = new Database(real, { readonly: true, fileMustExist: true });
  try {
    return asRollbackImage(db.serialize());
  } finally {
    db.close();
  }
}

/** The image read from the file and its -wal as `readLogSnapshot` says; undefined when they changed under every one of `attempts` reads. */
export function readLogFiles(file: string, attempts = ATTEMPTS): Buffer | undefined {
  if (!existsSync(file)) throw logNotFound(file);
  // SQLite keeps the -wal beside the file a link points to.
  const real = realpathSync(file);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const walBefore = readWal(`${real}-wal`);
    const statBefore = statOrMissing(real);
    if (!statBefore) throw logNotFound(file);
    const image = readFileSync(real);
    const statAfter = statOrMissing(real);
    const walAfter = readWal(`${real}-wal`);
    const sameGeneration = walBefore && walAfter && walBefore.header.equals(walAfter.header);
    const untouched = !walBefore && !walAfter && statAfter !== undefined && sameFile(statBefore, statAfter);
    if (sameGeneration || untouched) return asRollbackImage(walAfter ? applyWal(image, walAfter) : image);
    Atomics.wait(PAUSE, 0, 0, Math.min(2 * (attempt + 1), 20));
  }
  return undefined;
}

const keptChanging = (file: string) => new Error(`${file} kept changing while it was read: try again`);

/** The error of a log that is not there: Node's own shape, so that callers tell it by `code`. */
function logNotFound(file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`there is no event log at ${file}`), { code: 'ENOENT', path: file });
}

const ATTEMPTS = 20;
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

const WAL_HEADER = 32;
const FRAME_HEADER = 24;
const WAL_MAGIC_LITTLE = 0x377f0682;
const WAL_MAGIC_BIG = 0x377f0683;
const WAL_VERSION = 3007000;

interface Wal {
  /** The 32 bytes that change whenever the -wal starts a new generation (its salts and checkpoint count). */
  readonly header: Buffer;
  readonly bytes: Buffer;
  readonly pageSize: number;
  readonly bigEndian: boolean;
}

function statOrMissing(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function sameFile(a: Stats, b: Stats): boolean {
  return a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}

/** The -wal, or undefined when there is none or it holds no valid header (SQLite then ignores it too). */
function readWal(path: string): Wal | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (bytes.length < WAL_HEADER) return undefined;
  const magic = bytes.readUInt32BE(0);
  if (magic !== WAL_MAGIC_LITTLE && magic !== WAL_MAGIC_BIG) return undefined;
  const pageSize = bytes.readUInt32BE(8);
  if (bytes.readUInt32BE(4) !== WAL_VERSION || pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) !== 0) return undefined;
  const bigEndian = magic === WAL_MAGIC_BIG;
  const [s0, s1] = walChecksum(bytes, 0, 24, bigEndian, 0, 0);
  if (s0 !== bytes.readUInt32BE(24) || s1 !== bytes.readUInt32BE(28)) return undefined;
  return { header: Buffer.from(bytes.subarray(0, WAL_HEADER)), bytes, pageSize, bigEndian };
}

/** SQLite's WAL checksum over `length` bytes (a multiple of 8) from `offset`, continued from `s0`, `s1`. */
export function walChecksum(bytes: Buffer, offset: number, length: number, bigEndian: boolean, s0: number, s1: number): [number, number] {
  for (let i = offset; i < offset + length; i += 8) {
    const x0 = bigEndian ? bytes.readUInt32BE(i) : bytes.readUInt32LE(i);
    const x1 = bigEndian ? bytes.readUInt32BE(i + 4) : bytes.readUInt32LE(i + 4);
    s0 = (s0 + x0 + s1) >>> 0;
    s1 = (s1 + x1 + s0) >>> 0;
  }
  return [s0, s1];
}

/** The file's pages with the -wal's committed frames laid over them, cut or grown to the size the last commit gave. */
function applyWal(file: Buffer, wal: Wal): Buffer {
  const { bytes, pageSize, bigEndian } = wal;
  const salt1 = bytes.readUInt32BE(16);
  const salt2 = bytes.readUInt32BE(20);
  let s0 = bytes.readUInt32BE(24);
  let s1 = bytes.readUInt32BE(28);
  let pending = new Map<number, number>();
  const committed = new Map<number, number>();
  let pages: number | undefined;
  for (let at = WAL_HEADER; at + FRAME_HEADER + pageSize <= bytes.length; at += FRAME_HEADER + pageSize) {
    const page = bytes.readUInt32BE(at);
    if (page === 0 || bytes.readUInt32BE(at + 8) !== salt1 || bytes.readUInt32BE(at + 12) !== salt2) break;
    [s0, s1] = walChecksum(bytes, at, 8, bigEndian, s0, s1);
    [s0, s1] = walChecksum(bytes, at + FRAME_HEADER, pageSize, bigEndian, s0, s1);
    if (s0 !== bytes.readUInt32BE(at + 16) || s1 !== bytes.readUInt32BE(at + 20)) break;
    pending.set(page, at + FRAME_HEADER);
    const commitSize = bytes.readUInt32BE(at + 4);
    if (commitSize > 0) {
      for (const [p, offset] of pending) committed.set(p, offset);
      pending = new Map();
      pages = commitSize;
    }
  }
  if (pages === undefined) return file;
  const image = Buffer.alloc(pages * pageSize);
  file.copy(image, 0, 0, Math.min(file.length, image.length));
  for (const [page, offset] of committed) {
    if (page <= pages) bytes.copy(image, (page - 1) * pageSize, offset, offset + pageSize);
  }
  return image;
}

/** Bytes 18 and 19 of the header say WAL (2): SQLite opens an image in memory only as a rollback-journal database (1). */
function asRollbackImage(image: Buffer): Buffer {
  if (image.length >= 100 && image[18] === 2 && image[19] === 2) {
    image[18] = 1;
    image[19] = 1;
  }
  return image;
}
