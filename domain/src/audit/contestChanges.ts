import type { AuditedField, FieldChange } from '@forge/contracts';
import type { ContestEvent, ContestSettings } from '../contest/events';
import { participantName } from '../contest/contest';
import { PLATFORM_ACTOR, type ProblemChange } from './problemChanges';

/** What the audit keeps of a contest between its events (issue 36): enough to tell what the next one changed. */
export interface ContestSubject {
  readonly contestId: string;
  readonly title: string;
  /** Null before creation. */
  readonly settings: ContestSettings | null;
  readonly problemIds: readonly string[];
  readonly contestOnly: readonly string[];
  /** Participants' names by user id, to name whose result an admin unfroze. */
  readonly names: Readonly<Record<string, string>>;
  readonly deleted: boolean;
}

/** Each setting and the field the audit names it by (a contest's `type` is not an entry's). */
const settingFields: readonly (readonly [keyof ContestSettings, AuditedField])[] = [
  ['title', 'title'],
  ['description', 'description'],
  ['type', 'contestType'],
  ['difficulty', 'difficulty'],
  ['startTime', 'startTime'],
  ['durationMinutes', 'durationMinutes'],
  ['maxParticipants', 'maxParticipants'],
  ['prizes', 'prizes'],
  ['rules', 'rules'],
  ['freezeMinutes', 'freezeMinutes'],
  ['rated', 'rated'],
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function settingChanges(before: ContestSettings | null, after: ContestSettings): FieldChange[] {
  return settingFields.flatMap(([key, field]): FieldChange[] => {
    if (!before) return [{ field, kind: 'added', after: after[key] }];
    return same(before[key], after[key]) ? [] : [{ field, kind: 'changed', before: before[key], after: after[key] }];
  });
}

function listChange(field: AuditedField, before: readonly string[], after: readonly string[]): FieldChange[] {
  if (same(before, after)) return [];
  if (before.length === 0) return [{ field, kind: 'added', after: [...after] }];
  if (after.length === 0) return [{ field, kind: 'removed', before: [...before] }];
  return [{ field, kind: 'changed', before: [...before], after: [...after] }];
}

/** The settings an event carries, without its id, actor and time. */
function settingsOf(data: ContestSettings): ContestSettings {
  const settings: Record<string, unknown> = {};
  for (const [key] of settingFields) settings[key] = data[key];
  return settings as unknown as ContestSettings;
}

export function evolveContestSubject(subject: ContestSubject | null, event: ContestEvent): ContestSubject {
  const base: ContestSubject = subject ?? {
    contestId: event.data.contestId,
    title: '',
    settings: null,
    problemIds: [],
    contestOnly: [],
    names: {},
    deleted: false,
  };
  switch (event.type) {
    case 'ContestCreated':
    case 'ContestUpdated':
      return { ...base, title: event.data.title, settings: settingsOf(event.data) };
    case 'ContestProblemsSet':
      return { ...base, problemIds: event.data.problemIds, contestOnly: event.data.contestOnly ?? [] };
    case 'ContestantRegistered':
    case 'VirtualParticipationStarted':
      return { ...base, names: { ...base.names, [event.data.userId]: participantName(event.data) } };
    case 'ContestDeleted':
      return { ...base, deleted: true };
    default:
      return base;
  }
}

/** One event of a contest's stream as the audit tells it: what happened, when, by whom, and what it changed. */
export function describeContestEvent(subject: ContestSubject | null, event: ContestEvent): ProblemChange {
  switch (event.type) {
    case 'ContestCreated':
      return { type: 'created', at: event.data.createdAt, actorId: event.data.createdBy, changes: settingChanges(null, event.data) };
    case 'ContestUpdated':
      return {
        type: 'updated',
        at: event.data.updatedAt,
        actorId: event.data.updatedBy,
        changes: settingChanges(subject?.settings ?? null, settingsOf(event.data)),
      };
    case 'ContestProblemsSet':
      return {
        type: 'problems set',
        at: event.data.setAt,
        actorId: event.data.setBy,
        changes: [
          ...listChange('problems', subject?.problemIds ?? [], event.data.problemIds),
          ...listChange('contestOnly', subject?.contestOnly ?? [], event.data.contestOnly ?? []),
        ],
      };
    case 'ContestantRegistered':
      return {
        type: 'registered',
        at: event.data.registeredAt,
        actorId: event.data.userId,
        changes: [{ field: 'participant', kind: 'added', after: participantName(event.data) }],
      };
    case 'VirtualParticipationStarted':
      return {
        type: 'virtual run started',
        at: event.data.startedAt,
        actorId: event.data.userId,
        changes: [{ field: 'participant', kind: 'added', after: `${participantName(event.data)} (virtual)` }],
      };
    case 'ContestResultUnfrozen': {
      const { userId, problemId } = event.data;
      const who = subject?.names[userId] ?? userId;
      return {
        type: 'result unfrozen',
        at: event.data.unfrozenAt,
        actorId: event.data.unfrozenBy,
        changes: [{ field: 'result', kind: 'changed', after: `${who} on ${problemId}` }],
      };
    }
    case 'ContestUnfrozen':
      return { type: 'unfrozen', at: event.data.unfrozenAt, actorId: event.data.unfrozenBy, changes: [] };
    case 'ContestEnded':
      return { type: 'ended', at: event.data.endedAt, actorId: PLATFORM_ACTOR, changes: [] };
    case 'ContestDeleted':
      return { type: 'deleted', at: event.data.deletedAt, actorId: event.data.deletedBy, changes: [] };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}
