import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir, rm, utimes } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { basename, dirname, join } from 'node:path';
import { makeThumbnail, probeVideo } from './ffmpeg';
import {
  isSafePublicId,
  mediaDirectories,
  openMediaDirectories,
  THUMBNAIL_FORMAT,
  VIDEO_TYPES,
  videoFormat,
  type MediaCredentials,
  type MediaDirectories,
} from './mediaStore';
import { NOT_A_VIDEO, probedAsset, receiveUpload, type Refusal } from './mediaUpload';
import { checkSignedRequest, signParams, unixSeconds } from './signing';
import type { HostedVideo, UploadSignature, VideoHost } from './protocol';

/** Spec §9. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
/** What the media host calls itself where Cloudinary would name the cloud. */
export const MEDIA_CLOUD_NAME = 'forge-media';
/** Relative, so a page on any host or port (a dev proxy included) uploads to and plays from its own origin. */
export const MEDIA_UPLOAD_PATH = '/media/video/upload';

/** What the media host records beside each video, in the shape Cloudinary reports. */
export interface StoredVideo {
  readonly public_id: string;
  readonly format: string;
  readonly bytes: number;
  readonly duration: number;
  readonly width: number;
  readonly height: number;
  readonly created_at: string;
  readonly version: number;
  readonly original_filename: string;
}

export interface MediaHostOptions {
  /**
   * Serves the videos already in DATA_DIR/media and writes nothing: no folder or signing secret
   * is made, no old upload removed, and signing, uploading, holding and deleting throw
   * `MediaHostReadOnlyError`. What a server shown as of a past point (`--as-of`) uses.
   */
  readonly readOnly?: boolean;
}

/** A change asked of a read-only media host. */
export class MediaHostReadOnlyError extends Error {
  override readonly name = 'MediaHostReadOnlyError';
  constructor(what: string) {
    super(`the media host is read-only here: it cannot ${what}`);
  }
}

/**
 * The built-in stand-in for Cloudinary, used when CLOUDINARY_URL is not set: the same signed
 * uploads, videos in DATA_DIR/media, served over HTTP by the API's `mediaHostRoutes`.
 */
export class MediaHost implements VideoHost<'mediaHost'> {
  readonly kind = 'mediaHost' as const;

  private opened: { dirs: MediaDirectories; credentials: MediaCredentials } | undefined;
  private readonly readOnly: boolean;

  /**
   * Nothing touches the disk until the host is first needed, and a failure (an unwritable
   * DATA_DIR, say) is retried on the next use: it fails video requests, not the server.
   */
  constructor(
    private readonly dataDir: string,
    options: MediaHostOptions = {},
  ) {
    this.readOnly = options.readOnly ?? false;
  }

  private get dirs(): MediaDirectories {
    return this.readOnly ? mediaDirectories(this.dataDir) : this.open().dirs;
  }

  private get credentials(): MediaCredentials {
    return this.open().credentials;
  }

  /** Creates DATA_DIR/media and its signing secret, or reads them; throws when it cannot (and when read-only). */
  prepare(): void {
    this.open();
  }

  private open(): { dirs: MediaDirectories; credentials: MediaCredentials } {
    // Opening makes the folders and the secret and removes old uploads: none of it when read-only.
    if (this.readOnly) throw new MediaHostReadOnlyError('sign, receive or delete videos');
    this.opened ??= openMediaDirectories(this.dataDir);
    return this.opened;
  }

  /** Its directories, or null when it never kept anything (a server that has always used Cloudinary). */
  existingDirectories(): MediaDirectories | null {
    if (this.readOnly) return existsSync(this.dirs.root) ? this.dirs : null;
    return this.opened || existsSync(join(this.dataDir, 'media')) ? this.dirs : null;
  }

  get apiKey(): string {
    return this.credentials.apiKey;
  }

  signUpload(publicId: string, now: Date): UploadSignature {
    const timestamp = unixSeconds(now);
    const signature = signParams({ public_id: publicId, timestamp }, this.credentials.apiSecret);
    return { signature, timestamp, public_id: publicId, api_key: this.apiKey, cloud_name: MEDIA_CLOUD_NAME, upload_url: MEDIA_UPLOAD_PATH };
  }

