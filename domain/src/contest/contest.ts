import type { ContestEvent, ContestSettings } from './events';

export interface Registration {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly registeredAt: string;
}

/** A virtual run of a contest after its end (issue 36): the contest's duration from `startedAt`. */
export interface VirtualRun {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly startedAt: string;
}

/** A contest as its decider sees it. */
export type Contest =
  | { readonly status: 'absent' }
  | {
      readonly status: 'set';
      readonly contestId: string;
      readonly settings: ContestSettings;
      readonly problemIds: readonly string[];
      /** Problems made for the contest, hidden from the library until it ends. */
      readonly contestOnly: readonly string[];
      readonly registrations: readonly Registration[];
      readonly virtuals: readonly VirtualRun[];
      /** `userId/problemId` of the results an admin revealed one by one. */
      readonly unfrozen: readonly string[];
      readonly unfrozenAll: boolean;
      readonly ended: boolean;
    }
  | { readonly status: 'deleted' };

export const initialContest = (): Contest => ({ status: 'absent' });

export const resultKey = (userId: string, problemId: string) => `${userId}/${problemId}`;

/** The settings alone, without the event's id, actor and time. */
const settingsOf = (d: ContestSettings): ContestSettings => ({
  title: d.title,
  description: d.description,
  type: d.type,
  difficulty: d.difficulty,
  startTime: d.startTime,
  durationMinutes: d.durationMinutes,
  maxParticipants: d.maxParticipants,
  prizes: d.prizes,
  rules: d.rules,
  freezeMinutes: d.freezeMinutes,
  rated: d.rated,
});

export function evolveContest(state: Contest, event: ContestEvent): Contest {
  switch (event.type) {
    case 'ContestCreated': {
      const base = {
        problemIds: [],
        contestOnly: [],
        registrations: [],
        virtuals: [],
        unfrozen: [],
        unfrozenAll: false,
        ended: false,
      } as const;
      return { status: 'set', contestId: event.data.contestId, settings: settingsOf(event.data), ...base };
    }
    case 'ContestUpdated':
      return state.status === 'set' ? { ...state, settings: settingsOf(event.data) } : state;
    case 'ContestProblemsSet':
      return state.status === 'set' ? { ...state, problemIds: event.data.problemIds, contestOnly: event.data.contestOnly ?? [] } : state;
    case 'ContestantRegistered': {
      if (state.status !== 'set') return state;
      const { userId, firstName, lastName, registeredAt } = event.data;
      return { ...state, registrations: [...state.registrations, { userId, firstName, lastName, registeredAt }] };
    }
    case 'VirtualParticipationStarted': {
      if (state.status !== 'set') return state;
      const { userId, firstName, lastName, startedAt } = event.data;
      return { ...state, virtuals: [...state.virtuals, { userId, firstName, lastName, startedAt }] };
    }
    case 'ContestResultUnfrozen':
      return state.status === 'set'
        ? { ...state, unfrozen: [...state.unfrozen, resultKey(event.data.userId, event.data.problemId)] }
        : state;
    case 'ContestUnfrozen':
      return state.status === 'set' ? { ...state, unfrozenAll: true } : state;
    case 'ContestEnded':
      return state.status === 'set' ? { ...state, ended: true } : state;
    case 'ContestDeleted':
      return { status: 'deleted' };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

/** The contest's times in milliseconds since the epoch. */
export function contestWindow(settings: Pick<ContestSettings, 'startTime' | 'durationMinutes' | 'freezeMinutes'>) {
  const start = Date.parse(settings.startTime);
  const end = start + settings.durationMinutes * 60_000;
  return { start, end, freezeStart: end - settings.freezeMinutes * 60_000 };
}

/** Upcoming before the start, ongoing until the end, completed from then on. */
export function contestStatusAt(settings: Pick<ContestSettings, 'startTime' | 'durationMinutes'>, now: string) {
  const { start, end } = contestWindow({ ...settings, freezeMinutes: 0 });
  const at = Date.parse(now);
  return at < start ? 'upcoming' : at < end ? 'ongoing' : 'completed';
}

/** A virtual run's window in milliseconds since the epoch: the contest's duration from its start. */
export function virtualWindow(settings: Pick<ContestSettings, 'durationMinutes'>, run: Pick<VirtualRun, 'startedAt'>) {
  const start = Date.parse(run.startedAt);
  return { start, end: start + settings.durationMinutes * 60_000 };
}

/** How the scoreboard names a participant. */
export const participantName = (r: Pick<Registration, 'firstName' | 'lastName'>) => `${r.firstName} ${r.lastName}`.trim();
