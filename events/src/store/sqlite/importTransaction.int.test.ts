import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '../eventStore';
import { inOneTransaction, LogChangedError } from './importTransaction';
import { openTempEventStore, type TempEventStore } from './tempEventStore';

let log: TempEventStore;
beforeEach(() => (log = openTempEventStore('forge-import-tx-')));
afterEach(() => log.close());

const event = (n: number): EventToAppend => ({
  id: randomUUID(),
  type: 'Happened',
  data: { n },
  recordedAt: new Date(Date.UTC(2026, 2, n)),
});
const numbers = async () => (await log.store.readAll()).map((e) => `${e.streamId}@${e.revision}:${(e.data as { n: number }).n}`);
const head = async () =>
  (await log.store.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 1 }))[0]?.position.commit ?? null;

describe('appends in one transaction', () => {
  it('land each at the revision it names, with its own time', async () => {
    await log.store.appendToStream('a', [event(1)]);
    const written = inOneTransaction(
      log.store,
      (append) => {
        append({ streamId: 'a', revision: 1, event: event(2) });
        append({ streamId: 'b', revision: 0, event: event(3) });
        append({ streamId: 'a', revision: 2, event: event(4) });
      },
      await head(),
    );
    expect(written).toBe(3);
    expect(await numbers()).toEqual(['a@0:1', 'a@1:2', 'b@0:3', 'a@2:4']);
    expect((await log.store.readStream('b'))[0]!.created).toEqual(new Date(Date.UTC(2026, 2, 3)));
  });

  it.each([
    [
      'a revision its stream does not have next',
      { streamId: 'a', revision: 3 },
      'a is at revision 1 in the log, so its next event is 2, not 3',
    ],
    ['a new stream that does not start at 0', { streamId: 'c', revision: 1 }, 'c is not in the log, so its first event is 0, not 1'],
  ])('write none of them when one has %s', async (_, place, message) => {
    await log.store.appendToStream('a', [event(1)]);
    const write = () =>
      inOneTransaction(
        log.store,
        (append) => {
          append({ streamId: 'b', revision: 0, event: event(2) });
          append({ streamId: 'a', revision: 1, event: event(3) });
          append({ ...place, event: event(4) });
        },
        1n,
      );
    expect(write).toThrow(LogChangedError);
    expect(write).toThrow(message);
    expect(await numbers()).toEqual(['a@0:1']);
  });

  it('write none of them when one has an id the log holds, or when the log is not as the caller checked it', async () => {
    const first = event(1);
    await log.store.appendToStream('a', [first]);
    const again = () =>
      inOneTransaction(log.store, (append) => append({ streamId: 'b', revision: 0, event: { ...event(2), id: first.id } }), 1n);
    expect(again).toThrow(`the log holds event ${first.id} already, at revision 0 of a`);
    const stale = () => inOneTransaction(log.store, (append) => append({ streamId: 'b', revision: 0, event: event(2) }), null);
    expect(stale).toThrow('the log changed while the import was checking it (its last position is 1, not none)');
    expect(await numbers()).toEqual(['a@0:1']);
  });

  it('are not made for a log that is not the embedded one itself', () => {
    expect(inOneTransaction({ ...log.store }, () => undefined, null)).toBeUndefined();
  });
});
