import type { VideoHost as VideoHostKind } from '@forge/domain';
import type { HostedVideo, UploadSignature, VideoHost as MediaVideoHost } from '@forge/media';

export type { HostedVideo, UploadSignature, VideoHostKind };

/** Where editorial videos are uploaded, confirmed and deleted: Cloudinary or the built-in media host. */
export type VideoHost = MediaVideoHost<VideoHostKind>;

/** The host could not be reached or answered unexpectedly. */
export class VideoHostError extends Error {
  override readonly name = 'VideoHostError';
}
