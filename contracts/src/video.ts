import { z } from 'zod';

/** `POST /api/video/save` (spec §7). `secureUrl` and `duration` are accepted for compatibility but never trusted: the host says. */
export const saveVideoBody = z.object({
  problemId: z.string({ error: 'problemId is required' }).trim().min(1, 'problemId is required'),
  cloudinaryPublicId: z.string({ error: 'cloudinaryPublicId is required' }).trim().min(1, 'cloudinaryPublicId is required'),
  secureUrl: z.string().optional(),
  duration: z.number().nonnegative().optional(),
});
export type SaveVideoBody = z.input<typeof saveVideoBody>;

/** `GET /api/video/create/:problemId`: what Cloudinary or the media host needs to accept one signed upload. */
export const uploadSignature = z.strictObject({
  signature: z.string(),
  timestamp: z.number(),
  public_id: z.string(),
  api_key: z.string(),
  cloud_name: z.string(),
  upload_url: z.string(),
});
export type UploadSignature = z.infer<typeof uploadSignature>;

/** `POST /api/video/save`'s `videoSolution` (spec §3), as the video host reported it. */
export const videoSolution = z.strictObject({
  problemId: z.string(),
  cloudinaryPublicId: z.string(),
  secureUrl: z.string(),
  thumbnailUrl: z.string(),
  /** Seconds. */
  duration: z.number(),
  uploadedAt: z.string(),
});
export type VideoSolution = z.infer<typeof videoSolution>;
