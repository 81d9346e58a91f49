import { chmodSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { useTempDir } from '@forge/testing';
import { MediaHost, MediaHostReadOnlyError } from './mediaHost';

/** A media host that only serves (`--as-of`): it makes no folder or secret, removes no old upload, and refuses every change. */
const inDir = useTempDir('forge-media-readonly-');

const state = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = statSync(join(dir, name));
      return `${name} ${stat.mode.toString(8)} ${stat.mtimeMs} ${stat.size}`;
    });

async function expectNothingChanges(host: MediaHost, dataDir: string): Promise<void> {
  const before = state(dataDir);
  expect(await host.find('forge/problems/p/v')).toBeNull();
  expect(host.file('forge/problems/p/v', 'mp4')).toBeNull();
  expect(() => host.signUpload('forge/problems/p/v', new Date())).toThrow(MediaHostReadOnlyError);
  expect(() => host.apiKey).toThrow(MediaHostReadOnlyError);
  expect(() => host.prepare()).toThrow(MediaHostReadOnlyError);
  expect(await host.upload(new IncomingMessage(new Socket()), new Date())).toEqual({
    refusal: { status: 409, message: 'This media host is read-only: nothing can be uploaded to it' },
  });
  await expect(host.destroy('forge/problems/p/v')).rejects.toThrow(MediaHostReadOnlyError);
  await expect(host.hold('forge/problems/p/v', new Date())).rejects.toThrow(MediaHostReadOnlyError);
  expect(state(dataDir)).toEqual(before);
}

describe('a read-only media host', () => {
  it('on a data dir without media makes nothing', async () => {
    const dataDir = inDir();
    const host = new MediaHost(dataDir, { readOnly: true });
    expect(host.existingDirectories()).toBeNull();
    await expectNothingChanges(host, dataDir);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('on one with media leaves an old upload, its secret and their modes alone', async () => {
    const dataDir = inDir();
    new MediaHost(dataDir).prepare();
    const old = join(dataDir, 'media', 'tmp', 'old-upload');
    writeFileSync(old, 'part of an upload');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    chmodSync(join(dataDir, 'media', 'credentials.json'), 0o640);
    const host = new MediaHost(dataDir, { readOnly: true });
    expect(host.existingDirectories()?.root).toBe(join(dataDir, 'media'));
    await expectNothingChanges(host, dataDir);
    expect(readdirSync(join(dataDir, 'media', 'tmp'))).toEqual(['old-upload']);
    // The same host, not read-only, is what removes it.
    new MediaHost(dataDir).prepare();
    expect(readdirSync(join(dataDir, 'media', 'tmp'))).toEqual([]);
  });
});
