import { DomainError, unknownCommand } from '@forge/events';
import { decider } from '../decider';
import { contestEvents, type ContestEvent, type ContestSettings } from './events';
import { contestStatusAt, evolveContest, initialContest, resultKey, type Contest } from './contest';

export const CONTEST_NOT_FOUND = 'Contest not found';
export const CONTEST_FULL = 'This contest is full';
export const REGISTRATION_CLOSED = 'Registration is closed: the contest has started';
export const VIRTUAL_BEFORE_END = 'A virtual run starts after the contest ends';
export const VIRTUAL_TWICE = 'You have already started a virtual run of this contest';
export const VIRTUAL_FOR_PARTICIPANT = 'You took part in this contest: its results are yours';

type By = { readonly contestId: string; readonly by: string; readonly now: string };
/** The contest's settings and problems; `contestOnly` (default none) those hidden from the library until it ends. */
type Setting = { readonly settings: ContestSettings; readonly problemIds: readonly string[]; readonly contestOnly?: readonly string[] };

export type ContestCommand =
  | { readonly type: 'CreateContest'; readonly data: By & Setting }
  | { readonly type: 'UpdateContest'; readonly data: By & Setting }
  | {
      readonly type: 'Register';
      readonly data: {
        readonly contestId: string;
        readonly userId: string;
        readonly firstName: string;
        readonly lastName: string;
        readonly now: string;
      };
    }
  | {
      readonly type: 'StartVirtual';
      readonly data: {
        readonly contestId: string;
        readonly userId: string;
        readonly firstName: string;
        readonly lastName: string;
        readonly now: string;
      };
    }
  | { readonly type: 'UnfreezeResult'; readonly data: By & { readonly userId: string; readonly problemId: string } }
  | { readonly type: 'UnfreezeAll'; readonly data: By }
  | { readonly type: 'EndContest'; readonly data: { readonly contestId: string; readonly now: string } }
  | { readonly type: 'DeleteContest'; readonly data: By };

type SetContest = Extract<Contest, { status: 'set' }>;

function existing(state: Contest): SetContest {
  if (state.status !== 'set') throw new DomainError('not_found', CONTEST_NOT_FOUND);
  return state;
}

function checkTimes(settings: ContestSettings): void {
  if (Number.isNaN(Date.parse(settings.startTime))) throw new DomainError('invalid', 'Start time must be an ISO date and time');
  if (settings.freezeMinutes > settings.durationMinutes) throw new DomainError('invalid', 'The freeze cannot be longer than the contest');
}

/** The problems-set event for these problems, its contest-only ones (a subset) named when there are any. */
function problemsSet(data: By & Setting): ContestEvent {
  const { contestId, by, now, problemIds, contestOnly = [] } = data;
  const stray = contestOnly.find((id) => !problemIds.includes(id));
  if (stray !== undefined) throw new DomainError('invalid', `Problem ${stray} is contest-only but not in the contest`);
  const only = problemIds.filter((id) => contestOnly.includes(id));
  return {
    type: 'ContestProblemsSet',
    data: { contestId, problemIds: [...problemIds], ...(only.length > 0 ? { contestOnly: only } : {}), setBy: by, setAt: now },
  };
}

const sameSettings = (a: ContestSettings, b: ContestSettings) => JSON.stringify(a) === JSON.stringify(b);
const sameProblems = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

function decideUpdate(command: Extract<ContestCommand, { type: 'UpdateContest' }>, contest: SetContest): ContestEvent[] {
  const { contestId, by, now, settings, problemIds, contestOnly = [] } = command.data;
  const status = contestStatusAt(contest.settings, now);
  if (status === 'completed') throw new DomainError('conflict', 'A contest that has ended cannot be changed');
  checkTimes(settings);
  if (settings.maxParticipants < contest.registrations.length) {
    throw new DomainError('invalid', `${contest.registrations.length} are registered: the maximum cannot be lower`);
  }
  const events: ContestEvent[] = [];
  if (!sameSettings(settings, contest.settings)) {
    if (status === 'ongoing' && settings.startTime !== contest.settings.startTime) {
      throw new DomainError('conflict', 'A contest that has started keeps its start time');
    }
    events.push({ type: 'ContestUpdated', data: { contestId, ...settings, updatedBy: by, updatedAt: now } });
  }
  const only = problemIds.filter((id) => contestOnly.includes(id));
  if (!sameProblems(problemIds, contest.problemIds) || !sameProblems(only, contest.contestOnly) || only.length !== contestOnly.length) {
    if (status !== 'upcoming') throw new DomainError('conflict', 'The problems of a contest that has started cannot change');
    events.push(problemsSet(command.data));
  }
  return events;
}

