import {
  maxTimeFactor,
  problemLanguages,
  requiredProblemLanguages,
  type ProblemLanguage,
  type ProblemView,
  type TimeFactors,
} from '@forge/contracts';

/**
 * The Code Templates section's languages (issue 32): the spec's three always, Python and C when
 * the admin adds them, each with its start code and reference solution; and a time factor per
 * language. The two code lists stay aligned, one entry per language in the editor's order.
 */

/** Exactly these three, in this order, on every problem (spec §5, §9). */
export const REQUIRED_LANGUAGES: readonly ProblemLanguage[] = requiredProblemLanguages;
/** What an admin may add or remove: Python and C. */
export const OPTIONAL_LANGUAGES: readonly ProblemLanguage[] = problemLanguages.filter((l) => !REQUIRED_LANGUAGES.includes(l));

export interface StartCodeValues {
  language: ProblemLanguage;
  initialCode: string;
}
export interface ReferenceValues {
  language: ProblemLanguage;
  completeCode: string;
}
export interface CodeValues {
  startCode: StartCodeValues[];
  referenceSolution: ReferenceValues[];
}
/** A factor per language; empty (null or absent) is 1, the problem's own time limit. */
export type TimeFactorValues = Partial<Record<ProblemLanguage, number | null>>;

export const CODE_MESSAGES = {
  /** The server's words for both rules. */
  sameLanguages: 'A reference solution for each language of the start code',
  timeFactor: `Time factor must be between 1 and ${maxTimeFactor}`,
} as const;

const rank = (language: ProblemLanguage) => problemLanguages.indexOf(language);

/** The languages the form has code for, in the editor's order. */
export const formLanguages = (entries: readonly { language?: ProblemLanguage }[] | undefined): ProblemLanguage[] =>
  problemLanguages.filter((language) => (entries ?? []).some((e) => e.language === language));

/** Both code lists with a language added (its code empty), each in the editor's order. */
export function withLanguage(values: CodeValues, language: ProblemLanguage): CodeValues {
  const add = <T extends { language: ProblemLanguage }>(list: readonly T[], entry: T) =>
    list.some((e) => e.language === language) ? [...list] : [...list, entry].sort((a, b) => rank(a.language) - rank(b.language));
  return {
    startCode: add(values.startCode, { language, initialCode: '' }),
    referenceSolution: add(values.referenceSolution, { language, completeCode: '' }),
  };
}

/** Both code lists without an optional language; the spec's three are never removed. */
export function withoutLanguage(values: CodeValues, language: ProblemLanguage): CodeValues {
  if (REQUIRED_LANGUAGES.includes(language)) return values;
  return {
    startCode: values.startCode.filter((e) => e.language !== language),
    referenceSolution: values.referenceSolution.filter((e) => e.language !== language),
  };
}

/** A loaded problem's code: the three always, Python and C when it has either list in them. */
export function codeToForm(problem: Pick<ProblemView, 'startCode' | 'referenceSolution'>): CodeValues {
  const entries = [...problem.startCode, ...problem.referenceSolution];
  const languages = problemLanguages.filter((l) => REQUIRED_LANGUAGES.includes(l) || entries.some((e) => e.language === l));
  const find = <T extends { language: ProblemLanguage }>(list: readonly T[] | undefined, language: ProblemLanguage) =>
    (list ?? []).find((e) => e.language === language);
  return {
    startCode: languages.map((language) => ({ language, initialCode: find(problem.startCode, language)?.initialCode ?? '' })),
    referenceSolution: languages.map((language) => ({
      language,
      completeCode: find(problem.referenceSolution, language)?.completeCode ?? '',
    })),
  };
}

export function timeFactorsToForm(factors: TimeFactors | undefined): TimeFactorValues {
  return { ...factors };
}

/** The factors of the languages the problem has, empty ones left out; none sends no key. */
export function formToTimeFactors(values: TimeFactorValues | undefined, languages: readonly ProblemLanguage[]): TimeFactors | undefined {
  const set = languages.flatMap((language) => {
    const factor = values?.[language];
    return typeof factor === 'number' ? [[language, factor] as const] : [];
  });
  return set.length > 0 ? Object.fromEntries(set) : undefined;
}

/** Empty, or from 1 to 5 (the server's rule and words). */
export const checkTimeFactor = (value: number | null | undefined): string | null =>
  value === undefined || value === null || (value >= 1 && value <= maxTimeFactor) ? null : CODE_MESSAGES.timeFactor;

/** The spec's three once each, Python and C at most once: the spec's message otherwise. */
export const hasLanguages = (list: readonly { language?: string }[] | undefined): boolean =>
  !!list &&
  new Set(list.map((e) => e.language)).size === list.length &&
  list.every((e) => (problemLanguages as readonly (string | undefined)[]).includes(e.language)) &&
  REQUIRED_LANGUAGES.every((required) => list.some((e) => e.language === required));

/** Every language of the start code has its reference solution, and no other (the server's rule). */
export const checkSameLanguages = (values: CodeValues): string | null =>
  formLanguages(values.startCode).join() === formLanguages(values.referenceSolution).join() ? null : CODE_MESSAGES.sameLanguages;
