import { type DomainEvent, encodeEvent, streams, submissionLanguages } from '@forge/domain';
import { problemWithoutCode } from '@forge/domain/testing';
import type { EventStore, EventToAppend } from '@forge/events';
import { seededRandom } from '@forge/testing';

/** A small problem's content titled `title`. */
export const content = (title: string) => ({ ...problemWithoutCode, title, description: `About ${title}` });

export interface RandomHistoryOptions {
  /** The time each event is recorded at (the log's own clock when omitted). */
  readonly recordedAt?: (i: number) => Date;
  /**
   * Also accounts (some stored at an older schema version, to be upcast), role changes and judged
   * cases (which no read model reads), now and then.
   */
  readonly varied?: boolean;
}

/** An account registered at schema version 1 (the email as `emailId`), as an old log holds it. */
const registeredV1 = (userId: string, role: 'admin' | 'user', at: string): EventToAppend => ({
  id: `registered-${userId}`,
  type: 'UserRegistered',
  data: {
    userId,
    firstName: userId,
    passwordHash: null,
    authProvider: 'google',
    emailVerified: true,
    role,
    registeredAt: at,
    emailId: `${userId}@example.com`,
  },
  metadata: { schemaVersion: 1 },
});

/** Appends `count` random but valid events the way the deciders would produce them. */
export async function appendRandomHistory(store: EventStore, count: number, seed: number, options: RandomHistoryOptions = {}) {
  // Seeded, so a failing history can be replayed.
  const rnd = seededRandom(seed);
  const users = Array.from({ length: 12 }, (_, i) => `user${i}`);
  const live: string[] = [];
  const pending: { id: string; userId: string; problemId: string }[] = [];
  let n = 0;
  let i = 0;
  const appendEncoded = (stream: string, encoded: EventToAppend) => {
    const recordedAt = options.recordedAt?.(i);
    return store.appendToStream(stream, [recordedAt ? { ...encoded, recordedAt } : encoded]);
  };
  const append = (stream: string, event: DomainEvent) => appendEncoded(stream, encodeEvent(event));
  for (; i < count; i++) {
    const roll = rnd.next();
    const now = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    if (options.varied && i % 7 === 3) {
      const userId = rnd.pick(users);
      if (roll < 0.3) await appendEncoded(`user-${userId}-${i}`, registeredV1(`${userId}-${i}`, roll < 0.15 ? 'admin' : 'user', now));
      else if (roll < 0.6)
        await append(streams.user(userId), {
          type: 'UserRoleChanged',
          data: { userId, role: rnd.pick(['admin', 'user'] as const), changedAt: now, changedBy: 'admin' },
        });
      else
        await append(`case-${i}`, {
          type: 'SubmissionCaseJudged',
          data: { submissionId: `s${i}`, index: 0, statusId: 3, time: 0.01, memory: 100 },
        });
      continue;
    }
    if (live.length < 3 || roll < 0.12) {
      const problemId = `p${++n}`;
      live.push(problemId);
      await append(streams.problem(problemId), {
        type: 'ProblemCreated',
        data: { problemId, ...content(`Problem ${n}`), createdBy: 'admin', createdAt: now },
      });
    } else if (roll < 0.2) {
      const problemId = rnd.pick(live);
      await append(streams.problem(problemId), {
        type: 'ProblemUpdated',
        data: { problemId, ...content(`Renamed ${i}`), updatedBy: 'admin', updatedAt: now },
      });
    } else if (roll < 0.24 && live.length > 3) {
      const problemId = live.splice(Math.floor(rnd.next() * live.length), 1)[0]!;
      await append(streams.problem(problemId), { type: 'ProblemDeleted', data: { problemId, deletedBy: 'admin', deletedAt: now } });
    } else if (roll < 0.62 || pending.length === 0) {
      const submission = { id: `s${i}`, userId: rnd.pick(users), problemId: rnd.pick(live) };
      pending.push(submission);
      await append(streams.submission(submission.id), {
        type: 'SubmissionRequested',
        data: {
          submissionId: submission.id,
          userId: submission.userId,
          problemId: submission.problemId,
          language: rnd.pick(submissionLanguages),
          code: `code ${i}`,
          testCasesTotal: 4,
          requestedAt: now,
        },
      });
    } else {
      const s = pending.splice(Math.floor(rnd.next() * pending.length), 1)[0]!;
      const status = rnd.pick(['accepted', 'wrong', 'error'] as const);
      await append(streams.submission(s.id), {
        type: 'SubmissionJudged',
        data: {
          submissionId: s.id,
          userId: s.userId,
          problemId: s.problemId,
          status,
          runtime: rnd.next(),
          memory: Math.floor(rnd.next() * 1e5),
          testCasesPassed: status === 'accepted' ? 4 : 1,
          testCasesTotal: 4,
          errorMessage: status === 'error' ? 'boom' : null,
          failure: null,
          judgedAt: now,
        },
      });
    }
  }
}
