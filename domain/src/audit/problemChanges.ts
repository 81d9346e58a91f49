import type { AuditEntryType, FieldChange } from '@forge/contracts';
import { problemContent, type ProblemContent, type ProblemEvent } from '../problem/events';
import { contentChanges, videoChanges, type AuditedVideo } from './changes';

/** What the audit keeps of a problem between its events: enough to tell what the next one changed. */
export interface ProblemSubject {
  readonly problemId: string;
  readonly title: string;
  /** The latest content, kept through a deletion (a restore is told against it); null before creation. */
  readonly content: ProblemContent | null;
  readonly video: AuditedVideo | null;
  readonly deleted: boolean;
}

/** One event of a problem's stream as the audit tells it; the actor is a user id, or `system` for the platform. */
export interface ProblemChange {
  readonly type: AuditEntryType;
  readonly at: string;
  readonly actorId: string;
  readonly restoredRevision?: number;
  readonly changes: FieldChange[];
}

/** Who acts for the platform itself (the built-in problems); the audit shows it as no one (null). */
export const PLATFORM_ACTOR = 'system';

const contentKeys = Object.keys(problemContent.shape) as (keyof ProblemContent)[];

/** The content an event carries, without its id, actor and time. */
export function contentOf(data: ProblemContent): ProblemContent {
  const content: Record<string, unknown> = {};
  for (const key of contentKeys) if (data[key] !== undefined) content[key] = data[key];
  return content as ProblemContent;
}

/** What happened, when and by whom: the heading of an entry, without its changes. */
export type ProblemChangeHeading = Omit<ProblemChange, 'changes'>;

export function headingOf(event: ProblemEvent): ProblemChangeHeading {
  switch (event.type) {
    case 'ProblemCreated':
      return { type: 'created', at: event.data.createdAt, actorId: event.data.createdBy };
    case 'ProblemUpdated':
      return { type: 'updated', at: event.data.updatedAt, actorId: event.data.updatedBy };
    case 'ProblemRestored':
      return { type: 'restored', at: event.data.restoredAt, actorId: event.data.restoredBy, restoredRevision: event.data.restoredRevision };
    case 'ProblemDeleted':
      return { type: 'deleted', at: event.data.deletedAt, actorId: event.data.deletedBy };
    case 'ProblemVideoAttached':
      return { type: 'video attached', at: event.data.uploadedAt, actorId: event.data.uploadedBy };
    case 'ProblemVideoRemoved':
      return { type: 'video removed', at: event.data.removedAt, actorId: event.data.removedBy };
    default: {
      const _exhaustive: never = event;
      throw new Error('unknown problem event');
    }
  }
}

/** Field by field, what the event changed of the problem as `subject` held it (null before its first event). */
export function changesOf(subject: ProblemSubject | null, event: ProblemEvent): FieldChange[] {
  switch (event.type) {
    case 'ProblemCreated':
    case 'ProblemUpdated':
    case 'ProblemRestored':
      return contentChanges(subject?.content ?? null, contentOf(event.data));
    case 'ProblemVideoAttached': {
      const { cloudinaryPublicId, secureUrl, duration } = event.data;
      return videoChanges(subject?.video ?? null, { cloudinaryPublicId, secureUrl, duration });
    }
    case 'ProblemVideoRemoved':
      return videoChanges(subject?.video ?? null, null);
    default:
      return [];
  }
}

export const describeProblemEvent = (subject: ProblemSubject | null, event: ProblemEvent): ProblemChange => ({
  ...headingOf(event),
  changes: changesOf(subject, event),
});

export function evolveProblemSubject(subject: ProblemSubject | null, event: ProblemEvent): ProblemSubject {
  const base: ProblemSubject = subject ?? { problemId: event.data.problemId, title: '', content: null, video: null, deleted: false };
  switch (event.type) {
    case 'ProblemCreated':
    case 'ProblemUpdated':
    case 'ProblemRestored':
      return { ...base, title: event.data.title, content: contentOf(event.data), deleted: false };
    case 'ProblemDeleted':
      return { ...base, deleted: true };
    case 'ProblemVideoAttached': {
      const { cloudinaryPublicId, secureUrl, duration } = event.data;
      return { ...base, video: { cloudinaryPublicId, secureUrl, duration } };
    }
    case 'ProblemVideoRemoved':
      return { ...base, video: null };
    default: {
      const _exhaustive: never = event;
      return base;
    }
  }
}

/** Whether the event holds a whole content, one a restore may bring back. */
export const holdsContent = (
  event: ProblemEvent,
): event is Extract<ProblemEvent, { type: 'ProblemCreated' | 'ProblemUpdated' | 'ProblemRestored' }> =>
  event.type === 'ProblemCreated' || event.type === 'ProblemUpdated' || event.type === 'ProblemRestored';
