import {
  problemLanguageOf,
  problemLanguages,
  type AuditActor,
  type AuditEntryType,
  type AuditedField,
  type AuditSubject,
  type FieldChange,
  type SubmissionLanguage,
} from '@forge/contracts';

/** The platform itself acts with no account: it wrote the built-in problems. */
export const PLATFORM = 'Forge (built-in)';

export function actorName(actor: AuditActor): string {
  return actor ? actor.firstName : PLATFORM;
}

/** "Ada (ada@forge.test)", or the platform. */
export function actorLabel(actor: AuditActor): string {
  return actor ? `${actor.firstName} (${actor.emailId})` : PLATFORM;
}

/** Each entry type's tag colour; a restore stands out from an ordinary update. */
export const entryTypeColor: Record<AuditEntryType, string> = {
  created: 'green',
  updated: 'blue',
  deleted: 'red',
  restored: 'purple',
  'video attached': 'cyan',
  'video removed': 'orange',
  'role changed': 'gold',
  'admin bootstrapped': 'magenta',
  rejudged: 'geekblue',
  'problems set': 'blue',
  registered: 'lime',
  'virtual run started': 'lime',
  'result unfrozen': 'volcano',
  unfrozen: 'volcano',
  ended: 'default',
};

export const entryTypeLabel = (type: AuditEntryType): string => type[0]!.toUpperCase() + type.slice(1);

export const fieldLabel: Record<AuditedField, string> = {
  title: 'Title',
  description: 'Description',
  difficulty: 'Difficulty',
  tags: 'Tags',
  timeLimitSeconds: 'Time limit',
  memoryLimitMb: 'Memory limit',
  outputLimitKb: 'Output limit',
  visibleTestCases: 'Visible test case',
  hiddenTestCases: 'Hidden test case',
  startCode: 'Start code',
  referenceSolution: 'Reference solution',
  wrongSolutions: 'Wrong solution',
  validation: 'Output checking',
  inputValidator: 'Input validator',
  subtasks: 'Subtask',
  timeFactors: 'Time factors',
  video: 'Video',
  role: 'Role',
  contestType: 'Type',
  startTime: 'Start time',
  durationMinutes: 'Duration (minutes)',
  maxParticipants: 'Maximum participants',
  prizes: 'Prizes',
  rules: 'Rules',
  freezeMinutes: 'Freeze (minutes)',
  rated: 'Rated',
  problems: 'Problems',
  contestOnly: 'Contest-only problems',
  participant: 'Participant',
  result: 'Result',
};

/** A value short enough to show inline ("easy", 2, "array, dp"); longer ones are left to the diff. */
function inline(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && value.length <= 60 && !value.includes('\n')) return `“${value}”`;
  return null;
}

/**
 * A problem's time factors (issue 32) in the editor's order, "Python × 3, C × 2"; "none" when no
 * language has one (every language has the problem's own time limit).
 */
export function formatTimeFactors(value: unknown): string {
  const factors = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const set = problemLanguages.flatMap((language) => {
    const factor = factors[language];
    return typeof factor === 'number' ? [`${language} × ${factor}`] : [];
  });
  return set.length > 0 ? set.join(', ') : 'none';
}

/** What one field change says in a line: "Hidden test case 3 added", "Difficulty: “easy” → “hard”". */
export function describeChange(change: FieldChange): string {
  if (change.field === 'timeFactors') {
    return `${fieldLabel.timeFactors}: ${formatTimeFactors(change.before)} → ${formatTimeFactors(change.after)}`;
  }
  let what = fieldLabel[change.field];
  if (change.index !== undefined) what += ` ${change.index}`;
  if (change.language) what += ` (${change.language})`;
  if (change.kind !== 'changed') return `${what} ${change.kind}`;
  const before = inline(change.before);
  const after = inline(change.after);
  return before !== null && after !== null ? `${what}: ${before} → ${after}` : `${what} changed`;
}

export function describeSubject(subject: AuditSubject): string {
  return subject.kind === 'user' ? subject.emailId : subject.title;
}

export const languageName = (language: SubmissionLanguage): string => problemLanguageOf[language];

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
}
