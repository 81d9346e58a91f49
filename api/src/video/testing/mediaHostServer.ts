import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { signedUploadForm } from './multipart';
import { makeTestVideo, type MediaHost, type UploadSignature } from '@forge/media';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform';

export interface MediaHostServer {
  readonly test: TestPlatform;
  readonly host: MediaHost;
  /** http://127.0.0.1:<port> of the platform listening for real. */
  readonly base: string;
  /** A 3-second H.264 clip. */
  readonly clip: Buffer;
  /** DATA_DIR/media. */
  readonly media: string;
  /** Every file under the media host's assets and tmp directories. */
  filesOnDisk(): string[];
  /** A fresh signature for a new public id, as GET /api/video/create would give. */
  sign(at?: Date): UploadSignature;
  /** What the browser does with a signature: a multipart POST, signed fields first. */
  upload(
    signed: UploadSignature,
    file?: { bytes: Buffer; type: string; name: string },
    overrides?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> & { error?: { message: string } } }>;
  close(): Promise<void>;
}

/** The whole platform on a loopback port, for tests that stream real HTTP bodies at the media host. */
export async function startMediaHostServer(): Promise<MediaHostServer> {
  const test = await startTestPlatform();
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's handler answers through the response; its promise is handled inside
  const server = createServer(test.platform.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const host = test.platform.deps.video.mediaHost;
  const clip = readFileSync(makeTestVideo(test.dataDir, 3, 'clip.mp4'));
  const media = join(test.dataDir, 'media');
  let n = 0;
  return {
    test,
    host,
    base,
    clip,
    media,
    filesOnDisk: () =>
      ['assets', 'tmp'].flatMap((dir) =>
        readdirSync(join(media, dir), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name)),
      ),
    sign: (at = new Date()) => host.signUpload(`forge/problems/p1/v${++n}`, at),
    async upload(signed, file = { bytes: clip, type: 'video/mp4', name: 'clip.mp4' }, overrides = {}) {
      const form = signedUploadForm(signed, file, overrides);
      const response = await fetch(new URL(signed.upload_url, base), { method: 'POST', body: form });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { message: string } } };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await test.close();
    },
  };
}
