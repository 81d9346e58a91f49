import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aggregateStream, blobRefsIn, handleCommand, openEventStore, type BlobbedEventStore } from '@forge/events';
import { streams } from '../streams';
import { sampleProblem } from '../testing/sampleProblem';
import { problemDecider } from './decide';
import type { ProblemContent } from './events';

let dir: string;
let store: BlobbedEventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'forge-problem-blobs-'));
  store = openEventStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const logBytes = () =>
  ['events.sqlite', 'events.sqlite-wal'].reduce((sum, name) => sum + (existsSync(join(dir, name)) ? statSync(join(dir, name)).size : 0), 0);

/** `count` hidden cases of `bytes` each, every one different: 2 MB each is the largest a problem may have. */
function hiddenCases(count: number, bytes: number): ProblemContent['hiddenTestCases'] {
  return Array.from({ length: count }, (_, i) => {
    const line = `${i} ${'7 '.repeat(40)}\n`;
    const input = line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes - 1) + '\n';
    return { input, output: `${i}\n`.repeat(Math.ceil(bytes / 2 / (String(i).length + 1))) };
  });
}

const by = { by: 'admin', now: '2026-01-01T00:00:00.000Z' };

describe('a problem with its test data beside the log', () => {
  it('grows the event log by under 1 MB when created with 50 MB of test data, and reads back whole', async () => {
    const content = sampleProblem({ hiddenTestCases: hiddenCases(17, 2_000_000) });
    const testData = content.hiddenTestCases.reduce((sum, c) => sum + c.input.length + c.output.length, 0);
    expect(testData).toBeGreaterThan(50_000_000);
    const before = logBytes();
    await handleCommand(store, streams.problem('big'), problemDecider, {
      type: 'CreateProblem',
      data: { ...by, problemId: 'big', content },
    });
    const grown = logBytes() - before;
    const [raw] = await store.raw.readStream(streams.problem('big'));
    process.stdout.write(
      `creating a problem with ${(testData / 1e6).toFixed(1)} MB of test data grew the event log by ${(grown / 1e3).toFixed(1)} kB ` +
        `(the event is ${JSON.stringify(raw!.data).length} characters, naming ${blobRefsIn(raw!.data).length} blobs)\n`,
    );
    expect(grown).toBeLessThan(1_000_000);
    expect(blobRefsIn(raw!.data)).toHaveLength(34);

    // Everything above the log sees the cases as they were given.
    const { state } = await aggregateStream(store, streams.problem('big'), problemDecider);
    expect(state.status === 'active' && state.content).toEqual(content);
  });

  it('stores an update or a restore that keeps the cases without storing them again', async () => {
    const content = sampleProblem({ hiddenTestCases: hiddenCases(3, 100_000) });
    const problem = streams.problem('p');
    await handleCommand(store, problem, problemDecider, { type: 'CreateProblem', data: { ...by, problemId: 'p', content } });
    const blobs = (await store.blobs.list()).length;
    await handleCommand(store, problem, problemDecider, {
      type: 'UpdateProblem',
      data: { ...by, problemId: 'p', content: { ...content, title: 'Renamed' } },
    });
    await handleCommand(store, problem, problemDecider, { type: 'RestoreProblem', data: { ...by, problemId: 'p', revision: 0, content } });
    expect(await store.blobs.list()).toHaveLength(blobs);
    const raw = await store.raw.readStream(problem);
    expect(raw.map((event) => blobRefsIn(event.data).length)).toEqual([6, 6, 6]);
    const { state } = await aggregateStream(store, problem, problemDecider);
    expect(state.status === 'active' && state.content).toEqual(content);
  });
});
