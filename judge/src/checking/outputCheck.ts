import { parseValidatorFlags, type OutputValidation } from '@forge/contracts';
import { sameOutput } from './exact';
import { compareTokens, type CheckOutcome } from './tokens';

export type { CheckOutcome } from './tokens';

/** Checks one case's output against its expected answer, the problem's way. */
export type OutputCheck = (output: string, answer: string) => CheckOutcome;

const exact: OutputCheck = (output, answer) =>
  sameOutput(output, answer) ? { accepted: true, message: null } : { accepted: false, message: null };

/**
 * The check a job's validation asks for, or why the judge cannot check that way (the job is then
 * an Internal Error, never a learner's verdict). Absent validation is the spec's exact rule.
 */
export function outputCheckFor(validation: OutputValidation | undefined): { check: OutputCheck } | { error: string } {
  if (validation === undefined) return { check: exact };
  switch (validation.kind) {
    case 'exact':
      return { check: exact };
    case 'tokens': {
      const parsed = parseValidatorFlags(validation.flags);
      if (!parsed.ok) return { error: parsed.error };
      const { rules } = parsed;
      return { check: (output, answer) => compareTokens(output, answer, rules) };
    }
    default:
      return { error: `this judge cannot check output with a ${validation.kind} yet` };
  }
}
