import { describeEventStoreContract } from '../eventStoreContract';
import { openKurrentEventStore } from './kurrentEventStore';

const url = process.env.EVENTSTORE_URL;

if (url) {
  describeEventStoreContract('kurrentdb', async () => {
    const store = openKurrentEventStore({ connectionString: url });
    return { store, cleanup: () => store.close() };
  });
} else {
  console.log('KurrentDB contract leg skipped: EVENTSTORE_URL is not set (point it at a KurrentDB/EventStoreDB server to run it).');
  describe.skip('EventStore contract: kurrentdb (EVENTSTORE_URL is not set)', () => {
    it('runs against a real server', () => undefined);
  });
}
