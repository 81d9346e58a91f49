import { z } from 'zod';
import { difficulties, type ProblemContent, problemLanguages, tagValues } from '@forge/domain';

/** Spec §5 messages for the create and update forms. */
const MAX_CASE_TEXT = 2_000_000;
const MAX_CODE = 100_000;

const required = (message: string, max: number) => z.string({ error: message }).min(1, message).max(max, `${message.replace(' is required', '')} is too long`);
const nonBlank = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `${message.replace(' is required', '')} is too long`);

const allThreeLanguages = (entries: readonly { language: string }[]) =>
  new Set(entries.map((e) => e.language)).size === problemLanguages.length;

const tags = z
  .string({ error: 'Tags are required' })
  .transform((text) => text.split(',').map((t) => t.trim()).filter(Boolean))
  .pipe(z.array(z.enum(tagValues, { error: `Tags must be among ${tagValues.join(', ')}` })).min(1, 'Tags are required'))
  .transform((list) => [...new Set(list)].join(', '));

export const problemBody = z.strictObject({
  title: nonBlank('Title is required', 200),
  description: nonBlank('Description is required', 50_000),
  difficulty: z.enum(difficulties, { error: 'Difficulty must be easy, medium or hard' }),
  tags,
  visibleTestCases: z
    .array(
      z.strictObject({
        input: required('Input is required', MAX_CASE_TEXT),
        output: required('Output is required', MAX_CASE_TEXT),
        explanation: nonBlank('Explanation is required', 5_000),
      }),
      { error: 'At least one visible test case required' },
    )
    .min(1, 'At least one visible test case required')
    .max(20, 'At most 20 visible test cases'),
  hiddenTestCases: z
    .array(z.strictObject({ input: required('Input is required', MAX_CASE_TEXT), output: required('Output is required', MAX_CASE_TEXT) }), {
      error: 'At least one hidden test case required',
    })
    .min(1, 'At least one hidden test case required')
    .max(100, 'At most 100 hidden test cases'),
  startCode: z
    .array(z.strictObject({ language: z.enum(problemLanguages, { error: 'All three languages required' }), initialCode: nonBlank('Initial code is required', MAX_CODE) }), {
      error: 'All three languages required',
    })
    .length(3, 'All three languages required')
    .refine(allThreeLanguages, 'All three languages required'),
  referenceSolution: z
    .array(z.strictObject({ language: z.enum(problemLanguages, { error: 'All three languages required' }), completeCode: nonBlank('Complete code is required', MAX_CODE) }), {
      error: 'All three languages required',
    })
    .length(3, 'All three languages required')
    .refine(allThreeLanguages, 'All three languages required'),
  timeLimitSeconds: z
    .number({ error: 'Time limit must be a number of seconds' })
    .min(0.5, 'Time limit must be between 0.5 and 10 seconds')
    .max(10, 'Time limit must be between 0.5 and 10 seconds')
    .optional(),
  memoryLimitMb: z
    .number({ error: 'Memory limit must be a number of MB' })
    .int('Memory limit must be a whole number of MB')
    .min(32, 'Memory limit must be between 32 and 1024 MB')
    .max(1024, 'Memory limit must be between 32 and 1024 MB')
    .optional(),
}) satisfies z.ZodType<ProblemContent, unknown>;
