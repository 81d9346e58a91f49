import { z } from 'zod';
import { defineEvent } from './defineEvent';

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];
export const tagValues = ['array', 'linkedList', 'graph', 'dp'] as const;
export type Tag = (typeof tagValues)[number];
/** Problem content names languages as the editor shows them; submissions use the short codes. */
export const problemLanguages = ['C++', 'Java', 'JavaScript'] as const;
export type ProblemLanguage = (typeof problemLanguages)[number];

const visibleTestCase = z.object({ input: z.string(), output: z.string(), explanation: z.string() });
const hiddenTestCase = z.object({ input: z.string(), output: z.string() });

/** The structure every stored problem has. Input rules (lengths, messages) live in the API. */
export const problemContent = z.object({
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(difficulties),
  tags: z.string(),
  visibleTestCases: z.array(visibleTestCase),
  hiddenTestCases: z.array(hiddenTestCase),
  startCode: z.array(z.object({ language: z.enum(problemLanguages), initialCode: z.string() })),
  referenceSolution: z.array(z.object({ language: z.enum(problemLanguages), completeCode: z.string() })),
  /** Per-problem judge limits; the judge's defaults apply when absent (added later, hence optional). */
  timeLimitSeconds: z.number().positive().optional(),
  memoryLimitMb: z.number().int().positive().optional(),
});
export type ProblemContent = z.infer<typeof problemContent>;

export const ProblemCreated = defineEvent(
  'ProblemCreated',
  problemContent.extend({ problemId: z.string(), createdBy: z.string(), createdAt: z.string() }),
);

export const ProblemUpdated = defineEvent(
  'ProblemUpdated',
  problemContent.extend({ problemId: z.string(), updatedBy: z.string(), updatedAt: z.string() }),
);

export const ProblemDeleted = defineEvent(
  'ProblemDeleted',
  z.object({ problemId: z.string(), deletedBy: z.string(), deletedAt: z.string() }),
);

/** Where an editorial video is stored: Cloudinary when configured, else the server's own media host. */
export const videoHosts = ['cloudinary', 'mediaHost'] as const;
export type VideoHost = (typeof videoHosts)[number];

/** An editorial video confirmed to exist on its host and attached to a problem (replacing any earlier one). */
export const ProblemVideoAttached = defineEvent(
  'ProblemVideoAttached',
  z.object({
    problemId: z.string(),
    host: z.enum(videoHosts),
    cloudinaryPublicId: z.string(),
    secureUrl: z.string(),
    thumbnailUrl: z.string(),
    /** Seconds, as measured by the host. */
    duration: z.number().nonnegative(),
    uploadedBy: z.string(),
    uploadedAt: z.string(),
  }),
);

/** The editorial video a problem shows, as its host confirmed it. */
export type ProblemVideo = Omit<z.infer<typeof ProblemVideoAttached.schema>, 'problemId' | 'uploadedBy'>;

/**
 * The problem's video was detached (deleted, replaced, or gone with its problem). `host` says
 * where the asset lived, so whoever cleans up after the event knows where to delete it.
 */
export const ProblemVideoRemoved = defineEvent(
  'ProblemVideoRemoved',
  z.object({ problemId: z.string(), host: z.enum(videoHosts), cloudinaryPublicId: z.string(), removedBy: z.string(), removedAt: z.string() }),
);
