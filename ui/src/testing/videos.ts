import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * Attaches `clip` to a problem as the upload page does (signature, signed multipart POST to the
 * media host, save), through the page's signed-in admin context. Returns the saved video.
 */
export async function attachVideo(page: Page, problemId: string, clip: string): Promise<{ secureUrl: string; duration: number }> {
  const signed = (await (await page.request.get(`/api/video/create/${problemId}`)).json()) as Record<string, string | number>;
  // The signed fields first: the media host checks them before it stores a byte of the file.
  const hosted = await page.request.post(String(signed['upload_url']), {
    multipart: {
      api_key: String(signed['api_key']),
      timestamp: String(signed['timestamp']),
      public_id: String(signed['public_id']),
      signature: String(signed['signature']),
      file: { name: 'walkthrough.mp4', mimeType: 'video/mp4', buffer: readFileSync(clip) },
    },
  });
  if (!hosted.ok()) throw new Error(`upload failed: ${hosted.status()} ${await hosted.text()}`);
  const { public_id, secure_url, duration } = (await hosted.json()) as { public_id: string; secure_url: string; duration: number };
  const saved = await page.request.post('/api/video/save', {
    data: { problemId, cloudinaryPublicId: public_id, secureUrl: secure_url, duration },
  });
  if (!saved.ok()) throw new Error(`save failed: ${saved.status()} ${await saved.text()}`);
  return ((await saved.json()) as { videoSolution: { secureUrl: string; duration: number } }).videoSolution;
}
