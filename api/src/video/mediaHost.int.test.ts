import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { MAX_VIDEO_BYTES, makeTestVideo, signParams, type UploadSignature } from '@forge/media';
import { useStarted } from '../testing/lifecycle';
import { startMediaHostServer, type MediaHostServer } from './testing/mediaHostServer';
import { multipartBody, postStream, repeatedChunks } from './testing/multipart';

const server = useStarted(startMediaHostServer);
let longClip: Buffer;
beforeAll(() => {
  longClip = readFileSync(makeTestVideo(server().test.dataDir, 5, 'long.mp4'));
});

const media = () => server().media;
const filesOnDisk = () => server().filesOnDisk();
const sign = (at?: Date) => server().sign(at);
const upload = (...args: Parameters<MediaHostServer['upload']>) => server().upload(...args);
async function waitUntil(condition: () => boolean, ms = 5000) {
  for (const end = Date.now() + ms; !condition(); await new Promise((r) => setTimeout(r, 10))) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${condition.toString()}`);
  }
}

describe('signed uploads', () => {
  it('keeps a signed video and answers as Cloudinary does, with the duration ffprobe measured', async () => {
    const signed = sign();
    expect(signed.upload_url).toBe('/media/video/upload');
    const { status, body } = await upload(signed, { bytes: longClip, type: 'video/mp4', name: 'walkthrough.mp4' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      public_id: signed.public_id,
      secure_url: `/media/video/upload/${signed.public_id}.mp4`,
      duration: 5,
      bytes: longClip.length,
      format: 'mp4',
      resource_type: 'video',
      type: 'upload',
      width: 320,
      height: 240,
      original_filename: 'walkthrough',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await server().host.find(signed.public_id)).toMatchObject({
      duration: 5,
      thumbnailUrl: `/media/video/upload/${signed.public_id}.jpg`,
    });
    expect(filesOnDisk().map((f) => f.slice(media().length))).toEqual(
      expect.arrayContaining([`/assets/${signed.public_id}.mp4`, `/assets/${signed.public_id}.jpg`]),
    );
  });

  it('keeps its signing secret to itself, in a file only the server can read', async () => {
    const credentials = join(media(), 'credentials.json');
    expect(statSync(credentials).mode & 0o777).toBe(0o600);
    const secret = (JSON.parse(readFileSync(credentials, 'utf8')) as { api_secret: string }).api_secret;
    const signed = sign();
    const { body } = await upload(signed);
    expect(JSON.stringify(signed) + JSON.stringify(body)).not.toContain(secret);
  });

  it.each([
    [
      'a wrong signature',
      (s: UploadSignature) => ({ signature: s.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
      401,
      /^Invalid Signature/,
    ],
    ['another public id than was signed', () => ({ public_id: 'forge/problems/p2/stolen' }), 401, /^Invalid Signature/],
    ['another api key', () => ({ api_key: '1' }), 401, /^Unknown API key/],
    ['no signature', () => ({ signature: '' }), 400, /^Missing required parameter - signature/],
  ])('refuses %s and keeps nothing', async (_name, change, status, message) => {
    const before = filesOnDisk();
    const signed = sign();
    const res = await upload(signed, undefined, change(signed));
    expect(res.status).toBe(status);
    expect(res.body.error?.message).toMatch(message);
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses a signature over an hour old (as Cloudinary does) and keeps nothing', async () => {
    const before = filesOnDisk();
    const res = await upload(sign(new Date(Date.now() - 3601_000)));
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/^Stale request - reported time is .* out of the reasonable time range \(1 hour\)/);
    expect((await upload(sign(new Date(Date.now() - 3500_000)))).status).toBe(200);
    // Just inside the hour is fine: the video, its thumbnail and its record.
    expect(filesOnDisk().length).toBe(before.length + 3);
  });

  it('refuses what is not a video: by its declared type, or by what ffprobe finds in it', async () => {
    const before = filesOnDisk();
    const text = await upload(sign(), { bytes: Buffer.from('hello'), type: 'text/plain', name: 'notes.txt' });
    expect(text).toEqual({ status: 400, body: { error: { message: 'Unsupported video format or file' } } });
    const fake = await upload(sign(), { bytes: Buffer.alloc(4096, 7), type: 'video/mp4', name: 'fake.mp4' });
    expect(fake).toEqual({ status: 400, body: { error: { message: 'Unsupported video format or file' } } });
    expect(filesOnDisk()).toEqual(before);
  });

  // The spec's client (and Cloudinary's widget) sends the file first and the signed fields after it.
  const fileFirst = (
    signed: UploadSignature,
    file: { bytes: Buffer; chunks?: Iterable<Buffer> },
    change: Partial<Record<string, string>> = {},
  ) =>
    multipartBody([
      ['file', { name: 'clip.mp4', type: 'video/mp4', chunks: file.chunks ?? [file.bytes] }],
      ['signature', change.signature ?? signed.signature],
      ['timestamp', String(signed.timestamp)],
      ['public_id', signed.public_id],
      ['api_key', signed.api_key],
    ]);

  it('takes the file before the signed fields, as the spec client sends it, and checks the signature once they arrive', async () => {
    const signed = sign();
    const { contentType, body } = fileFirst(signed, { bytes: server().clip });
    const res = await postStream(`${server().base}/media/video/upload`, contentType, body);
    expect(res).toMatchObject({ status: 200, body: { public_id: signed.public_id, resource_type: 'video' } });
    expect(await server().host.find(signed.public_id)).toMatchObject({ publicId: signed.public_id });
  });

  it('refuses a file sent before a wrong signature and keeps nothing, not even the temporary file', async () => {
    const before = filesOnDisk();
    const signed = sign();
    const wrong = signed.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const { contentType, body } = fileFirst(signed, { bytes: server().clip }, { signature: wrong });
    const res = await postStream(`${server().base}/media/video/upload`, contentType, body);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { message: expect.stringMatching(/^Invalid Signature/) } });
    expect(filesOnDisk()).toEqual(before);
    expect(readdirSync(join(media(), 'tmp'))).toEqual([]);
  });

  it('refuses a file sent before its fields with no signature at all, keeping nothing', async () => {
    const before = filesOnDisk();
    const { contentType, body } = multipartBody([['file', { name: 'clip.mp4', type: 'video/mp4', chunks: [server().clip] }]]);
    const res = await postStream(`${server().base}/media/video/upload`, contentType, body);
    expect(res).toEqual({ status: 400, body: { error: { message: expect.stringMatching(/^Missing required parameter - /) } } });
    expect(filesOnDisk()).toEqual(before);
  });
});

describe('the 100 MB limit', () => {
  const megabyte = Buffer.alloc(1024 * 1024, 0x5a);

  it('cuts off a streamed body past 100 MB, leaves nothing on disk, and does not buffer it', async () => {
    const before = filesOnDisk();
    const signed = sign();
    const { contentType, body } = multipartBody([
      ['api_key', signed.api_key],
      ['timestamp', String(signed.timestamp)],
      ['public_id', signed.public_id],
      ['signature', signed.signature],
      ['file', { name: 'huge.mp4', type: 'video/mp4', chunks: repeatedChunks(megabyte, MAX_VIDEO_BYTES / megabyte.length + 1) }],
    ]);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let sawPartialFile = false;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
      if (readdirSync(join(media(), 'tmp')).length > 0) sawPartialFile = true;
    }, 10);
    const res = await postStream(`${server().base}/media/video/upload`, contentType, body).finally(() => clearInterval(sampler));
    expect(res).toEqual({ status: 400, body: { error: { message: `File size too large. Maximum is ${MAX_VIDEO_BYTES}.` } } });
    expect(sawPartialFile).toBe(true);
    expect(filesOnDisk()).toEqual(before);
    const growthMb = (peak - baseline) / 1024 / 1024;
    console.log(`RSS grew by ${growthMb.toFixed(1)} MB while 101 MB streamed through the media host`);
    expect(growthMb).toBeLessThan(50);
  }, 60_000);

  it('cuts off a body past 100 MB whose file comes before the signed fields, leaving nothing on disk', async () => {
    const before = filesOnDisk();
    const signed = sign();
    const { contentType, body } = multipartBody([
      ['file', { name: 'huge.mp4', type: 'video/mp4', chunks: repeatedChunks(megabyte, MAX_VIDEO_BYTES / megabyte.length + 1) }],
      ['api_key', signed.api_key],
      ['timestamp', String(signed.timestamp)],
      ['public_id', signed.public_id],
      ['signature', signed.signature],
    ]);
    const res = await postStream(`${server().base}/media/video/upload`, contentType, body);
    expect(res).toEqual({ status: 400, body: { error: { message: `File size too large. Maximum is ${MAX_VIDEO_BYTES}.` } } });
    expect(filesOnDisk()).toEqual(before);
    expect(readdirSync(join(media(), 'tmp'))).toEqual([]);
  }, 60_000);

  it('removes the partial file when the client gives up mid-upload', async () => {
    const before = filesOnDisk();
    const signed = sign();
    let stall: () => void = () => undefined;
    async function* fiveMegabytesThenSilence() {
      yield* repeatedChunks(megabyte, 5);
      await new Promise<void>((resolve) => (stall = resolve));
    }
    const { contentType, body } = multipartBody([
      ['api_key', signed.api_key],
      ['timestamp', String(signed.timestamp)],
      ['public_id', signed.public_id],
      ['signature', signed.signature],
      ['file', { name: 'clip.mp4', type: 'video/mp4', chunks: fiveMegabytesThenSilence() }],
    ]);
    const req = request(`${server().base}/media/video/upload`, { method: 'POST', headers: { 'content-type': contentType } });
    req.on('error', () => undefined);
    body.pipe(req);
    // The server is writing the file as it arrives...
    await waitUntil(() => readdirSync(join(media(), 'tmp')).some((f) => statSync(join(media(), 'tmp', f)).size > 0));
    // ...and the client goes away.
    req.destroy();
    body.destroy();
    stall();
    await waitUntil(() => readdirSync(join(media(), 'tmp')).length === 0);
    expect(filesOnDisk()).toEqual(before);
  });

  it('answers a declared Content-Length over the limit before reading the body', async () => {
    const signed = sign();
    const { contentType, body } = multipartBody([
      ['api_key', signed.api_key],
      ['file', { name: 'huge.mp4', type: 'video/mp4', chunks: repeatedChunks(megabyte, 101) }],
    ]);
    const res = await postStream(`${server().base}/media/video/upload`, contentType, body, {
      'content-length': String(101 * 1024 * 1024 + 1000),
    });
    expect(res).toEqual({ status: 400, body: { error: { message: `File size too large. Maximum is ${MAX_VIDEO_BYTES}.` } } });
  });
});

it('signs with the documented Cloudinary scheme: a signature made by hand is accepted', async () => {
  const secret = (JSON.parse(readFileSync(join(media(), 'credentials.json'), 'utf8')) as { api_secret: string }).api_secret;
  const timestamp = Math.floor(Date.now() / 1000);
  const signed = {
    ...sign(),
    timestamp,
    signature: signParams({ timestamp, public_id: 'forge/problems/p1/by-hand' }, secret),
    public_id: 'forge/problems/p1/by-hand',
  };
  expect((await upload(signed)).status).toBe(200);
});
