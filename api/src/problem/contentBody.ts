import { problemBody } from '@forge/contracts';
import type { ProblemContent } from '@forge/domain';
import type { z } from 'zod';

/**
 * The create and update body (the wire's, in contracts) parses to a problem's content (the
 * domain's): the two meet here, and the compiler checks they agree.
 */
export const problemContentBody: z.ZodType<ProblemContent> = problemBody;
