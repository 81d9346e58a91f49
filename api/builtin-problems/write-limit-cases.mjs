// Writes each built-in problem's cases at its stated limits (issue 14: problems prove their tests,
// not only their solutions): `<slug>/limitCases.mjs` makes the inputs, the problem's JavaScript
// reference (`<slug>/reference/main.js`, served as the platform serves it: with its harness
// pieces put in) the expected outputs, and `<slug>/limitCases.json` holds both; the loader
// (src/problemFolder.ts) puts them after the hand-written hidden cases of `<slug>/cases.json`.
// The inputs come from a seeded random, so a rerun writes the same files; proving the problem
// checks the C++ and Java references agree. The folders are read by this package as built
// (dist/, by `npx tsc -b`), as the API reads them.
//
//   node api/builtin-problems/write-limit-cases.mjs           writes them
//   node api/builtin-problems/write-limit-cases.mjs --check   writes nothing, exits 1 if one is not what it would write
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const check = process.argv.includes('--check');
const built = join(dir, 'dist', 'index.js');
if (!existsSync(built)) {
  console.error(`${built} is not there: build the package first (npx tsc -b api/builtin-problems)`);
  process.exit(1);
}
const { builtinProblemSlugs, readProgram } = await import(pathToFileURL(built).href);

/** The expected output: the problem's JavaScript reference solution, as it is served, run on the input. */
function solve(slug, input) {
  const { code } = readProgram(join(dir, slug), 'reference/main.js');
  return execFileSync(process.execPath, ['--stack-size=65500', '-e', code], { input, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
}

let stale = 0;
for (const slug of builtinProblemSlugs(dir)) {
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
  // A generator gives a case's input, and the reference's output is its answer; or, where no program
  // alone can write the answer (an interactive problem's, which the interactor reads), both.
  const cases = generators.map((generate) => {
    const generated = generate();
    if (typeof generated === 'string') return { input: generated, output: solve(slug, generated) };
    return { input: generated.input, output: generated.output };
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
