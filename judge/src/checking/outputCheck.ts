import { parseValidatorFlags, type OutputValidation } from '@forge/contracts';
import type { TestCase } from '../api';
import { sameOutput } from './exact';
import { compareTokens, type CheckOutcome } from './tokens';

export type { CheckOutcome } from './tokens';

/** Checks one case's output against its expected answer, the problem's way. */
export type OutputCheck = (output: string, answer: string) => CheckOutcome;

/** A problem's own checker program, as its validation carries it. */
export type CheckerValidation = Extract<OutputValidation, { kind: 'checker' }>;
/** A problem's interactor (the Kattis interactive interface), as its validation carries it. */
export type InteractorValidation = Extract<OutputValidation, { kind: 'interactor' }>;
/** A program of the problem's own that judges the cases: a checker or an interactor. */
export type JudgingProgram = CheckerValidation | InteractorValidation;

/** What the program wrote on one case: as text, and as the bytes a checker reads. */
export interface CaseOutput {
  readonly text: string;
  readonly bytes: Buffer;
}

/**
 * One case's check, made before the program runs (a checker's sandbox starts beside it) and
 * ended once the case is judged, whether its output was checked or not.
 */
export interface CaseCheck {
  check(output: CaseOutput): Promise<CheckOutcome>;
  end(): Promise<void>;
}

/** The checks of one job's cases; `end` once they are all done. */
export interface CaseChecks {
  /** The check of `test` on `slot`; `more`: another case of the job may follow on the slot. */
  caseCheck(slot: number, test: TestCase, more: boolean): CaseCheck;
  end(): Promise<void>;
}

/** A rule's checks: nothing to start, nothing to end. */
export function ruleChecks(check: OutputCheck): CaseChecks {
  return {
    caseCheck: (_slot, test) => ({
      check: (output) => Promise.resolve(check(output.text, test.expectedOutput)),
      end: () => Promise.resolve(),
    }),
    end: () => Promise.resolve(),
  };
}

const exact: OutputCheck = (output, answer) =>
  sameOutput(output, answer) ? { accepted: true, message: null } : { accepted: false, message: null };

/**
 * How a job's validation checks its cases: a rule the judge applies itself, a checker program or
 * an interactor to build and run, or why the judge cannot check that way (the job is then an
 * Internal Error, never a learner's verdict). Absent validation is the spec's exact rule.
 */
export function outputCheckFor(
  validation: OutputValidation | undefined,
): { readonly check: OutputCheck } | { readonly program: JudgingProgram } | { readonly error: string } {
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
    case 'checker':
    case 'interactor':
      return { program: validation };
    default: {
      const unknown: never = validation;
      return { error: `this judge cannot check output with ${JSON.stringify(unknown)}` };
    }
  }
}
