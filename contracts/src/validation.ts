import { z } from 'zod';
import { checkerLanguages, parseValidatorFlags } from './validatorFlags';

/**
 * How a problem checks a case's output (issue 31), as the problem body carries it. Absent, or
 * `exact`, is the spec's rule (line by line, line ends trimmed). `tokens` is the Kattis default
 * output validator with its flags; `checker` a program of the problem's own speaking the Kattis
 * output validator or the testlib checker interface; `interactor` a Kattis interactor.
 */

const MAX_CHECKER_SOURCE = 200_000;
const helperFile = z.strictObject({
  name: z
    .string({ error: 'A checker file needs a name' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}[A-Za-z0-9]$/, 'A checker file name is letters, digits, dots, dashes and underscores'),
  content: z.string({ error: 'A checker file needs its content' }).max(MAX_CHECKER_SOURCE, 'A checker file is too long'),
});
const program = {
  language: z.enum(checkerLanguages, { error: `The checker's language must be one of ${checkerLanguages.join(', ')}` }),
  source: z
    .string({ error: 'The checker source is required' })
    .trim()
    .min(1, 'The checker source is required')
    .max(MAX_CHECKER_SOURCE, 'The checker source is too long'),
  files: z
    .array(helperFile, { error: 'Checker files must be a list' })
    .max(10, 'At most 10 checker files')
    .refine((files) => new Set(files.map((f) => f.name)).size === files.length, 'Checker file names must differ')
    .optional(),
};

export const outputValidation = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('exact') }),
    z.strictObject({
      kind: z.literal('tokens'),
      flags: z
        .string({ error: 'Validator flags must be text' })
        .max(500, 'Validator flags are too long')
        .superRefine((flags, ctx) => {
          const parsed = parseValidatorFlags(flags);
          if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
        }),
    }),
    z.strictObject({
      kind: z.literal('checker'),
      protocol: z.enum(['kattis', 'testlib'], { error: 'The checker protocol must be kattis or testlib' }),
      ...program,
    }),
    z.strictObject({ kind: z.literal('interactor'), ...program }),
  ],
  { error: 'Validation kind must be exact, tokens, checker or interactor' },
);
export type OutputValidation = z.infer<typeof outputValidation>;

/**
 * A problem's input validator (issue 33; the Kattis input validator interface): a program that
 * reads a case's input on stdin and exits with 42 when it is valid, 43 when it is not, saying why
 * on its output. Its language and helper files are a checker's. Proven at save on every case.
 */
export const inputValidator = z.strictObject({
  language: z.enum(checkerLanguages, { error: `The input validator's language must be one of ${checkerLanguages.join(', ')}` }),
  source: z
    .string({ error: 'The input validator source is required' })
    .trim()
    .min(1, 'The input validator source is required')
    .max(MAX_CHECKER_SOURCE, 'The input validator source is too long'),
  files: program.files,
});
export type InputValidator = z.infer<typeof inputValidator>;
