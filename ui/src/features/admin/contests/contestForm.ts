import type { ContestBody, ContestRules, ContestType, Difficulty } from '@forge/contracts';

/** The admin's contest form as typed: text fields as strings, the start as a local date-time. */
export interface ContestFormValues {
  readonly title: string;
  readonly description: string;
  readonly type: ContestType;
  readonly difficulty: Difficulty;
  /** `YYYY-MM-DDTHH:mm`, the browser's local time (an `<input type="datetime-local">`). */
  readonly startLocal: string;
  readonly durationMinutes: string;
  readonly maxParticipants: string;
  /** One prize a line. */
  readonly prizes: string;
  readonly rules: ContestRules;
  readonly problemIds: readonly string[];
  /** Those picked that are made for the contest: hidden from /problems until it ends (issue 36). */
  readonly contestOnly: readonly string[];
  readonly freezeMinutes: string;
  readonly rated: boolean;
}

export const emptyContestForm = (startLocal: string): ContestFormValues => ({
  title: '',
  description: '',
  type: 'weekly',
  difficulty: 'medium',
  startLocal,
  durationMinutes: '90',
  maxParticipants: '100',
  prizes: '',
  rules: 'icpc',
  problemIds: [],
  contestOnly: [],
  freezeMinutes: '0',
  rated: true,
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The request body, or the first thing wrong with the form in words the admin reads. */
export function contestBodyOf(values: ContestFormValues): { body: ContestBody } | { error: string } {
  if (!values.title.trim()) return { error: 'Title is required' };
  if (!values.description.trim()) return { error: 'Description is required' };
  const start = new Date(values.startLocal);
  if (Number.isNaN(start.getTime())) return { error: 'Start time must be a date and time' };
  const [durationMinutes, maxParticipants, freezeMinutes] = [
    whole(values.durationMinutes),
    whole(values.maxParticipants),
    whole(values.freezeMinutes),
  ];
  if (!(durationMinutes >= 1)) return { error: 'Duration must be at least 1 minute' };
  if (!(maxParticipants >= 1)) return { error: 'At least 1 participant' };
  if (!(freezeMinutes >= 0)) return { error: 'The freeze cannot be negative' };
  if (freezeMinutes > durationMinutes) return { error: 'The freeze cannot be longer than the contest' };
  const contestOnly = values.problemIds.filter((id) => values.contestOnly.includes(id));
  const prizes = values.prizes
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    body: {
      title: values.title.trim(),
      description: values.description.trim(),
      type: values.type,
      difficulty: values.difficulty,
      startTime: start.toISOString(),
      durationMinutes,
      maxParticipants,
      prizes,
      rules: values.rules,
      problemIds: [...values.problemIds],
      ...(contestOnly.length > 0 ? { contestOnly } : {}),
      freezeMinutes,
      rated: values.rated,
    },
  };
}
