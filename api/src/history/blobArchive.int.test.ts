import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { anonymizer } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { openEventStore, sha256Of, type HistoryLine } from '@forge/events';
import { ARCHIVE_HISTORY, exportWithBlobs, isBlobArchive, openBlobArchive } from './blobArchive';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'forge-blob-archive-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const input = '5 7\n'.repeat(20_000);
const data = { problemId: 'p', hiddenTestCases: [{ input, output: '12\n' }] };

async function exported(): Promise<string> {
  const store = openEventStore({ dataDir: join(dir, 'log') });
  await store.appendToStream('problem-p', [{ id: 'e-1', type: 'ProblemCreated', data }]);
  const file = join(dir, 'history.zip');
  const out = createWriteStream(file);
  expect(await exportWithBlobs(store, {}, (line) => line, out)).toEqual({ events: 1, blobs: 1 });
  out.end();
  await once(out, 'finish');
  await store.close();
  return file;
}

async function readAll(file: string): Promise<HistoryLine[]> {
  const archive = await openBlobArchive(file);
  try {
    const lines: HistoryLine[] = [];
    for await (const line of archive.lines()) lines.push(line);
    return lines;
  } finally {
    await archive.close();
  }
}

/** An archive of `history` (NDJSON text) and the given blob entries. */
async function archiveOf(history: string, blobs: Record<string, string>): Promise<string> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(history), ARCHIVE_HISTORY);
  for (const [name, content] of Object.entries(blobs)) zip.addBuffer(Buffer.from(content), `blobs/${name}`);
  zip.end();
  const file = join(dir, `made-${Object.keys(blobs).length}.zip`);
  await pipeline(zip.outputStream, createWriteStream(file));
  return file;
}

describe('a history archive with its blobs', () => {
  it('holds the lines with references and the blobs they name, and reads back whole', async () => {
    const file = await exported();
    expect(await isBlobArchive(file)).toBe(true);
    const lines = await readAll(file);
    expect(lines.map((line) => line.data)).toEqual([data]);
  });

  it('refuses a blob that is missing or whose content does not match its name, naming the line', async () => {
    const ref = { $blob: sha256Of(input), size: input.length };
    const line = JSON.stringify({
      stream: 'problem-p',
      revision: 0,
      type: 'ProblemCreated',
      schemaVersion: 1,
      id: 'e-1',
      data: { problemId: 'p', hiddenTestCases: [{ input: ref, output: '12\n' }] },
      metadata: {},
      position: '1/1',
      time: '2026-01-01T00:00:00.000Z',
    });
    await expect(readAll(await archiveOf(`${line}\n`, {}))).rejects.toThrow(`line 1: blob ${ref.$blob} is missing from the archive`);
    await expect(readAll(await archiveOf(`${line}\n`, { [ref.$blob]: input.replace('5', '6') }))).rejects.toThrow(
      `line 1: blob ${ref.$blob} in the archive does not match its hash`,
    );
    await expect(readAll(await archiveOf(`${line}\n`, { [ref.$blob]: input }))).resolves.toHaveLength(1);
  });

  it('anonymized, holds no blob of the hidden cases it dropped', async () => {
    const store = openEventStore({ dataDir: join(dir, 'log') });
    const problem = sampleProblem({ hiddenTestCases: [{ input, output: '12\n' }] });
    const event = { problemId: 'p', ...problem, createdBy: 'admin', createdAt: '2026-01-01T00:00:00.000Z' };
    await store.appendToStream('problem-p', [{ id: 'e-1', type: 'ProblemCreated', data: event, metadata: { schemaVersion: 1 } }]);
    const out = createWriteStream(join(dir, 'anonymized.zip'));
    const written = await exportWithBlobs(store, {}, anonymizer(), out);
    out.end();
    await once(out, 'finish');
    await store.close();
    expect(written).toEqual({ events: 1, blobs: 0 });
    const [line] = await readAll(join(dir, 'anonymized.zip'));
    expect((line!.data as typeof event).hiddenTestCases).toEqual([]);
  });

  it('tells a plain NDJSON history from an archive', async () => {
    writeFileSync(join(dir, 'plain.ndjson'), '{}\n');
    expect(await isBlobArchive(join(dir, 'plain.ndjson'))).toBe(false);
  });
});
