import { z } from 'zod';
import { difficulties, maxOutputLimitKb, problemLanguages, tagValues, wrongSolutionVerdicts } from './vocabulary';

const MAX_CASE_TEXT = 2_000_000;

const outputLimitMessage = `Output limit must be between 1 and ${maxOutputLimitKb} kB`;
const MAX_CODE = 100_000;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(max, `${message.replace(' is required', '')} is too long`);
const nonBlank = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(' is required', '')} is too long`);

const allThreeLanguages = (entries: readonly { language: string }[]) =>
  new Set(entries.map((e) => e.language)).size === problemLanguages.length;

const tags = z
  .string({ error: 'Tags are required' })
  .transform((text) =>
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(tagValues, { error: `Tags must be among ${tagValues.join(', ')}` })).min(1, 'Tags are required'))
  .transform((list) => [...new Set(list)].join(', '));

const language = z.enum(problemLanguages, { error: 'All three languages required' });
/** One entry per language, all three: the start code or the reference solution. */
const inEachLanguage = <Entry extends z.ZodType<{ language: string }>>(entry: Entry) =>
  z
    .array(entry, { error: 'All three languages required' })
    .length(3, 'All three languages required')
    .refine((entries) => allThreeLanguages(entries), 'All three languages required');

/**
 * Solutions that must fail, each with the verdict its cases must give it (Polygon's tagged
 * solutions): a naive complexity that must exceed the time limit, an overflow that must be
 * a wrong answer. Saving a problem proves each gets exactly its verdict.
 */
const wrongSolutions = z
  .array(
    z.strictObject({
      language: z.enum(problemLanguages, { error: 'Wrong solution language must be C++, Java or JavaScript' }),
      completeCode: nonBlank('Wrong solution code is required', MAX_CODE),
      expectedVerdict: z.enum(wrongSolutionVerdicts, { error: `Expected verdict must be one of ${wrongSolutionVerdicts.join(', ')}` }),
    }),
    { error: 'Wrong solutions must be a list' },
  )
  .max(10, 'At most 10 wrong solutions');

/** `POST /api/problem/create` and `PUT /api/problem/update/:id` (spec §5 messages for the forms). */
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
  startCode: inEachLanguage(z.strictObject({ language, initialCode: nonBlank('Initial code is required', MAX_CODE) })),
  referenceSolution: inEachLanguage(z.strictObject({ language, completeCode: nonBlank('Complete code is required', MAX_CODE) })),
  wrongSolutions: wrongSolutions.optional(),
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
  /** Bytes of stdout per case, in kB; absent means the default (1024 kB). */
  outputLimitKb: z
    .number({ error: 'Output limit must be a number of kB' })
    .int('Output limit must be a whole number of kB')
    .min(1, outputLimitMessage)
    .max(maxOutputLimitKb, outputLimitMessage)
    .optional(),
});
/** What an admin sends to create or update a problem. */
export type ProblemBody = z.input<typeof problemBody>;

const visibleCase = z.object({ input: z.string(), output: z.string(), explanation: z.string() });
const hiddenCase = z.object({ input: z.string(), output: z.string() });

/**
 * `GET /api/problem/problemById/:id` (spec §3), as one reader may see it: hidden cases only for
 * admins, reference solutions empty until solved, the editorial video as `secureUrl`,
 * `thumbnailUrl` and `duration` (seconds) when there is one.
 */
export const problemView = z.strictObject({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(difficulties),
  tags: z.string(),
  visibleTestCases: z.array(visibleCase).readonly(),
  hiddenTestCases: z.array(hiddenCase).readonly().optional(),
  startCode: z.array(z.object({ language: z.enum(problemLanguages), initialCode: z.string() })).readonly(),
  referenceSolution: z.array(z.object({ language: z.enum(problemLanguages), completeCode: z.string() })).readonly(),
  /** Admins only: learners never see the problem's wrong solutions. */
  wrongSolutions: z
    .array(z.object({ language: z.enum(problemLanguages), completeCode: z.string(), expectedVerdict: z.enum(wrongSolutionVerdicts) }))
    .readonly()
    .optional(),
  timeLimitSeconds: z.number().optional(),
  memoryLimitMb: z.number().optional(),
  outputLimitKb: z.number().optional(),
  secureUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  duration: z.number().optional(),
});
export type ProblemView = z.infer<typeof problemView>;

/** A row of `GET /api/problem/getAllProblem` (spec §3): no statement, cases or code. */
export const problemSummary = z.strictObject({ _id: z.string(), title: z.string(), difficulty: z.enum(difficulties), tags: z.string() });
export type ProblemSummary = z.infer<typeof problemSummary>;
