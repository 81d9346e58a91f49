import type { ReadModelStore } from '@forge/events';
import { projection, writable } from '@forge/events';
import type { SubmissionLanguage, SubmissionLifecycleEvent } from '../submission/events';

/** How many accepted submissions a profile remembers, newest first. */
export const RECENT_ACCEPTED = 10;
/** Submissions are counted by quarter hour, the finest step of any time zone's offset, so a calendar can be drawn in any of them. */
export const ACTIVITY_STEP_MS = 15 * 60 * 1000;

export interface RecentAccepted {
  readonly submissionId: string;
  readonly problemId: string;
  readonly language: SubmissionLanguage;
  readonly acceptedAt: string;
  /** CPU seconds of the slowest case. */
  readonly runtime: number;
  readonly memory: number;
}

export interface LanguageUse {
  readonly submissions: number;
  /** Problems solved in this language, each once. */
  readonly solved: readonly string[];
}

/** A learner's work as their profile shows it (issue 35): counts kept as the log goes, never a list of every submission. */
export interface ProfileDocument {
  readonly userId: string;
  /** The language of each submission still waiting for its verdict (the verdict does not name it). */
  readonly pending: Readonly<Record<string, SubmissionLanguage>>;
  readonly submissions: number;
  readonly judged: number;
  readonly accepted: number;
  /** Submissions by quarter hour since 1970 (UTC). */
  readonly activity: Readonly<Record<string, number>>;
  readonly languages: Readonly<Partial<Record<SubmissionLanguage, LanguageUse>>>;
  /** Problems solved, in the order they were first solved. */
  readonly solved: readonly string[];
  readonly recentAccepted: readonly RecentAccepted[];
}

export const emptyProfile = (userId: string): ProfileDocument => ({
  userId,
  pending: {},
  submissions: 0,
  judged: 0,
  accepted: 0,
  activity: {},
  languages: {},
  solved: [],
  recentAccepted: [],
});

/** The quarter hour an ISO time falls in, undefined for a time that does not read as one. */
export function activityStep(iso: string): number | undefined {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / ACTIVITY_STEP_MS);
}

type Ownership = { readonly owned?: boolean };
const own = <T extends object>(value: T, context: Ownership): T => (context.owned ? value : { ...value });
const pushed = <T>(list: readonly T[], item: T, context: Ownership): T[] => {
  const next = context.owned ? (list as T[]) : [...list];
  next.push(item);
  return next;
};

function requested(
  current: ProfileDocument,
  event: Extract<SubmissionLifecycleEvent, { type: 'SubmissionRequested' }>,
  context: Ownership,
) {
  const { submissionId, language, requestedAt } = event.data;
  const next = writable(current, context);
  next.submissions = current.submissions + 1;
  const pending = own(current.pending, context) as Record<string, SubmissionLanguage>;
  pending[submissionId] = language;
  next.pending = pending;
  const languages = own(current.languages, context) as Record<string, LanguageUse>;
  const use = current.languages[language] ?? { submissions: 0, solved: [] };
  languages[language] = { submissions: use.submissions + 1, solved: use.solved };
  next.languages = languages;
  const step = activityStep(requestedAt);
  if (step !== undefined) {
    const activity = own(current.activity, context) as Record<string, number>;
    activity[step] = (activity[step] ?? 0) + 1;
    next.activity = activity;
  }
  return next;
}

function judged(current: ProfileDocument, event: Extract<SubmissionLifecycleEvent, { type: 'SubmissionJudged' }>, context: Ownership) {
  const { submissionId, problemId, status, runtime, memory, judgedAt } = event.data;
  const language = current.pending[submissionId];
  // A verdict is counted once, against the request it answers.
  if (language === undefined) return current;
  const next = writable(current, context);
  // Few are pending at once: a copy costs nothing.
  const { [submissionId]: _answered, ...pending } = current.pending;
  next.pending = pending;
  next.judged = current.judged + 1;
  if (status !== 'accepted') return next;
  next.accepted = current.accepted + 1;
  if (!current.solved.includes(problemId)) next.solved = pushed(current.solved, problemId, context);
  const use = current.languages[language] ?? { submissions: 0, solved: [] };
  if (!use.solved.includes(problemId)) {
    const languages = own(current.languages, context) as Record<string, LanguageUse>;
    languages[language] = { submissions: use.submissions, solved: [...use.solved, problemId] };
    next.languages = languages;
  }
  const recent = { submissionId, problemId, language, acceptedAt: judgedAt, runtime, memory };
  next.recentAccepted = [recent, ...current.recentAccepted.slice(0, RECENT_ACCEPTED - 1)];
  return next;
}

export const profileProjection = projection<ProfileDocument, SubmissionLifecycleEvent>({
  name: 'profile',
  version: 1,
  canHandle: ['SubmissionRequested', 'SubmissionJudged'],
  documentId: (event) => event.data.userId,
  evolve(doc, event, context) {
    // A new document is this call's own, whoever calls it.
    const ownership = { owned: doc === null || context.owned === true };
    const current = doc ?? emptyProfile(event.data.userId);
    switch (event.type) {
      case 'SubmissionRequested':
        return requested(current, event, ownership);
      case 'SubmissionJudged':
        return judged(current, event, ownership);
      default:
        return current;
    }
  },
});

// Its queries: how the API reads this read model.
export async function getProfile(readModels: ReadModelStore, userId: string): Promise<ProfileDocument> {
  return (await readModels.get<ProfileDocument>(profileProjection.name, userId)) ?? emptyProfile(userId);
}
