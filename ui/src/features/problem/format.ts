import {
  type Difficulty,
  type JudgeFailure,
  judgeStatusName,
  problemLanguages,
  submissionLanguageOf,
  type ProblemLanguage,
  type SubmissionLanguage,
  type SubmissionStatus,
} from '@forge/contracts';

/** Spec §9: submission memory in kB below 1024, in MB with 2 decimals at or above. */
export function formatSubmissionMemory(kb: number): string {
  return kb < 1024 ? `${kb} kB` : `${(kb / 1024).toFixed(2)} MB`;
}

/** Spec §9: run result memory in KB. */
export const formatRunMemory = (kb: number): string => `${kb} KB`;

/** Spec §9: runtime in seconds. */
export const formatRuntime = (seconds: number): string => `${seconds} sec`;

/** Video time as minutes:seconds, e.g. 75 -> "1:15". */
export function formatClock(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export interface Difference {
  /** 0-based line of the first mismatch. */
  readonly line: number;
  readonly expected: string;
  readonly actual: string;
}

const lines = (text: string) =>
  text
    .replace(/\r\n/g, '\n')
    .replace(/\s+$/, '')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''));

/** The first line where the output differs from the expected one, ignoring trailing whitespace (as the judge does). */
export function firstDifference(expected: string, actual: string): Difference | null {
  const want = lines(expected);
  const got = lines(actual);
  const count = Math.max(want.length, got.length);
  for (let line = 0; line < count; line++) {
    if (want[line] !== got[line]) return { line, expected: want[line] ?? '', actual: got[line] ?? '' };
  }
  return null;
}

export interface LanguageOption {
  readonly id: SubmissionLanguage;
  readonly label: ProblemLanguage;
  readonly aceMode: 'javascript' | 'java' | 'c_cpp' | 'python';
}

/** Each language's Ace mode: the one thing the editor adds to the contracts' language table. */
const aceModes: Record<ProblemLanguage, LanguageOption['aceMode']> = {
  'C++': 'c_cpp',
  Java: 'java',
  JavaScript: 'javascript',
  Python: 'python',
  C: 'c_cpp',
};

/** A problem language's Ace mode (the admin's code fields). */
export const aceModeOfLanguage = (language: ProblemLanguage): LanguageOption['aceMode'] => aceModes[language];

/** Every language, in the editor's order (issue 32): C++, Java, JavaScript, Python, C. */
export const LANGUAGES: readonly LanguageOption[] = problemLanguages.map((label) => ({
  id: submissionLanguageOf[label],
  label,
  aceMode: aceModes[label],
}));

export const languageOf = (id: SubmissionLanguage): LanguageOption => LANGUAGES.find((l) => l.id === id) ?? LANGUAGES[0]!;

/** The languages a problem offers learners: those it has start code for, in the editor's order. */
export const offeredLanguages = (startCode: readonly { readonly language: string }[]): readonly LanguageOption[] =>
  LANGUAGES.filter((l) => startCode.some((s) => s.language === l.label));

export function difficultyLabel(difficulty: string): string {
  return difficulty ? difficulty[0]!.toUpperCase() + difficulty.slice(1).toLowerCase() : '';
}

export const difficultyColor: Record<Difficulty, string> = { easy: 'green', medium: 'gold', hard: 'red' };

/** Spec §4: accepted green, wrong red, error yellow, pending blue; any other status neutral, by its own name. */
const statusLook: Record<SubmissionStatus, { color: string; label: string }> = {
  accepted: { color: 'green', label: 'Accepted' },
  wrong: { color: 'red', label: 'Wrong Answer' },
  error: { color: 'gold', label: 'Error' },
  pending: { color: 'blue', label: 'Pending' },
};
const lookOf = (status: string) => (Object.hasOwn(statusLook, status) ? statusLook[status as SubmissionStatus] : undefined);

export const statusColor = (status: string): string => lookOf(status)?.color ?? 'default';

export const statusLabel = (status: string): string => lookOf(status)?.label ?? status;

const tagNames: Record<string, string> = { array: 'Array', linkedList: 'Linked List', graph: 'Graph', dp: 'DP' };

/** Tags travel as one comma-separated string (spec §3). */
export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

export const tagLabel = (tag: string): string => tagNames[tag] ?? tag;

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** Judge0 status ids, which the API keeps, in words. */
export const judgeStatusLabel = judgeStatusName;

/** The headline of a verdict: "Accepted", or the status of what failed, as the server said it. */
export function verdictTitle(result: { accepted: boolean; failure: Pick<JudgeFailure, 'status'> | null }): string {
  if (result.accepted) return 'Accepted';
  return result.failure?.status ?? 'Wrong Answer';
}

/** "Nov 22, 2026, 13:12": the one format of a submission's date, in its list and its detail. */
export function formatSubmittedAt(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        ...(timeZone ? { timeZone } : {}),
      });
}

/** The same date as its day and its time apart ("Nov 22, 2026" and "13:12"), for a narrow column to break between. */
export function submittedAtParts(iso: string, locale?: string, timeZone?: string): readonly [day: string, time: string] {
  const text = formatSubmittedAt(iso, locale, timeZone);
  const cut = text.lastIndexOf(', ');
  return cut === -1 ? [text, ''] : [text.slice(0, cut + 1), text.slice(cut + 2)];
}

/**
 * A judged submission's verdict in words, beside the spec's badge (issue 33): the badge says
 * Error alike for a compile error and a time limit. Read from the first line of its errorMessage,
 * which the judge writes as "<status> on <hidden test|test case> N".
 */
export function verdictName(submission: { readonly status: string; readonly errorMessage: string | null }): string {
  if (submission.status === 'accepted') return 'Accepted';
  if (submission.status === 'pending') return 'Pending';
  const headline = (submission.errorMessage ?? '').split('\n', 1)[0]!.trim();
  const caseNumber = /\bon (?:hidden test|test case|test|custom case) (\d+)/.exec(headline)?.[1];
  const onCase = caseNumber ? ` on test ${caseNumber}` : '';
  if (/^Compilation Error/i.test(headline)) return 'Compilation Error';
  if (/memory limit exceeded/i.test(headline)) return `Memory Limit Exceeded${onCase}`;
  if (/^Time Limit Exceeded/i.test(headline)) return `Time Limit Exceeded${onCase}`;
  if (/^Runtime Error/i.test(headline)) return `Runtime Error${onCase}`;
  if (/^Wrong Answer/i.test(headline) || (submission.status === 'wrong' && !headline)) return `Wrong Answer${onCase}`;
  if (/^Internal Error/i.test(headline)) return 'Internal Error';
  return headline.replace(/:.*$/, '') || statusLabel(submission.status);
}
