import { z } from 'zod';
import { transcriptLine } from './judgeResults';
import { subtaskProblem } from './scoring';
import { inputValidator, outputValidation } from './validation';
import {
  difficulties,
  maxOutputLimitKb,
  maxTimeFactor,
  problemLanguages,
  requiredProblemLanguages,
  tagValues,
  wrongSolutionVerdicts,
} from './vocabulary';

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

/** The spec's three languages once each, and any other (Python, C) at most once. */
const allThreeLanguages = (entries: readonly { language: string }[]) =>
  new Set(entries.map((e) => e.language)).size === entries.length &&
  requiredProblemLanguages.every((required) => entries.some((e) => e.language === required));

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
/**
 * One entry per language: the start code or the reference solution. The spec's three are
 * required, with its message; Python and C may be added, each at most once (issue 32).
 */
const inEachLanguage = <Entry extends z.ZodType<{ language: string }>>(entry: Entry) =>
  z
    .array(entry, { error: 'All three languages required' })
    .min(requiredProblemLanguages.length, 'All three languages required')
    .max(problemLanguages.length, 'All three languages required')
    .refine((entries) => allThreeLanguages(entries), 'All three languages required');

const languageList = 'C++, Java, JavaScript, Python or C';
const timeFactorMessage = `Time factor must be between 1 and ${maxTimeFactor}`;
/**
 * A language's time limit as a factor of the problem's (issue 32; DOMjudge's per-language time
 * factor, set per problem): `{ "Python": 3 }` gives Python programs three times the limit.
 */
export const timeFactors = z.partialRecord(
  z.enum(problemLanguages),
  z.number({ error: timeFactorMessage }).min(1, timeFactorMessage).max(maxTimeFactor, timeFactorMessage),
  {
    // Not a map is invalid_type; a key outside the enum is the rest (zod reports it as unrecognized_keys).
    error: (issue) =>
      issue.code === 'invalid_type' ? 'Time factors must map a language to a factor' : `A time factor's language must be ${languageList}`,
  },
);
export type TimeFactors = z.infer<typeof timeFactors>;

/**
 * Solutions that must fail, each with the verdict its cases must give it (Polygon's tagged
 * solutions): a naive complexity that must exceed the time limit, an overflow that must be
 * a wrong answer. Saving a problem proves each gets exactly its verdict.
 */
const wrongSolutions = z
  .array(
    z.strictObject({
      language: z.enum(problemLanguages, { error: `Wrong solution language must be ${languageList}` }),
      completeCode: nonBlank('Wrong solution code is required', MAX_CODE),
      expectedVerdict: z.enum(wrongSolutionVerdicts, { error: `Expected verdict must be one of ${wrongSolutionVerdicts.join(', ')}` }),
      /** With `Partial` alone: the points the solution must score, less than full marks. */
      expectedScore: z
        .number({ error: 'Expected score must be a number of points' })
        .min(0, 'Expected score cannot be negative')
        .optional(),
    }),
    { error: 'Wrong solutions must be a list' },
  )
  .max(10, 'At most 10 wrong solutions');

/** A group of hidden cases scored together (issue 31; IOI's rule, contracts/src/scoring.ts). */
export const subtask = z.strictObject({
  name: nonBlank('Subtask name is required', 50),
  points: z
    .number({ error: 'Subtask points must be a number' })
    .int('Subtask points must be a whole number')
    .min(1, 'Subtask points must be between 1 and 1000')
    .max(1000, 'Subtask points must be between 1 and 1000'),
  cases: z
    .array(z.number({ error: 'Subtask cases are hidden case numbers' }).int('Subtask cases are hidden case numbers').min(0), {
      error: 'Subtask cases must be a list',
    })
    .min(1, 'A subtask needs at least one hidden test case'),
  dependsOn: z.array(z.string(), { error: 'Subtask dependencies must be a list of names' }).max(50).optional(),
});

/** A problem's own limits, each optional (absent: the judge's default). */
const limits = {
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
};

