import type { Difficulty, SubmissionLanguage, Tag } from '@forge/domain';
import { Status, type StatusId } from '@forge/judge';

/** The term was recorded before Python and C (issue 32): its learners write the spec's three languages. */
export const termLanguages = ['cpp', 'java', 'javascript'] as const satisfies readonly SubmissionLanguage[];
export type TermLanguage = (typeof termLanguages)[number];

/** Source text in each language of the term. */
export type InEachLanguage<T = string> = Readonly<Record<TermLanguage, T>>;

/** What a program prints for an input, or the status its run ends with. */
export type Behaviour = (input: string) => string | StatusId;

/**
 * A mistake learners make on a problem: how it changes the reference solution's `solve` body in
 * each language, and what the changed program then does (the simulated judge's model of it,
 * which the term's real-judge test proves on the recorded programs).
 */
export interface Mistake {
  readonly note: string;
  readonly body: InEachLanguage<(reference: string) => string>;
  readonly run: Behaviour;
}

/** A problem of the term, small enough to write its cases by a rule: `solve` gives each input's output. */
export interface TermProblem {
  readonly slug: string;
  readonly title: string;
  readonly difficulty: Difficulty;
  readonly tags: Tag;
  readonly statement: string;
  readonly inputs: readonly string[];
  /** The case a later edit of the problem adds, if one does. */
  readonly extraInput?: string;
  readonly solve: (input: string) => string;
  /** `solve` returns a number, or a line of text. */
  readonly returns: 'number' | 'text';
  /** The body of the reference `solve(xs)` in each language, indented for its place. */
  readonly body: InEachLanguage;
  /** Plausible wrong answers: each fails at least one of the problem's hidden cases. */
  readonly wrong: readonly Mistake[];
  /** A loop that never ends on some hidden case. */
  readonly slow: Mistake;
  /** A mistake the first cases miss and `extraInput` catches: accepted, then not after a rejudge. */
  readonly fragile?: Mistake;
}

export const numbers = (input: string) => input.trim().split(/\s+/).map(Number);

/** The same learner's edit in every language: `from` (found exactly once) becomes `to`. */
export function edit(from: string | InEachLanguage, to: string | InEachLanguage): Mistake['body'] {
  const of = (text: string | InEachLanguage, language: TermLanguage) => (typeof text === 'string' ? text : text[language]);
  const change = (language: TermLanguage) => (reference: string) => {
    const [before, ...rest] = reference.split(of(from, language));
    if (rest.length !== 1) throw new Error(`the edit of ${JSON.stringify(of(from, language))} does not fit the ${language} solution`);
    return `${before}${of(to, language)}${rest[0]}`;
  };
  return { cpp: change('cpp'), java: change('java'), javascript: change('javascript') };
}

/** A whole other body, whatever the reference. */
export const rewrite = (body: InEachLanguage): Mistake['body'] => ({
  cpp: () => body.cpp,
  java: () => body.java,
  javascript: () => body.javascript,
});

/** The reference without the line that holds `statement` alone (there must be one). */
export const withoutLine = (statement: string) => (reference: string) => {
  const lines = reference.split('\n');
  const kept = lines.filter((line) => line.trim() !== statement);
  if (lines.length - kept.length !== 1) throw new Error(`the solution has no single line ${statement}`);
  return kept.join('\n');
};

/** The loop's step (a statement on a line of its own) is left out: the loop never ends where `loops` says. */
export function forgetsStep(note: string, step: string, loops: (xs: number[]) => boolean, solve: (input: string) => string): Mistake {
  return {
    note,
    body: { cpp: withoutLine(step), java: withoutLine(step), javascript: withoutLine(step) },
    run: (input) => (loops(numbers(input)) ? Status.TimeLimitExceeded : solve(input)),
  };
}

/** A body in each language, written from column 0, indented for its place: C++ 4, Java 8, JavaScript 2. */
export function code(cpp: string, java: string, javascript: string): InEachLanguage {
  const by = (text: string, spaces: number) =>
    text
      .trim()
      .split('\n')
      .map((line) => (line ? ' '.repeat(spaces) + line : line))
      .join('\n');
  return { cpp: by(cpp, 4), java: by(java, 8), javascript: by(javascript, 2) };
}
