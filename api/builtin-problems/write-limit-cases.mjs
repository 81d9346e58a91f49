// Writes each built-in problem's cases at its stated limits (issue 14: problems prove their tests,
// not only their solutions): `<slug>/limitCases.mjs` makes the inputs, the problem's JavaScript
// reference (`<slug>/reference/main.js`) the expected outputs, and `<slug>/limitCases.json` holds
// both; the loader (api/src/problem/builtinProblems.ts) puts them after the hand-written hidden
// cases of `<slug>/cases.json`. The inputs come from a seeded random, so a rerun writes the same
// files; proving the problem checks the C++ and Java references agree.
//
//   node api/builtin-problems/write-limit-cases.mjs           writes them
//   node api/builtin-problems/write-limit-cases.mjs --check   writes nothing, exits 1 if one is not what it would write
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const check = process.argv.includes('--check');

/** The expected output: the problem's JavaScript reference solution run on the input. */
function solve(slug, input) {
  const js = readFileSync(join(dir, slug, 'reference', 'main.js'), 'utf8');
  return execFileSync(process.execPath, ['--stack-size=65500', '-e', js], { input, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
}

let stale = 0;
const slugs = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
for (const slug of slugs) {
  const generator = join(dir, slug, 'limitCases.mjs');
  const file = join(dir, slug, 'limitCases.json');
  const written = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (!existsSync(generator)) {
    if (written !== undefined) {
      stale++;
      console.log(`${slug}: limitCases.json without the limitCases.mjs that writes it`);
    }
    continue;
  }
  const { default: generators } = await import(pathToFileURL(generator).href);
  const cases = generators.map((generate) => {
    const input = generate();
    return { input, output: solve(slug, input) };
  });
  const text = `${JSON.stringify(cases, null, 2)}\n`;
  if (text === written) {
    console.log(`${slug}: ${cases.length} limit case(s), unchanged`);
  } else if (check) {
    stale++;
    console.log(
      `${slug}: limitCases.json is not what limitCases.mjs and the reference write: run node api/builtin-problems/write-limit-cases.mjs`,
    );
  } else {
    writeFileSync(file, text);
    console.log(`${slug}: ${cases.length} limit case(s) written`);
  }
}
if (stale > 0) process.exit(1);
