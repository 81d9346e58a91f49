import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'forge-kurrent-load-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the KurrentDB adapter', () => {
  it('is loaded only when a log is opened through it, so the embedded log never loads its client', () => {
    // Compiled, in a process of its own: jest's module registry is not Node's.
    const dist = resolve(__dirname, '../../../dist/index.js');
    const output = execFileSync(
      process.execPath,
      [
        '-e',
        `const kit = require(${JSON.stringify(dist)});
         const loaded = () => Object.keys(require.cache).some((file) => file.includes('kurrentdb-client'));
         const onLoad = loaded();
         const embedded = kit.openEventStore({ dataDir: process.argv[1] });
         const onEmbedded = loaded();
         // Nothing listens on port 1: the client connects on first use, and this one is never used.
         const scaledOut = kit.openEventStore({ eventStoreUrl: 'kurrentdb://127.0.0.1:1?tls=false', dataDir: process.argv[1] });
         const onKurrent = loaded();
         Promise.all([embedded.close(), scaledOut.close()]).then(() =>
           console.log(JSON.stringify({ onLoad, onEmbedded, onKurrent, adapter: typeof scaledOut.appendToStream })),
         );`,
        dir,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(output)).toEqual({ onLoad: false, onEmbedded: false, onKurrent: true, adapter: 'function' });
  });
});