/** Unfreezing reveals the final standings, so it waits for the end. */
function afterEnd(contest: SetContest, now: string): void {
  if (contestStatusAt(contest.settings, now) !== 'completed')
    throw new DomainError('conflict', 'The scoreboard is unfrozen after the contest ends');
}

export function decideContest(command: ContestCommand, state: Contest): ContestEvent[] {
  switch (command.type) {
    case 'CreateContest': {
      if (state.status !== 'absent') throw new DomainError('conflict', 'Contest already exists');
      const { contestId, by, now, settings, problemIds, contestOnly = [] } = command.data;
      checkTimes(settings);
      const created: ContestEvent = { type: 'ContestCreated', data: { contestId, ...settings, createdBy: by, createdAt: now } };
      if (problemIds.length === 0 && contestOnly.length === 0) return [created];
      return [created, problemsSet(command.data)];
    }
    case 'UpdateContest':
      return decideUpdate(command, existing(state));
    case 'Register': {
      const contest = existing(state);
      const { contestId, userId, firstName, lastName, now } = command.data;
      if (contest.registrations.some((r) => r.userId === userId)) return [];
      if (contestStatusAt(contest.settings, now) !== 'upcoming') throw new DomainError('conflict', REGISTRATION_CLOSED);
      if (contest.registrations.length >= contest.settings.maxParticipants) throw new DomainError('conflict', CONTEST_FULL);
      return [{ type: 'ContestantRegistered', data: { contestId, userId, firstName, lastName, registeredAt: now } }];
    }
    case 'StartVirtual': {
      // Once per learner, only after the end, never for someone registered for the real contest.
      const contest = existing(state);
      const { contestId, userId, firstName, lastName, now } = command.data;
      if (contestStatusAt(contest.settings, now) !== 'completed') throw new DomainError('conflict', VIRTUAL_BEFORE_END);
      if (contest.registrations.some((r) => r.userId === userId)) throw new DomainError('conflict', VIRTUAL_FOR_PARTICIPANT);
      if (contest.virtuals.some((r) => r.userId === userId)) throw new DomainError('conflict', VIRTUAL_TWICE);
      return [{ type: 'VirtualParticipationStarted', data: { contestId, userId, firstName, lastName, startedAt: now } }];
    }
    case 'UnfreezeResult': {
      const contest = existing(state);
      const { contestId, by, now, userId, problemId } = command.data;
      afterEnd(contest, now);
      if (contest.unfrozenAll || contest.unfrozen.includes(resultKey(userId, problemId))) return [];
      if (!contest.registrations.some((r) => r.userId === userId)) throw new DomainError('invalid', 'This user is not in the contest');
      if (!contest.problemIds.includes(problemId)) throw new DomainError('invalid', 'This problem is not in the contest');
      return [{ type: 'ContestResultUnfrozen', data: { contestId, userId, problemId, unfrozenBy: by, unfrozenAt: now } }];
    }
    case 'UnfreezeAll': {
      const contest = existing(state);
      afterEnd(contest, command.data.now);
      if (contest.unfrozenAll) return [];
      const { contestId, by, now } = command.data;
      return [{ type: 'ContestUnfrozen', data: { contestId, unfrozenBy: by, unfrozenAt: now } }];
    }
    case 'EndContest': {
      const contest = existing(state);
      if (contest.ended || contestStatusAt(contest.settings, command.data.now) !== 'completed') return [];
      return [{ type: 'ContestEnded', data: { contestId: command.data.contestId, endedAt: command.data.now } }];
    }
    case 'DeleteContest': {
      const contest = existing(state);
      const { contestId, by, now } = command.data;
      if (contestStatusAt(contest.settings, now) === 'ongoing') throw new DomainError('conflict', 'A running contest cannot be deleted');
      return [{ type: 'ContestDeleted', data: { contestId, deletedBy: by, deletedAt: now } }];
    }
    default:
      return unknownCommand(command);
  }
}

export const contestDecider = decider(contestEvents, initialContest, evolveContest, decideContest);
