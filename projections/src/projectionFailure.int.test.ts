import { decodeEvent, encodeEvent, listProblems, problemListProjection, streams } from '@forge/domain';
import { openTempEventStore, ProjectionRunner, type AnyProjection, type TempEventStore } from '@forge/events';
import { openSqliteReadModelStore } from './readModelStore/sqliteReadModelStore';
import { content } from './testing/randomHistory';

let log: TempEventStore;
beforeEach(() => (log = openTempEventStore('forge-projection-failure-')));
afterEach(() => log.close());

const created = (problemId: string, title: string) =>
  encodeEvent({
    type: 'ProblemCreated',
    data: { problemId, ...content(title), createdBy: 'admin', createdAt: '2026-01-01T00:00:00.000Z' },
  });

/** The problem list, except that it cannot read a problem titled `Poison`. */
const choking = {
  ...problemListProjection,
  evolve: (doc: never, event: { data: { title?: string } }, context: never) => {
    if (event.data.title === 'Poison') throw new Error('cannot read Poison');
    return problemListProjection.evolve(doc, event as never, context);
  },
} as AnyProjection;

it('a projection that fails stops the runner, says so in its log, and fails its waiters rather than leaving them hanging', async () => {
  const readModels = openSqliteReadModelStore(log.path('rm.sqlite'));
  const told: { message: string; error: unknown }[] = [];
  const runner = new ProjectionRunner(log.store, readModels, [choking], {
    decode: decodeEvent,
    log: (message, error) => told.push({ message, error }),
  });
  await runner.start();
  await log.store.appendToStream(streams.problem('p1'), [created('p1', 'Fine')]);
  await runner.catchUp();
  const { position } = await log.store.appendToStream(streams.problem('p2'), [created('p2', 'Poison')]);

  await expect(runner.waitFor(position)).rejects.toThrow('projections stopped: cannot read Poison');
  expect(runner.status().failed).toBe(true);
  expect(told).toHaveLength(1);
  expect(told[0]!.message).toMatch(/^the projections could not handle ProblemCreated at .+; it stops$/);
  expect((told[0]!.error as Error).message).toBe('cannot read Poison');
  // What was committed before the failure stays; the failing event changed nothing.
  await runner.stop();
  expect((await listProblems(readModels)).map((p) => p.title)).toEqual(['Fine']);
  await readModels.close();
});
