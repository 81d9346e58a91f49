/**
 * The JavaScript compile step: a script run with `node -e` in the program's directory. Node 20
 * runs `main.js` (no package.json) as CommonJS unless CommonJS cannot parse it and module syntax
 * explains why (import/export, import.meta, top-level await): then as an ES module. `node --check`
 * passes such a program without parsing it as a module, so a syntax error in it would only show
 * at run time, on every case. This checks the program as the run will load it:
 *
 * 1. it compiles as CommonJS (the loader's wrapper parameters): node runs it so; done;
 * 2. else `node --check main.js` fails: a CommonJS syntax error, node's own message;
 * 3. else node will run it as a module: `node --check --input-type=module` on the source.
 *
 * Node's stack frames (its own internals, not the learner's code) are left out of the message.
 */
const script = `
const { readFileSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const { compileFunction } = require('node:vm');
const source = readFileSync('main.js', 'utf8');
try {
  compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: '/box/main.js' });
  process.exit(0);
} catch {}
const check = (args, input) => spawnSync(process.execPath, ['--check', ...args], { input, encoding: 'utf8' });
let result = check(['main.js']);
if (result.status === 0) result = check(['--input-type=module'], source);
if (result.status === 0) process.exit(0);
if (result.error) {
  process.stderr.write('the syntax check did not run: ' + result.error.message + '\\n');
  process.exit(2);
}
const lines = result.stderr.replaceAll('[stdin]', 'main.js').split('\\n');
process.stderr.write(lines.filter((line) => !/^\\s+at /.test(line) && !/^Node\\.js v/.test(line)).join('\\n').trim() + '\\n');
process.exit(1);
`;

/** The compile command: part of the built program's cache key, like every compile command. */
export const javascriptCheck = ['node', '-e', script.trim()] as const;
