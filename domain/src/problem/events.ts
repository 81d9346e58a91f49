import { z } from 'zod';
import { defineEvent, eventCatalog, type EventsOf } from '@forge/events';
import { difficulties, inputValidator, outputValidation, problemLanguages, subtask } from '@forge/contracts';
import { wrongSolutionVerdicts } from '@forge/contracts';
import { ProblemVideoAttached, ProblemVideoRemoved } from '../video/events';

// The names are the wire's (contracts/src/vocabulary.ts), shared with the browser.
export { difficulties, problemLanguages, tagValues, type Difficulty, type ProblemLanguage, type Tag } from '@forge/contracts';
export { wrongSolutionVerdicts, type WrongSolutionVerdict } from '@forge/contracts';

const visibleTestCase = z.object({ input: z.string(), output: z.string(), explanation: z.string() });
const hiddenTestCase = z.object({ input: z.string(), output: z.string() });

/**
 * The structure every stored problem has. Input rules (lengths, messages) live in the API.
 * In the log, a problem's test data (and any string of 1 KiB or more) is a `{ $blob, size }`
 * reference to the blob store beside it (`blobbedEventStore` in `@forge/events`, issue 34): it is
 * put there before the event is appended and read back, checked by hash, before anything here sees
 * it, so this schema and events written before, with their cases inline, are the same.
 */
export const problemContent = z.object({
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(difficulties),
  tags: z.string(),
  visibleTestCases: z.array(visibleTestCase),
  hiddenTestCases: z.array(hiddenTestCase),
  startCode: z.array(z.object({ language: z.enum(problemLanguages), initialCode: z.string() })),
  referenceSolution: z.array(z.object({ language: z.enum(problemLanguages), completeCode: z.string() })),
  /** Solutions its cases must reject, each with its verdict; absent in problems saved before they existed (none). */
  wrongSolutions: z
    .array(
      z.object({
        language: z.enum(problemLanguages),
        completeCode: z.string(),
        expectedVerdict: z.enum(wrongSolutionVerdicts),
        /** With `Partial` alone (issue 31). */
        expectedScore: z.number().optional(),
      }),
    )
    .optional(),
  /** Per-problem judge limits; the judge's defaults apply when absent (added later, hence optional). */
  timeLimitSeconds: z.number().positive().optional(),
  memoryLimitMb: z.number().int().positive().optional(),
  /**
   * Added later still, optional like the others: every stored version-1 event is valid under this
   * schema as it stands, so no version bump or upcaster; absent reads as the default (1024 kB).
   */
  outputLimitKb: z.number().int().positive().optional(),
  /** Issue 32, optional like the limits: a language's time limit as a factor of the problem's; absent is 1. */
  timeFactors: z.partialRecord(z.enum(problemLanguages), z.number().positive()).optional(),
  /** Issue 31, optional like the limits: absent is the spec's exact rule. */
  validation: outputValidation.optional(),
  /** Issue 33, optional like the others: the program every case's input must satisfy. */
  inputValidator: inputValidator.optional(),
  /** Issue 31: scored groups of hidden cases; absent, a submission has no score. */
  subtasks: z.array(subtask).optional(),
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

/**
 * The content of an earlier revision, made the problem's again (a deleted problem comes back).
 * It carries that content in full, as an update does, and names the revision it came from: the
 * history is never rewritten, it grows by the restore.
 */
export const ProblemRestored = defineEvent(
  'ProblemRestored',
  problemContent.extend({
    problemId: z.string(),
    restoredRevision: z.number().int().nonnegative(),
    restoredBy: z.string(),
    restoredAt: z.string(),
  }),
);

/** What a problem's stream holds: its content's changes and its editorial video's. */
export const problemEventDefinitions = [
  ProblemCreated,
  ProblemUpdated,
  ProblemDeleted,
  ProblemRestored,
  ProblemVideoAttached,
  ProblemVideoRemoved,
] as const;
export const problemEvents = eventCatalog(problemEventDefinitions);
export type ProblemEvent = EventsOf<typeof problemEvents>;
