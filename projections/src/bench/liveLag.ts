import { join } from 'node:path';
import { encodeEvent, streams, submissionKey, decodeEvent, allProjections } from '@forge/domain';
import { openSqliteEventStore } from '@forge/events';
import { ProjectionRunner } from '@forge/events';
import { openSqliteReadModelStore } from '../readModelStore/sqliteReadModelStore';
import { problemCreated, submissionEvents } from './benchLog';

export interface LiveLag {
  readonly appends: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * A live runner on a SQLite log and SQLite read models while submissions arrive at `perSecond`:
 * for each, the milliseconds from calling appendToStream to its document being readable. The
 * clock stops when `runner.waitFor` resolves, which is right after the read models' transaction
 * commits, the moment any reader sees the document (each is then read back to make sure); polling
 * the store instead would add its own interval and take turns from the runner.
 */
export async function measureLiveLag(dir: string, perSecond: number, seconds: number): Promise<LiveLag> {
  const store = openSqliteEventStore({ file: join(dir, 'live-events.sqlite') });
  const readModels = openSqliteReadModelStore(join(dir, 'live-readmodels.sqlite'));
  const runner = new ProjectionRunner(store, readModels, allProjections, { decode: decodeEvent });
  try {
    await store.appendToStream(streams.problem('p0'), [encodeEvent(problemCreated('p0', 'Problem 0', new Date().toISOString()))]);
    await runner.start();
    await runner.catchUp();
    const lags: Promise<number>[] = [];
    const total = perSecond * seconds;
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lags.push(appendAndWait(i));
    }
    const sorted = (await Promise.all(lags)).sort((a, b) => a - b);
    return { appends: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1]! };
  } finally {
    await runner.stop();
    await readModels.close();
    await store.close();
  }

  async function appendAndWait(i: number): Promise<number> {
    const [requested] = submissionEvents(i, `u${i % 50}`, 'p0');
    const sent = performance.now();
    const { position } = await store.appendToStream(streams.submission(`s${i}`), [encodeEvent(requested)]);
    await runner.waitFor(position);
    const lag = performance.now() - sent;
    if (!(await readModels.get('submissions', submissionKey(`u${i % 50}`, 'p0', `s${i}`))))
      throw new Error(`submission s${i} is not in the read model after its wait`);
    return lag;
  }
}
