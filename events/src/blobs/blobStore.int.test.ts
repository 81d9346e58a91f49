import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobIntegrityError, BlobNotFoundError, fileBlobStore, memoryBlobStore, sha256Of } from './blobStore';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'forge-blobs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('fileBlobStore', () => {
  it('names a blob by its SHA-256, keeps it owner-only and reads it back', async () => {
    const blobs = fileBlobStore(join(dir, 'blobs'));
    // No folder until the first blob.
    expect(readdirSync(dir)).toEqual([]);
    const content = '1 2\n'.repeat(10_000);
    const ref = await blobs.put(content);
    expect(ref).toEqual({ sha256: sha256Of(content), size: Buffer.byteLength(content) });
    expect((await blobs.get(ref.sha256)).toString()).toBe(content);
    expect(blobs.getSync(ref.sha256).toString()).toBe(content);
    expect(await blobs.has(ref.sha256)).toBe(true);
    const file = join(dir, 'blobs', ref.sha256.slice(0, 2), ref.sha256);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'blobs')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'blobs', ref.sha256.slice(0, 2))).mode & 0o777).toBe(0o700);
    // Written through a temporary file renamed into place: nothing else is left in the folder.
    expect(readdirSync(join(dir, 'blobs', ref.sha256.slice(0, 2)))).toEqual([ref.sha256]);
  });

  it('stores the same content once and lists every blob', async () => {
    const blobs = fileBlobStore(dir);
    const a = await blobs.put('a');
    expect(await blobs.put(Buffer.from('a'))).toEqual(a);
    const b = await blobs.put('b');
    expect(await blobs.list()).toEqual([a.sha256, b.sha256].sort());
  });

  it('refuses a blob whose bytes no longer hash to its name, and says which is missing', async () => {
    const blobs = fileBlobStore(dir);
    const { sha256 } = await blobs.put('42\n');
    writeFileSync(join(dir, sha256.slice(0, 2), sha256), '41\n');
    await expect(blobs.get(sha256)).rejects.toThrow(BlobIntegrityError);
    expect(() => blobs.getSync(sha256)).toThrow(`blob ${sha256} is corrupt`);
    const absent = sha256Of('never stored');
    await expect(blobs.get(absent)).rejects.toThrow(BlobNotFoundError);
    expect(await blobs.has(absent)).toBe(false);
    await expect(blobs.get('../../etc/passwd')).rejects.toThrow('not a blob name');
  });

  it('read only, makes nothing and writes nothing', async () => {
    const blobs = fileBlobStore(join(dir, 'none'), { readOnly: true });
    expect(readdirSync(dir)).toEqual([]);
    expect(await blobs.list()).toEqual([]);
    await expect(blobs.put('x')).rejects.toThrow('read only');
  });
});

describe('memoryBlobStore', () => {
  it('keeps blobs by hash', async () => {
    const blobs = memoryBlobStore();
    const ref = await blobs.put('x');
    expect((await blobs.get(ref.sha256)).toString()).toBe('x');
    await expect(blobs.get(sha256Of('y'))).rejects.toThrow(BlobNotFoundError);
  });
});
