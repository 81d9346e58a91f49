import type { EventStore } from '../eventStore';
import type { KurrentEventStoreOptions } from './kurrentEventStore';

/**
 * The KurrentDB adapter, loaded when a log is first opened through it. Its client (gRPC and
 * protocol buffers) takes longer to load than the rest of the kit and the domain together, and a
 * process on the embedded log never needs it: every API start, command line and test file would
 * pay for it.
 */
export function openKurrentEventStore(options: KurrentEventStoreOptions): EventStore {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, and synchronously: opening a log is
  const adapter = require('./kurrentEventStore') as typeof import('./kurrentEventStore');
  return adapter.openKurrentEventStore(options);
}
