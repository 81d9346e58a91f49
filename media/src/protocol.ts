/**
 * Cloudinary's side of a signed upload, as the media host and Cloudinary both speak it. The
 * API's `VideoHost` port is this interface with its own list of host kinds.
 */

/** Everything a browser needs for one signed upload (what GET /api/video/create/:problemId returns). */
export interface UploadSignature {
  readonly signature: string;
  readonly timestamp: number;
  readonly public_id: string;
  readonly api_key: string;
  readonly cloud_name: string;
  readonly upload_url: string;
}

/** A video as its host reports it, never as the client claims it. */
export interface HostedVideo {
  readonly publicId: string;
  readonly secureUrl: string;
  readonly thumbnailUrl: string;
  /** Seconds. */
  readonly duration: number;
}

/** Where editorial videos are uploaded, confirmed and deleted; `Kind` names the host. */
export interface VideoHost<Kind extends string = string> {
  readonly kind: Kind;
  signUpload(publicId: string, now: Date): UploadSignature;
  /** The asset, or null when the host has no such video. */
  find(publicId: string): Promise<HostedVideo | null>;
  /** Deletes the asset; deleting one that is already gone is not an error. */
  destroy(publicId: string, now: Date): Promise<void>;
  /** Keeps an upload from being swept as abandoned while it is saved; only hosts that sweep have it. */
  hold?(publicId: string, now: Date): Promise<void>;
}
