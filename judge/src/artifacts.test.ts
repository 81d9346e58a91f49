import { execFileSync } from 'node:child_process';
import { existsSync, promises as fs, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { artifactKey, ArtifactStore, type Artifact } from './artifacts';

/** A cache dir laid out as the judge lays it out, with real files in a temp dir. */
let root: string;
let artifacts: string;
let scratch: string;
beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'forge-artifacts-'));
  artifacts = path.join(root, 'artifacts');
  scratch = path.join(root, 'scratch');
  await fs.mkdir(artifacts);
  await fs.mkdir(scratch);
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

const key = (i: number) => artifactKey({ language: 'cpp', command: ['g++'], toolchain: 'test', source: String(i) });
const programBytes = 8192;

function storeOf(maxBytes: number): ArtifactStore {
  return new ArtifactStore(artifacts, { leaseDir: scratch, maxBytes, log: () => undefined });
}

/** What a compile leaves: a `main` of `programBytes` bytes, saved under key(i). */
async function save(store: ArtifactStore, i: number): Promise<Artifact> {
  const from = await fs.mkdtemp(path.join(root, 'compiler-'));
  await fs.writeFile(path.join(from, 'main'), Buffer.alloc(programBytes, i % 256), { mode: 0o755 });
  await fs.writeFile(path.join(from, 'main.cpp'), 'not part of the program');
  const artifact = await store.save(key(i), from, /^main$/);
  await fs.rm(from, { recursive: true });
  if (!artifact) throw new Error('nothing saved');
  return artifact;
}

async function saveAndRelease(store: ArtifactStore, i: number): Promise<void> {
  await (await save(store, i)).release();
  await store.idle();
}

const cached = (i: number) => existsSync(path.join(artifacts, key(i)));
const entries = () => readdirSync(artifacts).filter((name) => !name.startsWith('.'));

/** Disk the entries take, measured by du rather than by the store. */
function diskUse(): number {
  const paths = entries().map((name) => path.join(artifacts, name));
  if (paths.length === 0) return 0;
  const lines = execFileSync('du', ['-sB1', '--total', ...paths], { encoding: 'utf8' })
    .trim()
    .split('\n');
  return Number(lines.at(-1)?.split('\t')[0]);
}

/** Makes entry i look last used `secondsAgo` ago. */
async function lastUsed(i: number, secondsAgo: number): Promise<void> {
  const at = new Date(Date.now() - secondsAgo * 1000);
  await fs.utimes(path.join(artifacts, key(i)), at, at);
}

/** Disk one entry takes here (a directory and one file), measured on a throwaway entry in an empty store. */
async function entryBytes(): Promise<number> {
  await saveAndRelease(storeOf(Number.MAX_SAFE_INTEGER), -1);
  const bytes = diskUse();
  rmSync(path.join(artifacts, key(-1)), { recursive: true });
  return bytes;
}

/** Stores programs 0..count-1, oldest first, each a second more recently used than the one before. */
async function fill(store: ArtifactStore, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await saveAndRelease(store, i);
  for (let i = 0; i < count; i++) await lastUsed(i, 1000 - i);
}

