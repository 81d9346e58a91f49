import { z } from 'zod';
import { defineEvent, eventCatalog, type EventsOf } from '@forge/events';
import { contestRules, contestTypes, difficulties } from '@forge/contracts';

/** What an admin sets on a contest (issue 36); its problems are set apart (`ContestProblemsSet`). */
export const contestSettings = z.object({
  title: z.string(),
  description: z.string(),
  type: z.enum(contestTypes),
  difficulty: z.enum(difficulties),
  /** ISO time the contest opens. */
  startTime: z.string(),
  durationMinutes: z.number().int().positive(),
  maxParticipants: z.number().int().positive(),
  prizes: z.array(z.string()),
  rules: z.enum(contestRules),
  /** The scoreboard freezes this many minutes before the end (0: never). */
  freezeMinutes: z.number().int().nonnegative(),
  rated: z.boolean(),
});
export type ContestSettings = z.infer<typeof contestSettings>;

export const ContestCreated = defineEvent(
  'ContestCreated',
  contestSettings.extend({ contestId: z.string(), createdBy: z.string(), createdAt: z.string() }),
);

/** The settings as a whole after an admin's change. */
export const ContestUpdated = defineEvent(
  'ContestUpdated',
  contestSettings.extend({ contestId: z.string(), updatedBy: z.string(), updatedAt: z.string() }),
);

/**
 * The contest's problems, in order. `contestOnly` (absent: none) names those made for the contest:
 * hidden from the library, to all but admins and the contest's participants, until it ends.
 */
export const ContestProblemsSet = defineEvent(
  'ContestProblemsSet',
  z.object({
    contestId: z.string(),
    problemIds: z.array(z.string()),
    contestOnly: z.array(z.string()).optional(),
    setBy: z.string(),
    setAt: z.string(),
  }),
);

/** A learner took a place; their name as it was then is how the scoreboard shows them (the anonymizer knows these fields). */
export const ContestantRegistered = defineEvent(
  'ContestantRegistered',
  z.object({ contestId: z.string(), userId: z.string(), firstName: z.string(), lastName: z.string(), registeredAt: z.string() }),
);

/**
 * After the end, a learner who did not take part started a virtual run (issue 36): the contest's
 * duration from `startedAt`, their submissions counted at their time since then; never rated.
 */
export const VirtualParticipationStarted = defineEvent(
  'VirtualParticipationStarted',
  z.object({ contestId: z.string(), userId: z.string(), firstName: z.string(), lastName: z.string(), startedAt: z.string() }),
);

/** After the end, an admin revealed one participant's frozen results on one problem. */
export const ContestResultUnfrozen = defineEvent(
  'ContestResultUnfrozen',
  z.object({ contestId: z.string(), userId: z.string(), problemId: z.string(), unfrozenBy: z.string(), unfrozenAt: z.string() }),
);

/** After the end, an admin revealed every frozen result at once. */
export const ContestUnfrozen = defineEvent(
  'ContestUnfrozen',
  z.object({ contestId: z.string(), unfrozenBy: z.string(), unfrozenAt: z.string() }),
);

/** Recorded once the contest's time is over: its standings are final (the freeze aside). */
export const ContestEnded = defineEvent('ContestEnded', z.object({ contestId: z.string(), endedAt: z.string() }));

export const ContestDeleted = defineEvent(
  'ContestDeleted',
  z.object({ contestId: z.string(), deletedBy: z.string(), deletedAt: z.string() }),
);

/** What a contest's stream holds. */
export const contestEventDefinitions = [
  ContestCreated,
  ContestUpdated,
  ContestProblemsSet,
  ContestantRegistered,
  VirtualParticipationStarted,
  ContestResultUnfrozen,
  ContestUnfrozen,
  ContestEnded,
  ContestDeleted,
] as const;
export const contestEvents = eventCatalog(contestEventDefinitions);
export type ContestEvent = EventsOf<typeof contestEvents>;
