import { z } from 'zod';
import { submissionLanguages } from './vocabulary';
import { ratingView } from './leaderboard';

const count = z.number().int().nonnegative();
const byDifficulty = z.strictObject({ easy: count, medium: count, hard: count });

/** One accepted submission among a profile's most recent. Runtime in CPU seconds, memory in kB, as a submission's. */
export const recentAcceptedView = z.strictObject({
  submissionId: z.string(),
  problemId: z.string(),
  /** Absent when the problem has left the library since. */
  title: z.string().optional(),
  language: z.enum(submissionLanguages),
  acceptedAt: z.string(),
  runtime: z.number(),
  memory: z.number(),
});

/**
 * `GET /api/profile/:userId` (issue 35, an addition to the spec): a learner's work at a glance. The
 * calendar covers the last 365 days in the viewer's time zone (`?tz=`), days without submissions
 * left out; the parts the owner hid are absent for others.
 */
export const profileView = z.strictObject({
  user: z.strictObject({ _id: z.string(), firstName: z.string(), lastName: z.string().optional() }),
  solved: byDifficulty.extend({ total: count }),
  totals: byDifficulty,
  calendar: z.array(z.strictObject({ date: z.string(), submissions: count })).optional(),
  streak: z.strictObject({ current: count, longest: count }).optional(),
  /** Accepted verdicts of all verdicts, in percent with one decimal; 0 before the first verdict. */
  acceptanceRate: z.number().min(0).max(100).optional(),
  languages: z.array(z.strictObject({ language: z.enum(submissionLanguages), submissions: count, solved: count })).optional(),
  tags: z.array(z.strictObject({ tag: z.string(), solved: count, total: count })).optional(),
  recentAccepted: z.array(recentAcceptedView).optional(),
  /** The rating now and after each rated contest (issue 36). */
  rating: ratingView.optional(),
});
export type ProfileView = z.infer<typeof profileView>;
export type RecentAcceptedView = z.infer<typeof recentAcceptedView>;

/** `?tz=` of the profile: an IANA time zone; UTC when absent. */
export const profileQuery = z.object({
  tz: z
    .string()
    .max(64, 'Unknown time zone')
    .refine((tz) => isTimeZone(tz), 'Unknown time zone')
    .optional(),
});

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const bin = z.strictObject({ from: z.number(), to: z.number(), count: count });

/**
 * An accepted submission's place among its problem's accepted submissions in the same language
 * (issue 35): the share of the others slower and hungrier than it, in percent (100 with no
 * others), and the histograms (runtime in CPU seconds, memory in kB) it falls in.
 */
export const submissionDistribution = z.strictObject({
  runtimeBeats: z.number().min(0).max(100),
  memoryBeats: z.number().min(0).max(100),
  runtimeHistogram: z.array(bin),
  memoryHistogram: z.array(bin),
});
export type SubmissionDistribution = z.infer<typeof submissionDistribution>;