describe('the program cache is bounded', () => {
  test('after many stores it stays under the bound and keeps the most recent', async () => {
    const bound = 10.5 * (await entryBytes());
    const store = storeOf(bound);
    for (let i = 0; i < 40; i++) {
      await saveAndRelease(store, i);
      expect(diskUse()).toBeLessThanOrEqual(bound);
      await lastUsed(i, 1000 - i); // the clock's coarse ticks could otherwise tie neighbours
    }
    // Evicted down to 90% of the bound (9 entries) at most: the newest are the ones kept.
    const kept = entries().length;
    expect(kept).toBeGreaterThanOrEqual(9);
    expect([...Array(40).keys()].filter(cached)).toEqual([...Array(kept).keys()].map((i) => 40 - kept + i));
  });

  test('stores at the same moment still end under the bound', async () => {
    const bound = 10.5 * (await entryBytes());
    const store = storeOf(bound);
    const held = await Promise.all([...Array(30).keys()].map((i) => save(store, i)));
    await Promise.all(held.map((artifact) => artifact.release()));
    await saveAndRelease(store, 30);
    expect(diskUse()).toBeLessThanOrEqual(bound);
    expect(entries().length).toBeGreaterThanOrEqual(9);
  });

  test('a use makes a program recent: the least recently used go first', async () => {
    const store = storeOf(10.5 * (await entryBytes()));
    await fill(store, 10);
    await (await store.open(key(0)))?.release();
    await saveAndRelease(store, 10); // 11 entries: over the bound, evicted down to 9
    expect([...Array(11).keys()].filter(cached)).toEqual([0, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('a program a job of this judge holds is not evicted, however old; released, it is', async () => {
    const store = storeOf(10.5 * (await entryBytes()));
    await fill(store, 10);
    const held = await store.open(key(0));
    await lastUsed(0, 2000);
    await saveAndRelease(store, 10);
    expect([...Array(11).keys()].filter(cached)).toEqual([0, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await fs.readFile(path.join(held!.dir, 'main'))).length).toBe(programBytes);

    await held!.release();
    await saveAndRelease(store, 11); // 10 entries: within the bound
    await saveAndRelease(store, 12); // 11: the two least recently used go
    expect(cached(0)).toBe(false);
    expect(cached(3)).toBe(false);
    expect(cached(4)).toBe(true);
  });

  test('the precompiled header beside the programs is neither evicted nor counted', async () => {
    const header = path.join(root, 'pch', 'bits', 'stdc++.h.gch');
    await fs.mkdir(path.dirname(header), { recursive: true });
    const headerBytes = Buffer.alloc(256 * 1024, 7);
    await fs.writeFile(header, headerBytes);
    const store = storeOf(4.5 * (await entryBytes())); // far smaller than the header
    for (let i = 0; i < 12; i++) await saveAndRelease(store, i);
    expect((await fs.readFile(header)).equals(headerBytes)).toBe(true);
    expect(entries().length).toBeGreaterThanOrEqual(3);
  });

  test('the first trim measures what earlier judges left and evicts it down to the bound', async () => {
    const bound = 6.5 * (await entryBytes());
    await fill(storeOf(Number.MAX_SAFE_INTEGER), 12);
    const store = storeOf(bound);
    await store.trim();
    expect(diskUse()).toBeLessThanOrEqual(bound);
    expect([...Array(12).keys()].filter(cached)).toEqual([7, 8, 9, 10, 11]);
  });

  test('what a judge that died left half-way is removed once it is old', async () => {
    await fs.mkdir(path.join(artifacts, '.staging-old'));
    await fs.mkdir(path.join(artifacts, '.staging-fresh'));
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await fs.utimes(path.join(artifacts, '.staging-old'), old, old);
    await storeOf(1).trim();
    expect(readdirSync(artifacts)).toEqual(['.staging-fresh']);
  });
});

describe('eviction by another judge on the same cache dir', () => {
  test('a running job keeps its program; the next lookup misses and it can be stored again', async () => {
    const bytes = await entryBytes();
    const ours = storeOf(Number.MAX_SAFE_INTEGER);
    const theirs = storeOf(1.5 * bytes);
    const running = await save(ours, 0);
    await lastUsed(0, 1000);
    await saveAndRelease(theirs, 1);
    await theirs.trim(); // as at its start: two entries, so it evicts ours, which it cannot know is in use
    expect(cached(0)).toBe(false);
    expect(await fs.readFile(path.join(running.dir, 'main'))).toEqual(Buffer.alloc(programBytes, 0));

    expect(await ours.open(key(0))).toBeNull();
    await running.release();
    await saveAndRelease(ours, 0);
    const again = await ours.open(key(0));
    expect(again).not.toBeNull();
    await again?.release();
    expect(readdirSync(scratch)).toEqual([]);
  });

  test('an entry that vanishes while it is being linked is a miss, not a broken program', async () => {
    const store = storeOf(Number.MAX_SAFE_INTEGER);
    await saveAndRelease(store, 0);
    const link = fs.link.bind(fs);
    jest.spyOn(fs, 'link').mockImplementationOnce(async (from, to) => {
      await fs.rename(path.join(artifacts, key(0)), path.join(artifacts, '.evicted-by-another'));
      return link(from, to);
    });
    expect(await store.open(key(0))).toBeNull();
    expect(readdirSync(scratch)).toEqual([]);
  });
});
