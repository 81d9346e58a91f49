import { z } from 'zod';
import { difficulties } from './vocabulary';
import { contestRules, contestStatuses, contestTypes } from './contestNames';

/** `POST /api/admin/contest` and `PUT /api/admin/contest/:id` (issue 36). */
export const contestBody = z
  .strictObject({
    title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title is too long'),
    description: z
      .string({ error: 'Description is required' })
      .trim()
      .min(1, 'Description is required')
      .max(5000, 'Description is too long'),
    type: z.enum(contestTypes, { error: 'Type must be weekly, special or beginner' }),
    difficulty: z.enum(difficulties, { error: 'Difficulty must be easy, medium or hard' }),
    startTime: z.iso.datetime({ offset: true, error: 'Start time must be an ISO date and time' }),
    durationMinutes: z
      .number()
      .int()
      .min(1, 'Duration must be at least 1 minute')
      .max(7 * 24 * 60, 'Duration is at most a week'),
    maxParticipants: z.number().int().min(1, 'At least 1 participant').max(100_000, 'At most 100000 participants'),
    prizes: z.array(z.string().trim().min(1).max(200)).max(10, 'At most 10 prizes'),
    rules: z.enum(contestRules, { error: 'Rules must be icpc or ioi' }),
    problemIds: z.array(z.string().min(1)).max(26, 'At most 26 problems'),
    /** Those of `problemIds` made for the contest: hidden from the library, to all but admins and its participants, until it ends. */
    contestOnly: z.array(z.string().min(1)).max(26, 'At most 26 problems').optional(),
    freezeMinutes: z.number().int().min(0, 'The freeze cannot be negative'),
    rated: z.boolean(),
  })
  .refine((c) => c.freezeMinutes <= c.durationMinutes, { path: ['freezeMinutes'], message: 'The freeze cannot be longer than the contest' })
  .refine((c) => new Set(c.problemIds).size === c.problemIds.length, { path: ['problemIds'], message: 'A problem is listed twice' })
  .refine((c) => (c.contestOnly ?? []).every((id) => c.problemIds.includes(id)), {
    path: ['contestOnly'],
    message: 'A contest-only problem must be one of the contest’s problems',
  });
export type ContestBody = z.input<typeof contestBody>;

/** A contest as `GET /api/contest` lists it: the spec's fields (§3), now real, and the rules. */
export const contestView = z.strictObject({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  maxParticipants: z.number(),
  currentParticipants: z.number(),
  status: z.enum(contestStatuses),
  type: z.enum(contestTypes),
  difficulty: z.enum(difficulties),
  prizes: z.array(z.string()),
  rules: z.enum(contestRules),
  freezeMinutes: z.number(),
  rated: z.boolean(),
  /** Whether the signed-in user is registered. */
  registered: z.boolean(),
  /** When the signed-in user started their virtual run of it, if they did (issue 36): it lasts the contest's duration. */
  virtualStartedAt: z.string().optional(),
});
export type ContestView = z.infer<typeof contestView>;

/** `GET /api/contest/:id`: the contest, and its problems once it has started (ids and titles). */
export const contestDetailView = contestView.extend({
  problems: z.array(z.strictObject({ problemId: z.string(), title: z.string(), difficulty: z.enum(difficulties) })),
  /** The server's clock, for the countdown. */
  now: z.string(),
});
export type ContestDetailView = z.infer<typeof contestDetailView>;

export const scoreboardCell = z.strictObject({
  problemId: z.string(),
  tries: z.number(),
  acceptedAtMinute: z.number().nullable(),
  pending: z.boolean(),
  firstToSolve: z.boolean(),
  score: z.number(),
});
export const scoreboardRow = z.strictObject({
  rank: z.number(),
  userId: z.string(),
  name: z.string(),
  solved: z.number(),
  penalty: z.number(),
  score: z.number(),
  virtual: z.boolean(),
  problems: z.array(scoreboardCell),
  /** Once a rated contest's results are final: how the participant's rating moved (absent: not rated). */
  ratingChange: z.number().int().optional(),
});
/** `GET /api/contest/:id/scoreboard` and the socket's `contest:scoreboard`. */
export const scoreboardView = z.strictObject({ frozen: z.boolean(), rows: z.array(scoreboardRow) });
export type ScoreboardCell = z.infer<typeof scoreboardCell>;
export type ScoreboardRow = z.infer<typeof scoreboardRow>;
export type ScoreboardView = z.infer<typeof scoreboardView>;

/** `POST /api/admin/contest/:id/unfreeze`: one participant's result on one problem, or (empty) all. */
export const unfreezeBody = z.union([z.strictObject({ userId: z.string(), problemId: z.string() }), z.strictObject({})]);
export type UnfreezeBody = z.infer<typeof unfreezeBody>;
