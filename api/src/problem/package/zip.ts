import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../../http/errors';

/** What a package zip may hold (issue 34): beyond any of these it is refused, nothing unpacked. */
export interface ZipLimits {
  /** The largest member, unpacked. */
  readonly maxEntryBytes: number;
  /** All members together, unpacked. */
  readonly maxTotalBytes: number;
  /** Unpacked size over packed size, of a member of at least 1 MB or of the whole: a zip bomb's mark. */
  readonly maxRatio: number;
  readonly maxEntries: number;
}

const MB = 1024 * 1024;
export const defaultZipLimits = (maxPackageBytes = 256 * MB): ZipLimits => ({
  maxEntryBytes: maxPackageBytes,
  maxTotalBytes: maxPackageBytes,
  maxRatio: 200,
  maxEntries: 20_000,
});

/** A package refused: its message names every problem found, one per line after the first. */
export class PackageRefused extends HttpError {
  constructor(readonly problems: readonly string[]) {
    super(
      400,
      `The package is refused: ${problems.join('; ')}`,
      'PACKAGE_REFUSED',
      problems.map((message) => ({ path: 'package', message })),
    );
  }
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const RATIO_FLOOR = MB;

/** A member's name as the zip spells it: UTF-8 when its flag says so, else CP437 (read as Latin-1, which agrees on ASCII). */
const nameOf = (entry: Entry) => {
  const raw = entry.fileName as unknown as Buffer;
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString('utf8') : raw.toString('latin1');
};

/** Why a member's name cannot be unpacked under a folder, or null. */
export function unsafeName(name: string): string | null {
  if (name.includes('\0')) return `"${name}" has a NUL in its name`;
  if (/^([A-Za-z]:|[\\/])/.test(name)) return `"${name}" is an absolute path`;
  if (name.split(/[\\/]/).includes('..')) return `"${name}" climbs out of the package (..)`;
  return null;
}

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    // Names are checked here, so every bad one is named (yauzl would stop at the first).
    yauzl.open(path, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/** Every member's header, read from the central directory before a byte is unpacked. */
async function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Every problem of the zip's headers, in the order found: empty when it may be unpacked. */
export function zipProblems(entries: readonly Entry[], limits: ZipLimits): string[] {
  const problems: string[] = [];
  if (entries.length > limits.maxEntries) problems.push(`it has ${entries.length} members, more than ${limits.maxEntries}`);
  let total = 0;
  let packed = 0;
  for (const entry of entries) {
    const name = nameOf(entry);
    const unsafe = unsafeName(name);
    if (unsafe) problems.push(unsafe);
    if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) problems.push(`"${name}" is a symbolic link`);
    if (entry.uncompressedSize > limits.maxEntryBytes)
      problems.push(`"${name}" unpacks to ${entry.uncompressedSize} bytes, more than the limit of ${limits.maxEntryBytes}`);
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize >= RATIO_FLOOR && ratio > limits.maxRatio)
      problems.push(`"${name}" unpacks ${Math.round(ratio)} times its packed size, more than ${limits.maxRatio} (a zip bomb)`);
    total += entry.uncompressedSize;
    packed += entry.compressedSize;
  }
  if (total > limits.maxTotalBytes) problems.push(`it unpacks to ${total} bytes, more than the limit of ${limits.maxTotalBytes}`);
  if (total >= RATIO_FLOOR && total / Math.max(1, packed) > limits.maxRatio)
    problems.push(`it unpacks ${Math.round(total / Math.max(1, packed))} times its packed size, more than ${limits.maxRatio} (a zip bomb)`);
  return problems;
}

/** Counts what passes and fails past `max` bytes: a member whose header lies about its size is stopped. */
const capped = (max: number, name: string) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new PackageRefused([`"${name}" unpacks past the limit of ${max} bytes`]));
      else done(null, chunk);
    },
  });
};

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/**
 * Unpacks the zip at `zipPath` into `into` (which must exist, empty) after checking every header:
 * names that climb out or are absolute, symbolic links, members, totals and ratios past the limits
 * are refused together, each named, before anything is written. Sizes are checked again as bytes
 * arrive. A zip that cannot be read is refused too.
 */
export async function unpackZip(zipPath: string, into: string, limits: ZipLimits): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch (error) {
    throw new PackageRefused([`it is not a readable zip (${(error as Error).message})`]);
  }
  try {
    let entries: Entry[];
    try {
      entries = await entriesOf(zip);
    } catch (error) {
      throw new PackageRefused([`it is not a readable zip (${(error as Error).message})`]);
    }
    const problems = zipProblems(entries, limits);
    if (problems.length > 0) throw new PackageRefused(problems);
    let left = limits.maxTotalBytes;
    for (const entry of entries) {
      const name = nameOf(entry);
      const target = join(into, name);
      if (/[\\/]$/.test(name)) {
        await mkdir(target, { recursive: true });
        continue;
      }
      await mkdir(dirname(target), { recursive: true });
      try {
        await pipeline(
          await openEntry(zip, entry),
          capped(Math.min(limits.maxEntryBytes, left), name),
          createWriteStream(target, { flags: 'wx' }),
        );
      } catch (error) {
        if (error instanceof PackageRefused) throw error;
        throw new PackageRefused([`"${name}" cannot be unpacked (${(error as Error).message})`]);
      }
      left -= entry.uncompressedSize;
    }
  } finally {
    zip.close();
  }
}

/** A fresh folder for one package's files; `cleanup` removes it and all in it. */
export async function scratchDir(parent = tmpdir()): Promise<{ path: string; cleanup: () => Promise<void> }> {
  await mkdir(parent, { recursive: true });
  const path = await mkdtemp(join(parent, 'package-'));
  return { path, cleanup: () => rm(path, { recursive: true, force: true }) };
}

/** Unpacks a zip into a fresh folder, and hands the folder to `use`; the folder is gone afterwards, whatever happens. */
export async function withUnpackedZip<T>(
  zipPath: string,
  limits: ZipLimits,
  use: (dir: string) => Promise<T>,
  parent?: string,
): Promise<T> {
  const scratch = await scratchDir(parent);
  try {
    await unpackZip(zipPath, scratch.path, limits);
    return await use(scratch.path);
  } finally {
    await scratch.cleanup();
  }
}
