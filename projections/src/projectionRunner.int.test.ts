import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DomainEvent, encodeEvent, problemListProjection, streams } from '@forge/domain';
import { type EventStore, openSqliteEventStore, type AnyProjection } from '@forge/events';
import { allProjections } from './allProjections';
import { ProjectionRunner } from './projectionRunner';
import { rebuildReadModels } from './rebuildReadModels';
import { openSqliteReadModelStore } from './readModelStore/sqliteReadModelStore';
import type { ReadModelStore } from './readModelStore/readModelStore';
import { listProblems } from './problemList/problemListQueries';

/** A seeded generator, so a failing history can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const content = (title: string) => ({
  title,
  description: `About ${title}`,
  difficulty: 'easy' as const,
  tags: 'array',
  visibleTestCases: [{ input: '1', output: '1', explanation: 'same' }],
  hiddenTestCases: [{ input: '2', output: '2' }],
  startCode: [],
  referenceSolution: [],
});

/** Appends `count` random but valid events the way the deciders would produce them. */
async function appendRandomHistory(store: EventStore, count: number, seed: number) {
  const rnd = random(seed);
  const users = Array.from({ length: 12 }, (_, i) => `user${i}`);
  const live: string[] = [];
  const pending: { id: string; userId: string; problemId: string }[] = [];
  let n = 0;
  const append = (stream: string, event: DomainEvent) => store.appendToStream(stream, [encodeEvent(event)]);
  for (let i = 0; i < count; i++) {
    const roll = rnd.next();
    const now = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
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
          language: rnd.pick(['cpp', 'java', 'javascript'] as const),
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

async function snapshot(readModels: ReadModelStore) {
  const entries = await Promise.all(allProjections.map(async (p) => [p.name, await readModels.list(p.name)] as const));
  return Object.fromEntries(entries);
}

let dir: string;
let store: EventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'forge-projections-'));
  store = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('projections', () => {
  it('rebuilt from the start equal the read models kept live through a long random history', async () => {
    const live = openSqliteReadModelStore(join(dir, 'live.sqlite'));
    const runner = new ProjectionRunner(store, live, allProjections, { batchSize: 50 });
    await runner.start();
    await appendRandomHistory(store, 3000, 20261122);
    await runner.catchUp();
    await runner.stop();

    const rebuilt = openSqliteReadModelStore(join(dir, 'rebuilt.sqlite'));
    const { events } = await rebuildReadModels(store, rebuilt, allProjections);
    expect(events).toBe(3000);
    const [a, b] = [await snapshot(live), await snapshot(rebuilt)];
    expect(a['problems']!.length).toBeGreaterThan(10);
    expect(a['problemList']!.length).toBe(a['problems']!.length);
    expect(a['submissions']!.length).toBeGreaterThan(500);
    expect(a['progress']!.length).toBe(12);
    expect(b).toEqual(a);

    // The same again with the runner forced to forget which documents exist part-way.
    const forgetful = openSqliteReadModelStore(join(dir, 'forgetful.sqlite'));
    const runner2 = new ProjectionRunner(store, forgetful, allProjections, { batchSize: 100, maxKnownIds: 20 });
    await runner2.start();
    await runner2.catchUp();
    await runner2.stop();
    expect(await snapshot(forgetful)).toEqual(a);
    await live.close();
    await rebuilt.close();
    await forgetful.close();
  });

  it('resumes from its checkpoint after a restart without applying anything twice', async () => {
    const readModels = openSqliteReadModelStore(join(dir, 'rm.sqlite'));
    const first = new ProjectionRunner(store, readModels, allProjections);
    await first.start();
    await appendRandomHistory(store, 200, 7);
    await first.catchUp();
    await first.stop();
    const before = await snapshot(readModels);

    const second = new ProjectionRunner(store, readModels, allProjections);
    await second.start();
    await second.catchUp();
    expect(second.eventsApplied).toBe(0);
    await store.appendToStream(streams.problem('late'), [
      encodeEvent({
        type: 'ProblemCreated',
        data: { problemId: 'late', ...content('Late'), createdBy: 'admin', createdAt: '2027-01-01T00:00:00.000Z' },
      }),
    ]);
    await second.catchUp();
    await second.stop();
    expect(second.eventsApplied).toBe(1);
    const after = await snapshot(readModels);
    const late = (after['problems'] as { problemId: string; title: string }[]).find((p) => p.problemId === 'late');
    expect(late?.title).toBe('Late');
    expect(after['problems']!.filter((p) => p !== late)).toEqual(before['problems']);
    expect(after['submissions']).toEqual(before['submissions']);
    await readModels.close();
  });

  it('rebuilds a projection whose version changed', async () => {
    const readModels = openSqliteReadModelStore(join(dir, 'rm.sqlite'));
    await appendRandomHistory(store, 100, 3);
    const v1 = new ProjectionRunner(store, readModels, [problemListProjection]);
    await v1.start();
    await v1.catchUp();
    await v1.stop();
    const titlesV1 = (await listProblems(readModels)).map((p) => p.title);

    const shouting = {
      ...problemListProjection,
      version: problemListProjection.version + 1,
      evolve: (doc: never, event: never, context: never) => {
        const next = problemListProjection.evolve(doc, event, context);
        return next && { ...next, title: next.title.toUpperCase() };
      },
    } as AnyProjection;
    const v2 = new ProjectionRunner(store, readModels, [shouting]);
    await v2.start();
    await v2.catchUp();
    await v2.stop();
    expect(v2.eventsApplied).toBe(100);
    expect((await listProblems(readModels)).map((p) => p.title)).toEqual(titlesV1.map((t) => t.toUpperCase()));
    await readModels.close();
  });

  it('lets a writer wait until its own event is in the read models', async () => {
    const readModels = openSqliteReadModelStore(join(dir, 'rm.sqlite'));
    const runner = new ProjectionRunner(store, readModels, allProjections);
    await runner.start();
    const { position } = await store.appendToStream(streams.problem('p1'), [
      encodeEvent({
        type: 'ProblemCreated',
        data: { problemId: 'p1', ...content('First'), createdBy: 'admin', createdAt: '2026-01-01T00:00:00.000Z' },
      }),
    ]);
    await runner.waitFor(position);
    expect((await listProblems(readModels)).map((p) => p.problemId)).toEqual(['p1']);
    await runner.stop();
    await readModels.close();
  });
});
