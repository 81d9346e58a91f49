/** The shapes the problem page reads from the API (spec §3, §7). */
import type { RunResult, RunTestCase, SubmitResult as JudgedSubmission } from '@forge/contracts';

export type { RunResult, RunTestCase };

export type Difficulty = 'easy' | 'medium' | 'hard';
export type ProblemLanguage = 'C++' | 'Java' | 'JavaScript';
export type SubmissionLanguage = 'cpp' | 'java' | 'javascript';

export interface VisibleTestCase {
  readonly input: string;
  readonly output: string;
  readonly explanation: string;
}

export interface Problem {
  readonly _id: string;
  readonly title: string;
  readonly description: string;
  readonly difficulty: Difficulty;
  readonly tags: string;
  readonly visibleTestCases: readonly VisibleTestCase[];
  readonly hiddenTestCases?: readonly { input: string; output: string }[];
  readonly startCode: readonly { language: ProblemLanguage; initialCode: string }[];
  readonly referenceSolution: readonly { language: ProblemLanguage; completeCode: string }[];
  readonly secureUrl?: string;
  readonly thumbnailUrl?: string;
  /** Seconds. */
  readonly duration?: number;
}

export type SubmissionStatus = 'accepted' | 'wrong' | 'error' | 'pending';

export interface Submission {
  readonly _id: string;
  readonly problemId: string;
  readonly language: SubmissionLanguage;
  readonly status: SubmissionStatus;
  /** Seconds. */
  readonly runtime: number;
  /** kB. */
  readonly memory: number;
  readonly testCasesPassed: number;
  readonly testCasesTotal: number;
  readonly createdAt: string;
  readonly code: string;
  readonly errorMessage: string | null;
}

/** The HTTP answer to a submit also names the submission it was recorded on. */
export type SubmitResult = JudgedSubmission & { readonly submissionId?: string };

export interface ChatMessage {
  readonly role: 'user' | 'model';
  readonly parts: readonly { text: string }[];
}

/** Judge0's "Accepted" id, which the API keeps (spec §9). */
export const PASSED_STATUS_ID = 3;
