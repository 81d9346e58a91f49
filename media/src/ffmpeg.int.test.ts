import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeThumbnail, probeVideo } from './ffmpeg';
import { makeTestVideo } from './testing/testVideo';

let dir: string;
let two: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ffmpeg-'));
  two = makeTestVideo(dir, 2, 'two.mp4');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ffprobe and ffmpeg', () => {
  it('measures a real video', async () => {
    expect(await probeVideo(two)).toEqual({ duration: 2, width: 320, height: 240, formatName: expect.stringContaining('mp4') });
  });

  it('finds no video in noise or in an audio-only file', async () => {
    const noise = join(dir, 'noise.mp4');
    writeFileSync(noise, Buffer.alloc(8192, 3));
    expect(await probeVideo(noise)).toBeNull();
    const audio = join(dir, 'tone.m4a');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=1', audio]);
    expect(await probeVideo(audio)).toBeNull();
  });

  it('says so when ffprobe itself is missing, rather than blaming the file', async () => {
    await expect(probeVideo(two, 'no-such-ffprobe')).rejects.toThrow('no-such-ffprobe was not found: install ffmpeg');
  });

  it('makes a JPEG thumbnail', async () => {
    const target = join(dir, 'thumb.jpg');
    await makeThumbnail(two, target, 2);
    expect([...readFileSync(target).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});