/** `POST /api/problem/create` and `PUT /api/problem/update/:id` (spec §5 messages for the forms). */
export const problemBody = z
  .strictObject({
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
      .array(
        z.strictObject({ input: required('Input is required', MAX_CASE_TEXT), output: required('Output is required', MAX_CASE_TEXT) }),
        {
          error: 'At least one hidden test case required',
        },
      )
      .min(1, 'At least one hidden test case required')
      .max(100, 'At most 100 hidden test cases'),
    startCode: inEachLanguage(z.strictObject({ language, initialCode: nonBlank('Initial code is required', MAX_CODE) })),
    referenceSolution: inEachLanguage(z.strictObject({ language, completeCode: nonBlank('Complete code is required', MAX_CODE) })),
    wrongSolutions: wrongSolutions.optional(),
    ...limits,
    timeFactors: timeFactors.optional(),
    /** How a case's output is checked (issue 31); absent means `exact`, the spec's rule. */
    validation: outputValidation.optional(),
    /** What a case's input must be (issue 33): checked on every case at save and on every custom input. */
    inputValidator: inputValidator.optional(),
    /** Scored groups of the hidden cases (issue 31); absent means no score, as the spec answers. */
    subtasks: z
      .array(subtask, { error: 'Subtasks must be a list' })
      .min(1, 'Subtasks need at least one subtask')
      .max(50, 'At most 50 subtasks')
      .optional(),
  })
  .superRefine((body, ctx) => {
    const languagesOf = (entries: readonly { language: string }[]) => [...entries.map((e) => e.language)].sort().join();
    if (languagesOf(body.startCode) !== languagesOf(body.referenceSolution))
      ctx.addIssue({ code: 'custom', path: ['referenceSolution'], message: 'A reference solution for each language of the start code' });
    if (body.subtasks) {
      const problem = subtaskProblem(body.subtasks, body.hiddenTestCases.length);
      if (problem !== null) ctx.addIssue({ code: 'custom', path: ['subtasks'], message: problem });
    }
    const maxScore = (body.subtasks ?? []).reduce((sum, s) => sum + s.points, 0);
    (body.wrongSolutions ?? []).forEach((wrong, i) => {
      const path = ['wrongSolutions', i, 'expectedScore'];
      if (wrong.expectedVerdict !== 'Partial') {
        if (wrong.expectedScore !== undefined)
          ctx.addIssue({ code: 'custom', path, message: 'Expected score goes with the Partial verdict alone' });
      } else if (!body.subtasks) {
        ctx.addIssue({ code: 'custom', path: ['wrongSolutions', i, 'expectedVerdict'], message: 'Partial is for problems with subtasks' });
      } else if (wrong.expectedScore === undefined || wrong.expectedScore >= maxScore) {
        ctx.addIssue({ code: 'custom', path, message: `Expected score must be below full marks (${maxScore})` });
      }
    });
  });
/** What an admin sends to create or update a problem. */
export type ProblemBody = z.input<typeof problemBody>;

/**
 * `POST /api/problem/preview` (admins; issue 31): the problem form's check of a program (its
 * reference, say) on the form's visible cases through the validation being edited, before the
 * problem is saved. With no cases it still compiles the checker or interactor: the form's live
 * compile check of its source. A case's other fields (the form's `explanation`) are ignored.
 */
export const problemPreviewBody = z.strictObject({
  validation: outputValidation.optional(),
  language: z.enum(problemLanguages, { error: `Language must be ${languageList}` }),
  code: nonBlank('Code is required', MAX_CODE),
  visibleTestCases: z
    .array(z.object({ input: required('Input is required', MAX_CASE_TEXT), output: required('Output is required', MAX_CASE_TEXT) }), {
      error: 'Visible test cases must be a list',
    })
    .max(20, 'At most 20 visible test cases'),
  ...limits,
  /** The form's time factors (issue 32): the program's language gets its factor, as a submission would. */
  timeFactors: timeFactors.optional(),
  /** The form's input validator (issue 33): it checks each visible input too, and says which it rejects. */
  inputValidator: inputValidator.optional(),
});
export type ProblemPreviewBody = z.input<typeof problemPreviewBody>;

/** One case of a preview: Judge0's status, the program's output, and what the checker or interactor said of it. */
export const previewCase = z
  .strictObject({
    status_id: z.number().int(),
    description: z.string(),
    stdout: z.string(),
    checkerMessage: z.string().optional(),
    transcript: z.array(transcriptLine).readonly().optional(),
    /** What the input validator said of this case's input when it rejected it (issue 33); absent when accepted or there is none. */
    inputRejected: z.string().optional(),
  })
  .readonly();

/**
 * What `POST /api/problem/preview` answers: the checker's (or interactor's) compiler output when
 * it does not compile, else null; the program's when it does not compile, else null; and each
 * case judged, in order (none when either did not compile).
 */
export const problemPreview = z
  .strictObject({
    checkerCompileOutput: z.string().nullable(),
    compileOutput: z.string().nullable(),
    cases: z.array(previewCase).readonly(),
  })
  .readonly();
export type ProblemPreview = z.infer<typeof problemPreview>;

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
    .array(
      z.object({
        language: z.enum(problemLanguages),
        completeCode: z.string(),
        expectedVerdict: z.enum(wrongSolutionVerdicts),
        expectedScore: z.number().optional(),
      }),
    )
    .readonly()
    .optional(),
  timeLimitSeconds: z.number().optional(),
  memoryLimitMb: z.number().optional(),
  outputLimitKb: z.number().optional(),
  timeFactors: timeFactors.optional(),
  /** Admins only: the problem's checker or interactor is its own (its source may tell the answers). */
  validation: outputValidation.optional(),
  /** Admins only, like `validation`: the problem's input validator (issue 33). */
  inputValidator: inputValidator.optional(),
  /** Everyone: a subtask's name, points and which hidden cases (by number) it holds. */
  subtasks: z.array(subtask).readonly().optional(),
  secureUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  duration: z.number().optional(),
  /** Issue 33: the description and each example's explanation as sanitized HTML, math typeset, so no Markdown ever shows. */
  statementHtml: z.object({ description: z.string(), explanations: z.array(z.string()).readonly() }).optional(),
});
export type ProblemView = z.infer<typeof problemView>;

/** A row of `GET /api/problem/getAllProblem` (spec §3): no statement, cases or code. */
export const problemSummary = z.strictObject({ _id: z.string(), title: z.string(), difficulty: z.enum(difficulties), tags: z.string() });
export type ProblemSummary = z.infer<typeof problemSummary>;
