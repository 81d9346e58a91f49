/**
 * The names the browser, the server and the log share, defined once. Plain values, no
 * validation library: the browser bundles them.
 */
export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const tagValues = ['array', 'linkedList', 'graph', 'dp'] as const;
export type Tag = (typeof tagValues)[number];

/**
 * Problem content names languages as the editor shows them; submissions use the short codes. The
 * order is the editor's. The spec's three are required of every problem; Python and C (issue 32)
 * are optional, and a problem offers learners the languages it has start code for.
 */
export const problemLanguages = ['C++', 'Java', 'JavaScript', 'Python', 'C'] as const;
export type ProblemLanguage = (typeof problemLanguages)[number];
/** The languages every problem has start code and a reference solution in (spec §5). */
export const requiredProblemLanguages = ['C++', 'Java', 'JavaScript'] as const satisfies readonly ProblemLanguage[];

export const submissionLanguages = ['cpp', 'java', 'javascript', 'python', 'c'] as const;
export type SubmissionLanguage = (typeof submissionLanguages)[number];

/** The short code of each language as the editor names it, and back. */
export const submissionLanguageOf: Readonly<Record<ProblemLanguage, SubmissionLanguage>> = {
  'C++': 'cpp',
  Java: 'java',
  JavaScript: 'javascript',
  Python: 'python',
  C: 'c',
};
export const problemLanguageOf = Object.fromEntries(
  problemLanguages.map((language) => [submissionLanguageOf[language], language]),
) as Readonly<Record<SubmissionLanguage, ProblemLanguage>>;

/** A problem's time limit for one language may be a factor of its limit, from 1 to this (issue 32). */
export const maxTimeFactor = 5;

/** A judged submission's verdict (spec §3). */
export const verdictStatuses = ['accepted', 'wrong', 'error'] as const;
export type VerdictStatus = (typeof verdictStatuses)[number];
/** A submission in the history: judged, or still waiting for its verdict. */
export type SubmissionStatus = VerdictStatus | 'pending';

/**
 * The verdicts a problem's wrong solution may be expected to get (Polygon's tags): each one a
 * failing verdict its cases can prove. Memory Limit Exceeded is the judge's "Runtime Error
 * (memory limit exceeded)"; Runtime Error is any other runtime error (a signal or a non-zero exit).
 * Partial is for problems with subtasks: the solution scores exactly its `expectedScore`, less
 * than full marks.
 */
export const wrongSolutionVerdicts = ['Wrong Answer', 'Time Limit Exceeded', 'Runtime Error', 'Memory Limit Exceeded', 'Partial'] as const;
export type WrongSolutionVerdict = (typeof wrongSolutionVerdicts)[number];

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

export const authProviders = ['local', 'google'] as const;
export type AuthProvider = (typeof authProviders)[number];

/** What happened, in the words the history and the audit log show. */
export const auditEntryTypes = [
  'created',
  'updated',
  'deleted',
  'restored',
  'video attached',
  'video removed',
  'role changed',
  'admin bootstrapped',
  'rejudged',
  // A contest's stream (issue 36), beside created, updated and deleted.
  'problems set',
  'registered',
  'virtual run started',
  'result unfrozen',
  'unfrozen',
  'ended',
] as const;
export type AuditEntryType = (typeof auditEntryTypes)[number];

/** The fields a change is told by. */
export const auditedFields = [
  'title',
  'description',
  'difficulty',
  'tags',
  'timeLimitSeconds',
  'memoryLimitMb',
  'outputLimitKb',
  'visibleTestCases',
  'hiddenTestCases',
  'startCode',
  'referenceSolution',
  'wrongSolutions',
  'validation',
  'inputValidator',
  'subtasks',
  'timeFactors',
  'video',
  'role',
  // A contest's (issue 36), beside title, description and difficulty.
  'contestType',
  'startTime',
  'durationMinutes',
  'maxParticipants',
  'prizes',
  'rules',
  'freezeMinutes',
  'rated',
  'problems',
  'contestOnly',
  'participant',
  'result',
] as const;
export type AuditedField = (typeof auditedFields)[number];

/** What a case's output may reach when a problem sets no output limit: the judge's 1 MB. */
export const defaultOutputLimitKb = 1024;
/** The largest output limit a problem may set (64 MB). */
export const maxOutputLimitKb = 64 * 1024;
