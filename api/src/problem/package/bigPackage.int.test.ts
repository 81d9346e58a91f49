import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, useTestPlatform } from '../../testing/testPlatform';
import { streamToBuffer, zipDirectory } from './zipDirectory';

/**
 * A package with 50 MB of test data (issue 34): imported through the route and proven on the real
 * judge, its cases go to the blob store beside the log through the create-problem command, so the
 * log grows by well under 1 MB. The test prints the figures.
 */
const test = useTestPlatform({}, { timeout: 900_000 });
const CASES = 25;
const CASE_BYTES = 2_000_000;

const logBytes = (dir: string) =>
  ['events.sqlite', 'events.sqlite-wal'].reduce((sum, name) => sum + (existsSync(join(dir, name)) ? statSync(join(dir, name)).size : 0), 0);

async function bigPackage(dir: string) {
  await mkdir(join(dir, 'data/sample'), { recursive: true });
  await mkdir(join(dir, 'data/secret'), { recursive: true });
  await mkdir(join(dir, 'submissions/accepted'), { recursive: true });
  await writeFile(join(dir, 'problem.yaml'), 'problem_format_version: 2023-07-draft\nname: Sum Them All\nlimits:\n  time_limit: 4\n');
  await writeFile(join(dir, 'problem.md'), 'Print the sum of the numbers.\n');
  await writeFile(join(dir, 'data/sample/1.in'), '1 2 3\n');
  await writeFile(join(dir, 'data/sample/1.ans'), '6\n');
  for (let i = 0; i < CASES; i++) {
    const numbers: number[] = [];
    let text = '';
    // Different numbers in every case, so no two blobs are the same.
    for (let n = i + 1; text.length < CASE_BYTES - 20; n = (n * 7919 + 13) % 1_000_003) {
      numbers.push(n);
      text += `${n} `;
    }
    const sum = numbers.reduce((a, b) => a + b, 0);
    await writeFile(join(dir, `data/secret/${String(i).padStart(2, '0')}.in`), `${text.trimEnd()}\n`);
    await writeFile(join(dir, `data/secret/${String(i).padStart(2, '0')}.ans`), `${sum}\n`);
  }
  await writeFile(
    join(dir, 'submissions/accepted/main.cpp'),
    '#include <cstdio>\nint main() { long long s = 0, x; while (scanf("%lld", &x) == 1) s += x; printf("%lld\\n", s); }\n',
  );
  await writeFile(
    join(dir, 'submissions/accepted/Main.java'),
    'import java.io.*;\npublic class Main { public static void main(String[] a) throws IOException { StreamTokenizer t = new StreamTokenizer(new BufferedInputStream(System.in)); long s = 0; while (t.nextToken() != StreamTokenizer.TT_EOF) s += (long) t.nval; System.out.println(s); } }\n',
  );
  await writeFile(
    join(dir, 'submissions/accepted/main.js'),
    "let s = 0; for (const x of require('fs').readFileSync(0, 'utf8').split(/\\s+/)) if (x) s += Number(x); console.log(String(s));\n",
  );
}

it('imports 50 MB of test data and the log grows by under 1 MB', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'big-package-'));
  try {
    await bigPackage(dir);
    const zip = await streamToBuffer(await zipDirectory(dir));
    const before = logBytes(test.dataDir);
    const admin = await signIn(test);
    const res = await admin.post('/api/admin/problem/import').attach('package', zip, 'big.zip');
    expect(res.status).toBe(201);
    expect(res.body.report.proven).toBe(true);
    const grown = logBytes(test.dataDir) - before;
    const data = CASES * CASE_BYTES;
    console.log(
      `issue 34: a package of ${(data / 1e6).toFixed(1)} MB of test data (zip ${(zip.length / 1e6).toFixed(1)} MB) imported; the event log grew by ${(grown / 1024).toFixed(1)} kB`,
    );
    expect(grown).toBeLessThan(1024 * 1024);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
