import { z } from 'zod';
import { defineEvent } from '../catalog/defineEvent';
import { eventCatalog, type EventOf } from '../catalog/eventCatalog';
import { openTempEventStore, type TempEventStore } from '../store/sqlite/tempEventStore';
import { WrongExpectedVersionError } from '../store/errors';
import { handleCommand, retryDelayMs } from './commandHandler';
import { DomainError, type Decider } from './decider';

const CounterBumped = defineEvent('CounterBumped', z.object({ title: z.string() }));
type Bumped = EventOf<typeof CounterBumped>;
/** A decider whose commands each read the current state: a counter kept in the title. */
const counter: Decider<number, { type: 'Bump' }, Bumped> = {
  events: eventCatalog([CounterBumped]),
  initialState: () => 0,
  evolve: (n) => n + 1,
  decide: (_command, n) => [{ type: 'CounterBumped', data: { title: `bump ${n + 1}` } }],
};

let log: TempEventStore;
beforeEach(() => (log = openTempEventStore('forge-handler-')));
afterEach(() => log.close());

describe('handleCommand', () => {
  it('decides again on a version conflict, so concurrent commands all land in order', async () => {
    await Promise.all(
      Array.from({ length: 5 }, () => handleCommand(log.store, 'counter-p', counter, { type: 'Bump' }, { maxRetries: 10 })),
    );
    const events = await log.store.readStream('counter-p');
    expect(events.map((e) => (e.data as { title: string }).title)).toEqual(['bump 1', 'bump 2', 'bump 3', 'bump 4', 'bump 5']);
  });

  it('lets forty writers racing for one stream all land, each waiting a random while after a lost race', async () => {
    await Promise.all(
      Array.from({ length: 40 }, () => handleCommand(log.store, 'counter-r', counter, { type: 'Bump' }, { maxRetries: 200 })),
    );
    const events = await log.store.readStream('counter-r');
    expect(events.map((e) => (e.data as { title: string }).title)).toEqual(Array.from({ length: 40 }, (_, i) => `bump ${i + 1}`));
  });

  it('waits up to 2 ms after the first lost race, twice that after each next, never more than 100 ms', () => {
    expect([0, 1, 2, 5, 6, 20].map((attempt) => retryDelayMs(attempt, () => 1))).toEqual([2, 4, 8, 64, 100, 100]);
    expect(retryDelayMs(3, () => 0)).toBe(0);
    expect(retryDelayMs(3, () => 0.5)).toBe(8);
  });

  it('gives up with the conflict after its retries', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => handleCommand(log.store, 'counter-p', counter, { type: 'Bump' }, { maxRetries: 0 })),
    );
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    for (const r of rejected) expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
    expect((await log.store.readStream('counter-p')).length).toBe(results.length - rejected.length);
  });

  it('appends nothing when the decider refuses', async () => {
    const refusing: Decider<number, { type: 'Bump' }, Bumped> = {
      ...counter,
      decide: () => {
        throw new DomainError('conflict', 'no');
      },
    };
    await expect(handleCommand(log.store, 'counter-q', refusing, { type: 'Bump' })).rejects.toThrow('no');
    expect(await log.store.readAll()).toEqual([]);
  });
});
