import type { VideoSolution } from '@forge/contracts';

/** What the upload screen shows once saved. */
export type UploadedVideo = Pick<VideoSolution, 'duration' | 'uploadedAt'>;
