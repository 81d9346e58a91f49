import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore } from '../store/openEventStore';
import { storedEvents } from '../store/sqlite/storedEvents';
import { blobRefsIn, type BlobbedEventStore } from './blobbedEventStore';
import { sha256Of } from './blobStore';

let dir: string;
let store: BlobbedEventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'forge-blobbed-'));
  store = openEventStore({ dataDir: dir });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const input = '3\n'.repeat(50_000);
const answer = '6\n'.repeat(50_000);
const created = {
  id: 'e-1',
  type: 'ProblemCreated',
  data: {
    problemId: 'p1',
    title: 'Sum',
    hiddenTestCases: [
      { input, output: answer },
      { input: '1 2', output: '3' },
    ],
  },
};

describe('blobbedEventStore', () => {
  it('writes a problem event with its big strings as blob references and reads them back whole', async () => {
    await store.appendToStream('problem-p1', [created]);
    const [raw] = await store.raw.readStream('problem-p1');
    expect(raw!.data).toEqual({
      problemId: 'p1',
      title: 'Sum',
      hiddenTestCases: [
        { input: { $blob: sha256Of(input), size: input.length }, output: { $blob: sha256Of(answer), size: answer.length } },
        { input: '1 2', output: '3' },
      ],
    });
    expect(JSON.stringify(raw!.data).length).toBeLessThan(400);
    expect(blobRefsIn(raw!.data).map((ref) => ref.sha256)).toEqual([sha256Of(input), sha256Of(answer)]);
    expect((await store.readStream('problem-p1'))[0]!.data).toEqual(created.data);
    expect((await store.readAll())[0]!.data).toEqual(created.data);
    const subscription = store.subscribeToAll();
    for await (const event of subscription) {
      expect(event.data).toEqual(created.data);
      await subscription.unsubscribe();
    }
    // A rebuild's bulk pages have the contents back too.
    const [page] = [...storedEvents(store)!(['ProblemCreated'], 10)];
    expect(page![0]![4]).toEqual(created.data);
  });

  it('leaves other streams, and events written before with their strings inline, as they are', async () => {
    await store.raw.appendToStream('problem-old', [{ ...created, id: 'e-0' }]);
    await store.appendToStream('submission-s1', [{ id: 'e-2', type: 'SubmissionRequested', data: { code: input } }]);
    expect((await store.raw.readStream('submission-s1'))[0]!.data).toEqual({ code: input });
    expect((await store.readStream('problem-old'))[0]!.data).toEqual(created.data);
  });

  it('never hands out a case whose blob does not match its hash', async () => {
    await store.appendToStream('problem-p1', [created]);
    await store.close();
    const sha = sha256Of(input);
    writeFileSync(join(dir, 'blobs', sha.slice(0, 2), sha), input.replace('3', '4'));
    store = openEventStore({ dataDir: dir });
    await expect(store.readStream('problem-p1')).rejects.toThrow(`blob ${sha} is corrupt`);
    await expect(store.readAll()).rejects.toThrow('corrupt');
    expect(() => [...storedEvents(store)!(['ProblemCreated'], 10)]).toThrow('corrupt');
  });
});
