import type { Difficulty, Problem, ProblemLanguage } from '../problem/types';

export type { Difficulty, Problem, ProblemLanguage };

/** A row of GET /problem/getAllProblem. */
export interface ProblemSummary {
  readonly _id: string;
  readonly title: string;
  readonly difficulty: Difficulty;
  readonly tags: string;
}

/** The body of POST /problem/create and PUT /problem/update/:id (spec §5). */
export interface ProblemBody {
  readonly title: string;
  readonly description: string;
  readonly difficulty: Difficulty;
  readonly tags: string;
  readonly visibleTestCases: readonly { input: string; output: string; explanation: string }[];
  readonly hiddenTestCases: readonly { input: string; output: string }[];
  readonly startCode: readonly { language: ProblemLanguage; initialCode: string }[];
  readonly referenceSolution: readonly { language: ProblemLanguage; completeCode: string }[];
}

/** GET /video/create/:problemId: what Cloudinary or the media host needs to accept one signed upload. */
export interface UploadSignature {
  readonly signature: string;
  readonly timestamp: number;
  readonly public_id: string;
  readonly api_key: string;
  readonly cloud_name: string;
  readonly upload_url: string;
}

/** POST /video/save's `videoSolution` (spec §3), as the video host reported it. */
export interface VideoSolution {
  readonly problemId: string;
  readonly cloudinaryPublicId: string;
  readonly secureUrl: string;
  readonly thumbnailUrl: string;
  /** Seconds. */
  readonly duration: number;
  readonly uploadedAt: string;
}

/** What the upload screen shows once saved. */
export type UploadedVideo = Pick<VideoSolution, 'duration' | 'uploadedAt'>;
