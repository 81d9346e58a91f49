import { z } from 'zod';
import { submissionLanguages } from '@forge/domain';

export const MAX_CODE_LENGTH = 65_536;

export const codeBody = z.strictObject({
  code: z
    .string({ error: 'Code is required' })
    .min(1, 'Code is required')
    .max(MAX_CODE_LENGTH, `Code is too long (at most ${MAX_CODE_LENGTH} characters)`),
  language: z.enum(submissionLanguages, { error: 'Language must be javascript, java or cpp' }),
  /** Lets the client match live updates to this call. */
  requestId: z.string().max(100, 'requestId is too long').optional(),
});
