import type { ReadModelStore } from '@forge/events';
import { appended, projection, writable } from '@forge/events';
import type { VerdictStatus } from '@forge/contracts';
import type { EventOfType } from '../events';
import type { ContestEvent, ContestSettings } from './events';
import { resultKey, type Registration, type VirtualRun } from './contest';

/** One submission made in the contest: when, and its verdict once judged. */
export interface ContestAttempt {
  readonly submissionId: string;
  readonly userId: string;
  readonly problemId: string;
  readonly submittedAt: string;
  /** Absent while judging. */
  readonly verdict?: {
    readonly status: VerdictStatus;
    /** The program did not compile: free under ICPC's rule. */
    readonly compileError: boolean;
    readonly score?: number;
    readonly maxScore?: number;
    readonly judgedAt: string;
  };
}

/** A contest as the API answers from: its settings, problems, registrations and every submission made in it. */
export interface ContestDocument {
  readonly contestId: string;
  readonly settings: ContestSettings;
  readonly problemIds: readonly string[];
  readonly registrations: readonly Registration[];
  /** Virtual runs started after the end (issue 36); absent in documents made before they existed. */
  readonly virtuals?: readonly VirtualRun[];
  readonly attempts: readonly ContestAttempt[];
  readonly unfrozen: readonly string[];
  readonly unfrozenAll: boolean;
  readonly ended: boolean;
  readonly createdAt: string;
}

export type ContestReadEvent = ContestEvent | EventOfType<'SubmissionRequested'> | EventOfType<'SubmissionJudged'>;

/** The settings of an event that carries them all. */
function settingsOf(d: ContestSettings): ContestSettings {
  const { title, description, type, difficulty, startTime, durationMinutes, maxParticipants, prizes, rules, freezeMinutes, rated } = d;
  return { title, description, type, difficulty, startTime, durationMinutes, maxParticipants, prizes, rules, freezeMinutes, rated };
}

function evolveAttempts(
  doc: ContestDocument,
  event: EventOfType<'SubmissionRequested'> | EventOfType<'SubmissionJudged'>,
  context: { readonly owned?: boolean },
) {
  const next = writable(doc, context);
  if (event.type === 'SubmissionRequested') {
    const { submissionId, userId, problemId, requestedAt } = event.data;
    next.attempts = appended(doc.attempts, { submissionId, userId, problemId, submittedAt: requestedAt }, context);
    return next;
  }
  const { submissionId, status, failure, score, maxScore, judgedAt } = event.data;
  const scored = score === undefined ? {} : { score, ...(maxScore === undefined ? {} : { maxScore }) };
  const verdict = { status, compileError: failure?.kind === 'compile', ...scored, judgedAt };
  next.attempts = doc.attempts.map((a) => (a.submissionId === submissionId ? { ...a, verdict } : a));
  return next;
}

/** One document per contest, every fact its list, detail and scoreboard need; rebuilt from the log like any other. */
export const contestsProjection = projection<ContestDocument, ContestReadEvent>({
  name: 'contests',
  version: 1,
  canHandle: [
    'ContestCreated',
    'ContestUpdated',
    'ContestProblemsSet',
    'ContestantRegistered',
    'VirtualParticipationStarted',
    'ContestResultUnfrozen',
    'ContestUnfrozen',
    'ContestEnded',
    'ContestDeleted',
    'SubmissionRequested',
    'SubmissionJudged',
  ],
  // A submission made outside any contest names no document: evolve leaves that empty id empty.
  documentId: (event) => event.data.contestId ?? '',
  evolve(doc, event, context) {
    if (event.type === 'ContestCreated') {
      const base = { problemIds: [], registrations: [], attempts: [], unfrozen: [], unfrozenAll: false, ended: false };
      return { contestId: event.data.contestId, settings: settingsOf(event.data), ...base, createdAt: event.data.createdAt };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'ContestUpdated':
        return { ...doc, settings: settingsOf(event.data) };
      case 'ContestProblemsSet':
        return { ...doc, problemIds: event.data.problemIds };
      case 'ContestantRegistered': {
        const { userId, firstName, lastName, registeredAt } = event.data;
        const next = writable(doc, context);
        next.registrations = appended(doc.registrations, { userId, firstName, lastName, registeredAt }, context);
        return next;
      }
      case 'VirtualParticipationStarted': {
        const { userId, firstName, lastName, startedAt } = event.data;
        return { ...doc, virtuals: [...(doc.virtuals ?? []), { userId, firstName, lastName, startedAt }] };
      }
      case 'ContestResultUnfrozen':
        return { ...doc, unfrozen: [...doc.unfrozen, resultKey(event.data.userId, event.data.problemId)] };
      case 'ContestUnfrozen':
        return { ...doc, unfrozenAll: true };
      case 'ContestEnded':
        return { ...doc, ended: true };
      case 'ContestDeleted':
        return null;
      case 'SubmissionRequested':
      case 'SubmissionJudged':
        return evolveAttempts(doc, event, context);
      default:
        return doc;
    }
  },
});

// Its queries.
export async function getContest(readModels: ReadModelStore, contestId: string): Promise<ContestDocument | undefined> {
  return contestId === '' ? undefined : readModels.get<ContestDocument>(contestsProjection.name, contestId);
}

/** Every contest, soonest start first. */
export async function listContests(readModels: ReadModelStore): Promise<ContestDocument[]> {
  const all = await readModels.list<ContestDocument>(contestsProjection.name);
  return all.filter((c) => c.contestId !== '').sort((a, b) => a.settings.startTime.localeCompare(b.settings.startTime));
}
