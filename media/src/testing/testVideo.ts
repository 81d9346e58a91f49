import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** A real H.264 video (ffmpeg's test pattern) of `seconds` seconds, written into `dir`. */
export function makeTestVideo(dir: string, seconds = 3, name = 'clip.mp4'): string {
  const file = join(dir, name);
  execFileSync('/usr/bin/ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=320x240:rate=25`,
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  return file;
}
