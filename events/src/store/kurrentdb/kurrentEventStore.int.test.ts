import { describeEventStoreSuite } from '../../testing/eventStoreSuite';
import { openKurrentEventStore } from './kurrentEventStore';

const url = process.env.EVENTSTORE_URL;

if (url) {
  describeEventStoreSuite('kurrentdb', async () => {
    const store = openKurrentEventStore({ connectionString: url });
    return { store, cleanup: () => store.close() };
  });
} else {
  console.log(
    'KurrentDB leg of the event store suite skipped: EVENTSTORE_URL is not set (point it at a KurrentDB/EventStoreDB server to run it).',
  );
  describe.skip('EventStore suite: kurrentdb (EVENTSTORE_URL is not set)', () => {
    it('runs against a real server', () => undefined);
  });
}
