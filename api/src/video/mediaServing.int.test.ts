import { useStarted } from '../testing/lifecycle';
import { startMediaHostServer } from './testing/mediaHostServer';

const host = useStarted(startMediaHostServer);

describe('serving with byte ranges', () => {
  let url: string;
  let thumbnail: string;
  beforeAll(async () => {
    const { body } = await host().upload(host().sign());
    url = `${host().base}${body['secure_url'] as string}`;
    thumbnail = url.replace(/\.mp4$/, '.jpg');
  });

  it('serves the whole video, saying it accepts ranges', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe(String(host().clip.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(host().clip)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, -1],
    ['bytes=-100', -100, -1],
  ])('answers %s with 206 and exactly those bytes', async (range, from, to) => {
    const start = from < 0 ? host().clip.length + from : from;
    const end = to < 0 ? host().clip.length - 1 : to;
    const res = await fetch(url, { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${host().clip.length}`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(Buffer.from(await res.arrayBuffer()).equals(host().clip.subarray(start, end + 1))).toBe(true);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const res = await fetch(url, { headers: { range: `bytes=${host().clip.length}-` } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${host().clip.length}`);
  });

  it('ignores a range meant for another version of the file (If-Range)', async () => {
    const res = await fetch(url, { headers: { range: 'bytes=0-9', 'if-range': '"stale"' } });
    expect(res.status).toBe(200);
    const same = await fetch(url, {
      headers: { range: 'bytes=0-9', 'if-range': (await fetch(url, { method: 'HEAD' })).headers.get('etag')! },
    });
    expect(same.status).toBe(206);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetch(url, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-length')).toBe('10');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('serves the JPEG thumbnail ffmpeg made', async () => {
    const res = await fetch(thumbnail);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await res.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('serves nothing else: other extensions, unknown ids, paths out of the store', async () => {
    for (const path of [
      `${host().base}/media/elsewhere`,
      `${host().base}/media/video/upload/`,
      url.replace(/\.mp4$/, '.webm'),
      `${host().base}/media/video/upload/forge/problems/p1/nothing.mp4`,
      `${host().base}/media/video/upload/..%2F..%2Fcredentials.json`,
      `${host().base}/media/video/upload/credentials.json`,
    ]) {
      const res = await fetch(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { message: expect.stringMatching(/^Resource not found/) } });
    }
  });

  it('a deleted video is gone from disk and from the web', async () => {
    const { body } = await host().upload(host().sign());
    const publicId = body['public_id'] as string;
    await host().host.destroy(publicId);
    expect(
      host()
        .filesOnDisk()
        .some((f) => f.includes(publicId)),
    ).toBe(false);
    expect((await fetch(`${host().base}${body['secure_url'] as string}`)).status).toBe(404);
  });
});
