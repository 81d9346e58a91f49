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

/** GET /video/create/:problemId: what the media host needs to accept one signed upload. */
export interface UploadSignature {
  readonly signature: string;
  readonly timestamp: number | string;
  readonly public_id: string;
  readonly api_key: string;
  readonly cloud_name?: string;
  readonly upload_url: string;
}

export interface UploadedVideo {
  readonly duration: number;
  readonly uploadedAt: string;
}
