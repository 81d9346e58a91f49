import type { CloudinaryAccount } from './cloudinaryUrl';
import { signParams, unixSeconds } from '@forge/media';
import { VideoHostError, type HostedVideo, type UploadSignature, type VideoHost } from './videoHost';

const TIMEOUT_MS = 15_000;

/** Cloudinary's answer to a lookup, as far as it is read here. */
interface CloudinaryResource {
  public_id?: string;
  secure_url?: string;
  duration?: number;
  video_metadata?: { format?: { duration?: string | number } };
}

async function errorOf(response: Response): Promise<VideoHostError> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return new VideoHostError(`Cloudinary answered ${response.status}: ${body?.error?.message ?? response.statusText}`);
}

/** Cloudinary's delivery URL with the extension swapped for .jpg: a frame of the video as its poster. */
export const cloudinaryThumbnail = (secureUrl: string) => secureUrl.replace(/\.[A-Za-z0-9]+$/, '') + '.jpg';

/** Videos on Cloudinary: the browser uploads with our signature; lookups and deletes go server to server. */
export function cloudinaryHost(account: CloudinaryAccount, fetchImpl: typeof fetch = fetch): VideoHost {
  const api = (path: string) => `${account.apiOrigin}/v1_1/${encodeURIComponent(account.cloudName)}/${path}`;
  const basicAuth = `Basic ${Buffer.from(`${account.apiKey}:${account.apiSecret}`).toString('base64')}`;
  const call = async (url: string, init: RequestInit) => {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new VideoHostError(`Cloudinary could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return {
    kind: 'cloudinary',

    signUpload(publicId: string, now: Date): UploadSignature {
      const timestamp = unixSeconds(now);
      return {
        signature: signParams({ public_id: publicId, timestamp }, account.apiSecret),
        timestamp,
        public_id: publicId,
        api_key: account.apiKey,
        cloud_name: account.cloudName,
        upload_url: api('video/upload'),
      };
    },

    /** Admin API: GET resources/video/upload/<public_id>, with basic auth. */
    async find(publicId: string): Promise<HostedVideo | null> {
      // As the SDKs do, the public id is one path segment, its slashes encoded.
      const response = await call(`${api(`resources/video/upload/${encodeURIComponent(publicId)}`)}?media_metadata=true`, {
        headers: { authorization: basicAuth, accept: 'application/json' },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw await errorOf(response);
      const resource = (await response.json()) as CloudinaryResource;
      if (!resource.secure_url) throw new VideoHostError('Cloudinary reported the video without a secure_url');
      const duration = Number(resource.duration ?? resource.video_metadata?.format?.duration ?? 0);
      return {
        publicId: resource.public_id ?? publicId,
        secureUrl: resource.secure_url,
        thumbnailUrl: cloudinaryThumbnail(resource.secure_url),
        duration: Number.isFinite(duration) && duration > 0 ? duration : 0,
      };
    },

    /** Upload API: signed POST video/destroy; invalidate also purges the CDN's copies. */
    async destroy(publicId: string, now: Date): Promise<void> {
      const params = { public_id: publicId, timestamp: unixSeconds(now), invalidate: 'true' };
      const body = new URLSearchParams({
        ...params,
        timestamp: String(params.timestamp),
        api_key: account.apiKey,
        signature: signParams(params, account.apiSecret),
      });
      const response = await call(api('video/destroy'), { method: 'POST', body, headers: { accept: 'application/json' } });
      if (!response.ok) throw await errorOf(response);
      const result = ((await response.json()) as { result?: string }).result;
      if (result !== 'ok' && result !== 'not found') throw new VideoHostError(`Cloudinary did not delete ${publicId}: ${result}`);
    },
  };
}
