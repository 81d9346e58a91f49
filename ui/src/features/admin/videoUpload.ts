import { adminApi } from './api';
import type { UploadedVideo } from './uploadedVideo';

/** A refusal from the video host (its `{ error: { message } }` unwrapped), or a network failure (status 0). */
export class UploadFailure extends Error {
  override readonly name = 'UploadFailure';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`upload failed with ${status}`);
  }
}

interface HostedVideo {
  readonly public_id: string;
  readonly secure_url: string;
  readonly duration: number;
}

/** The multipart POST to the media host; XMLHttpRequest because fetch reports no upload progress. */
function postWithProgress(url: string, form: FormData, onProgress: (percent: number) => void, signal: AbortSignal): Promise<HostedVideo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      // The media host nests its reason: { error: { message } }.
      const nested =
        body && typeof body === 'object' && 'error' in body && body.error && typeof body.error === 'object' ? body.error : body;
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as HostedVideo);
      else reject(new UploadFailure(xhr.status, nested));
    };
    xhr.onerror = () => reject(new UploadFailure(0, null));
    if (signal.aborted) {
      reject(new UploadFailure(0, null));
      return;
    }
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * GET the signature, upload the file to the host it names (Cloudinary or the built-in media
 * host), then record it with POST /video/save, which asks the host for the URL and duration.
 */
export async function uploadVideo(
  problemId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<UploadedVideo> {
  const signed = await adminApi.uploadSignature(problemId);
  const form = new FormData();
  // The signed fields first: the media host checks them before it stores a byte of the file.
  form.append('api_key', signed.api_key);
  form.append('timestamp', String(signed.timestamp));
  form.append('public_id', signed.public_id);
  form.append('signature', signed.signature);
  form.append('file', file);
  const hosted = await postWithProgress(signed.upload_url, form, onProgress, signal);
  const saved = await adminApi.saveVideo({
    problemId,
    cloudinaryPublicId: hosted.public_id,
    secureUrl: hosted.secure_url,
    duration: hosted.duration,
  });
  return saved.videoSolution;
}
