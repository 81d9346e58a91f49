import type { ProblemDocument, ProblemLanguage, SubmissionLanguage } from '@forge/domain';
import { Status, type Judge } from '@forge/judge';
import { INVALID_CUSTOM_INPUT, problemLanguageOf, problemLanguages } from '@forge/contracts';
import { problemLimits, submissionLanguageOf } from '../judging/judging';

/** What the learner is told when no reference solution could give an expected output. */
export const NO_REFERENCE = 'Expected output cannot be computed: this problem has no reference solution';
export const REFERENCE_FAILED = 'Expected output cannot be computed right now: the judge could not run the reference solution';

/**
 * The expected output of one custom input. `valid` when the reference ran cleanly (exit 0, within
 * the limits) and gave `output`; `invalid` when it failed on the input; `unknown` when there is no
 * reference, or the fault is the judge's or the reference's own, not the input's.
 */
export type Expected =
  | { readonly kind: 'valid'; readonly output: string }
  | { readonly kind: 'invalid'; readonly note: typeof INVALID_CUSTOM_INPUT; readonly validatorMessage?: string }
  | { readonly kind: 'unknown'; readonly note: string };

export interface Reference {
  readonly language: ProblemLanguage;
  readonly code: string;
}

/**
 * The reference in the learner's language, else the first of the others in the editor's order (C++,
 * Java, JavaScript, Python, C): any correct solution computes the same output.
 */
export function referenceFor(problem: Pick<ProblemDocument, 'referenceSolution'>, language: SubmissionLanguage): Reference | null {
  const mine = problemLanguageOf[language];
  const order = [mine, ...problemLanguages.filter((l) => l !== mine)];
  for (const candidate of order) {
    const found = problem.referenceSolution.find((r) => r.language === candidate && r.completeCode.trim() !== '');
    if (found) return { language: found.language, code: found.completeCode };
  }
  return null;
}

/** A note for rows whose expected output came from a reference in another language than the learner's. */
export function referenceNote(reference: Reference, language: SubmissionLanguage): string | null {
  return submissionLanguageOf[reference.language] === language ? null : `Expected output from the ${reference.language} reference solution`;
}

const MESSAGE_CAP = 1000;

/**
 * The problem's input validator (issue 33) on each input: what it said of an input it rejected
 * (exit 43, or any end but 42: Kattis's rule), null for one it accepted. A problem without one,
 * or a validator the judge could not run (its fault, not the input's), rejects nothing.
 */
export async function rejectedInputs(
  judge: Judge,
  problem: Pick<ProblemDocument, 'inputValidator'>,
  inputs: readonly string[],
  owner: string,
): Promise<(string | null)[]> {
  const validator = problem.inputValidator;
  if (!validator || inputs.length === 0) return inputs.map(() => null);
  const result = await judge.judge({
    language: validator.language,
    code: validator.source,
    ...(validator.files ? { files: validator.files } : {}),
    role: 'inputValidator',
    tests: inputs.map((input) => ({ input, expectedOutput: '' })),
    owner,
  });
  if (result.statusId === Status.CompilationError) return inputs.map(() => null);
  return inputs.map((_, i) => {
    const test = result.tests.find((t) => t.index === i);
    if (!test || test.statusId === Status.Accepted || test.statusId === Status.InternalError) return null;
    return (test.checkerMessage?.trim() || test.description).slice(0, MESSAGE_CAP);
  });
}

/**
 * The expected output of each input: an input the problem's validator rejects is not valid, with
 * its message, and the reference never runs on it; the reference runs on the others in the
 * sandbox, with the problem's limits. Only its stdout on a clean run leaves this function: never
 * its stderr, its code, or what it printed before failing.
 */
export async function expectedOutputs(
  judge: Judge,
  problem: ProblemDocument,
  reference: Reference | null,
  inputs: readonly string[],
  owner: string,
): Promise<Expected[]> {
  if (inputs.length === 0) return [];
  const rejected = await rejectedInputs(judge, problem, inputs, owner);
  const valid = inputs.flatMap((input, i) => (rejected[i] === null ? [{ input, i }] : []));
  const fromReference = await referenceOutputs(
    judge,
    problem,
    reference,
    valid.map((v) => v.input),
    owner,
  );
  return inputs.map((_, i): Expected => {
    const message = rejected[i];
    if (message !== null && message !== undefined) return { kind: 'invalid', note: INVALID_CUSTOM_INPUT, validatorMessage: message };
    return fromReference[valid.findIndex((v) => v.i === i)]!;
  });
}

async function referenceOutputs(
  judge: Judge,
  problem: ProblemDocument,
  reference: Reference | null,
  inputs: readonly string[],
  owner: string,
): Promise<Expected[]> {
  if (inputs.length === 0) return [];
  if (!reference) return inputs.map(() => ({ kind: 'unknown', note: NO_REFERENCE }));
  const result = await judge.judge({
    language: submissionLanguageOf[reference.language],
    code: reference.code,
    // The comparison is not used: a clean run is Accepted or Wrong Answer, whatever it printed. So the
    // problem's checker is not either (against an empty answer it could only fail): this computes the answer file.
    tests: inputs.map((input) => ({ input, expectedOutput: '' })),
    limits: problemLimits(problem, submissionLanguageOf[reference.language]),
    owner,
  });
  return inputs.map((_, i): Expected => {
    const test = result.tests.find((t) => t.index === i);
    if (!test || test.statusId === Status.InternalError) return { kind: 'unknown', note: REFERENCE_FAILED };
    if (test.statusId === Status.Accepted || test.statusId === Status.WrongAnswer) return { kind: 'valid', output: test.stdout };
    return { kind: 'invalid', note: INVALID_CUSTOM_INPUT };
  });
}
