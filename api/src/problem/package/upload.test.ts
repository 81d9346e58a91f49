import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { receivePackage } from './upload';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const boundary = 'xyzBOUNDARY';
const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
/** A multipart body sent in small chunks, as a network delivers it. */
const form = (parts: { name: string; filename?: string; content: Buffer | string }[]) => {
  const pieces = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
        `${part.filename ? 'Content-Type: application/zip\r\n' : ''}\r\n`,
    ),
    Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  const whole = Buffer.concat([...pieces, Buffer.from(`--${boundary}--\r\n`)]);
  const chunks: Buffer[] = [];
  for (let at = 0; at < whole.length; at += 64 * 1024) chunks.push(whole.subarray(at, at + 64 * 1024));
  return Readable.from(chunks);
};

describe('a package upload', () => {
  it('streams the package field to disk with the form fields beside it', async () => {
    const content = Buffer.alloc(1024 * 1024, 'p');
    const upload = await receivePackage(
      form([
        { name: 'force', content: 'true' },
        { name: 'package', filename: 'hello.zip', content },
      ]),
      headers,
      dir,
      2 * 1024 * 1024,
    );
    expect(upload.bytes).toBe(content.length);
    expect(upload.fields).toEqual({ force: 'true' });
    expect((await readFile(upload.zipPath)).equals(content)).toBe(true);
  });

  it('refuses a package past the limit with 413', async () => {
    const error = await receivePackage(
      form([{ name: 'package', filename: 'big.zip', content: Buffer.alloc(300_000) }]),
      headers,
      dir,
      100_000,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, message: 'The package is larger than the limit of 100000 bytes' });
  });

  it('refuses a form without the package field, and a body that is not a form', async () => {
    await expect(receivePackage(form([{ name: 'force', content: 'true' }]), headers, dir, 1000)).rejects.toMatchObject({
      status: 400,
      code: 'PACKAGE_REQUIRED',
    });
    await expect(receivePackage(Readable.from(['{}']), { 'content-type': 'application/json' }, dir, 1000)).rejects.toMatchObject({
      status: 400,
    });
  });
});
