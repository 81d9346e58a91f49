import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface VideoProbe {
  /** Seconds. */
  readonly duration: number;
  readonly width: number;
  readonly height: number;
  /** ffprobe's container names, e.g. "mov,mp4,m4a,3gp,3g2,mj2". */
  readonly formatName: string;
}

interface ProbeOutput {
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string; disposition?: { attached_pic?: number } }[];
  format?: { duration?: string; format_name?: string };
}

/** Reads a file with ffprobe; null when it is not a video ffprobe understands (no moving picture). */
export async function probeVideo(file: string, ffprobe = 'ffprobe'): Promise<VideoProbe | null> {
  let output: ProbeOutput;
  try {
    const { stdout } = await run(
      ffprobe,
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration,format_name:stream=codec_type,width,height,duration:stream_disposition=attached_pic',
        '-of',
        'json',
        file,
      ],
      {
        timeout: 30_000,
        maxBuffer: 1024 * 1024,
      },
    );
    output = JSON.parse(stdout) as ProbeOutput;
  } catch (error) {
    // A missing ffprobe is the server's fault, not the upload's.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${ffprobe} was not found: install ffmpeg`, { cause: error });
    return null;
  }
  // A cover picture in an audio file is a video stream too; it is not a video.
  const video = output.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const duration = Number(output.format?.duration ?? video?.duration);
  if (!video || !Number.isFinite(duration) || duration <= 0) return null;
  return {
    duration: Math.round(duration * 1000) / 1000,
    width: video.width ?? 0,
    height: video.height ?? 0,
    formatName: output.format?.format_name ?? '',
  };
}

/** A JPEG frame from a moment into the video (its first second, or its middle when shorter). */
export async function makeThumbnail(video: string, target: string, duration: number, ffmpeg = 'ffmpeg'): Promise<void> {
  const at = Math.min(1, duration / 2).toFixed(3);
  await run(
    ffmpeg,
    ['-v', 'error', '-y', '-ss', at, '-i', video, '-frames:v', '1', '-vf', 'scale=640:-2', '-q:v', '4', '-f', 'image2', target],
    { timeout: 60_000 },
  );
}