  /** Receives, checks and keeps one upload; a refusal leaves nothing on disk. */
  async upload(req: IncomingMessage, now: Date): Promise<{ video: StoredVideo } | { refusal: Refusal }> {
    if (this.readOnly) return { refusal: { status: 409, message: 'This media host is read-only: nothing can be uploaded to it' } };
    // Here, not inside the parser's events, where a throw would escape every handler.
    const { dirs } = this.open();
    const received = await receiveUpload(req, {
      maxBytes: MAX_VIDEO_BYTES,
      tmpFile: () => join(dirs.tmp, randomUUID()),
      authorize: (fields) => this.authorize(fields, now),
    });
    if ('refusal' in received) return received;
    const { file, fields } = received;
    const thumbnail = join(dirs.tmp, `${randomUUID()}.${THUMBNAIL_FORMAT}`);
    try {
      const probe = await probeVideo(file.path);
      const format = probe && videoFormat(probe.formatName, file.filename);
      if (!probe || !format) return { refusal: { status: 400, message: NOT_A_VIDEO } };
      const publicId = fields['public_id']!;
      const video: StoredVideo = {
        ...probedAsset(publicId, format, file, probe),
        created_at: now.toISOString(),
        version: unixSeconds(now),
        original_filename: basename(file.filename).replace(/\.[^.]*$/, ''),
      };
      const base = this.assetBase(publicId);
      const made = await makeThumbnail(file.path, thumbnail, probe.duration).then(
        () => true,
        () => false,
      );
      if (!made) return { refusal: { status: 400, message: NOT_A_VIDEO } };
      // Uploading to an existing public id replaces it, as on Cloudinary.
      await this.destroy(publicId);
      mkdirSync(dirname(base), { recursive: true });
      renameSync(file.path, `${base}.${format}`);
      renameSync(thumbnail, `${base}.${THUMBNAIL_FORMAT}`);
      // Written last and atomically: its presence is what makes the asset exist.
      writeFileSync(`${base}.json.tmp`, JSON.stringify(video));
      // Dated by the injected clock, which is what the sweep measures an upload's age against.
      for (const ext of [format, THUMBNAIL_FORMAT, 'json.tmp']) utimesSync(`${base}.${ext}`, now, now);
      renameSync(`${base}.json.tmp`, `${base}.json`);
      return { video };
    } finally {
      rmSync(file.path, { force: true });
      rmSync(thumbnail, { force: true });
    }
  }

  private authorize(fields: Readonly<Record<string, string>>, now: Date): Refusal | null {
    const refusal = checkSignedRequest(fields, this.credentials, now);
    if (refusal) return refusal;
    const publicId = fields['public_id'];
    if (!publicId) return { status: 400, message: 'Missing required parameter - public_id' };
    if (!isSafePublicId(publicId)) return { status: 400, message: `Invalid public_id ${publicId}` };
    return null;
  }

  /** The upload answer, shaped as Cloudinary's (its `signature` is Cloudinary's response signature). */
  uploadResponse(video: StoredVideo) {
    const secureUrl = this.videoUrl(video);
    return {
      asset_id: createHash('md5').update(`${video.public_id}@${video.version}`).digest('hex'),
      public_id: video.public_id,
      version: video.version,
      signature: signParams({ public_id: video.public_id, version: video.version }, this.credentials.apiSecret),
      width: video.width,
      height: video.height,
      format: video.format,
      resource_type: 'video',
      created_at: video.created_at,
      tags: [],
      bytes: video.bytes,
      type: 'upload',
      url: secureUrl,
      secure_url: secureUrl,
      duration: video.duration,
      original_filename: video.original_filename,
      api_key: this.apiKey,
    };
  }

  async find(publicId: string): Promise<HostedVideo | null> {
    const video = this.stored(publicId);
    return (
      video && {
        publicId: video.public_id,
        secureUrl: this.videoUrl(video),
        thumbnailUrl: this.thumbnailUrl(video),
        duration: video.duration,
      }
    );
  }

  /**
   * Called by a save before it confirms the upload: a fresh date on the record keeps every
   * replica's sweep away from it for a grace period, even before the save reaches the read
   * models (see `mediaSweep`). A missing video is left for the confirmation to report.
   */
  async hold(publicId: string, now: Date): Promise<void> {
    if (this.readOnly) throw new MediaHostReadOnlyError('hold a video');
    if (!isSafePublicId(publicId)) return;
    await utimes(`${this.assetBase(publicId)}.json`, now, now).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** The record of a kept video, or null (also for ids that could never name one). */
  stored(publicId: string): StoredVideo | null {
    if (!isSafePublicId(publicId)) return null;
    const record = `${this.assetBase(publicId)}.json`;
    try {
      return JSON.parse(readFileSync(record, 'utf8')) as StoredVideo;
    } catch {
      return null;
    }
  }

  async destroy(publicId: string): Promise<void> {
    if (this.readOnly) throw new MediaHostReadOnlyError('delete a video');
    if (!isSafePublicId(publicId)) return;
    const base = this.assetBase(publicId);
    const name = basename(base);
    const siblings = await readdir(dirname(base)).catch(() => [] as string[]);
    // The record first: from then on the asset no longer exists, even if a file below lingers.
    await rm(`${base}.json`, { force: true });
    await Promise.all(siblings.filter((file) => file.startsWith(`${name}.`)).map((file) => rm(join(dirname(base), file), { force: true })));
  }

  /** The file behind `<public_id>.<ext>`: the video in its own format, or its JPEG thumbnail. */
  file(publicId: string, ext: string): { path: string; type: string } | null {
    const video = this.stored(publicId);
    if (!video) return null;
    if (ext === THUMBNAIL_FORMAT) return { path: `${this.assetBase(publicId)}.${THUMBNAIL_FORMAT}`, type: 'image/jpeg' };
    if (ext === video.format) return { path: `${this.assetBase(publicId)}.${ext}`, type: VIDEO_TYPES[ext] ?? 'application/octet-stream' };
    return null;
  }

  videoUrl = (video: StoredVideo) => `${MEDIA_UPLOAD_PATH}/${video.public_id}.${video.format}`;
  thumbnailUrl = (video: StoredVideo) => `${MEDIA_UPLOAD_PATH}/${video.public_id}.${THUMBNAIL_FORMAT}`;

  private assetBase(publicId: string): string {
    return join(this.dirs.assets, ...publicId.split('/'));
  }
}
