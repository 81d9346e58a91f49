// `npm start`: builds only what changed since the last build, then runs the server in this process's place.
// A workspace is rebuilt (`tsc -b`) when a file of its sources, its tsconfig.json or package.json is newer than
// its dist/.tsbuildinfo; the web app (`tsc -p ui` and `vite build`) when one of its sources, or of the contracts
// and media it bundles, is newer than ui/dist/index.html. Nothing changed, nothing runs before the server.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);

/** The newest modification time under `path` (a file or a folder, walked), 0 when absent. */
function newest(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path))
    if (entry !== 'node_modules' && entry !== 'dist') latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const builtAt = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
};

/** The workspaces `tsc -b` builds (the root tsconfig's references) whose sources are newer than their last build. */
function staleWorkspaces() {
  const { references } = JSON.parse(readFileSync(at('tsconfig.json'), 'utf8'));
  return references
    .map(({ path }) => path)
    .filter(
      (path) =>
        Math.max(newest(at(path, 'src')), newest(at(path, 'tsconfig.json')), newest(at(path, 'package.json'))) >
        builtAt(at(path, 'dist', '.tsbuildinfo')),
    );
}

const uiInputs = [
  'ui/src',
  'ui/public',
  'ui/index.html',
  'ui/vite.config.ts',
  'ui/package.json',
  'ui/tsconfig.json',
  'contracts/src',
  'media/src',
];
const uiStale = () => Math.max(...uiInputs.map((path) => newest(at(path)))) > builtAt(at('ui', 'dist', 'index.html'));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) {
    process.stderr.write(`npm start: ${[command, ...args].join(' ')} failed; the server is not started\n`);
    process.exit(result.status ?? 1);
  }
}

const started = performance.now();
const workspaces = staleWorkspaces();
const ui = uiStale();
if (workspaces.length > 0) {
  process.stderr.write(`npm start: building ${workspaces.join(', ')} (changed since their last build)\n`);
  run(process.execPath, [at('node_modules', 'typescript', 'bin', 'tsc'), '-b']);
}
if (ui) {
  process.stderr.write('npm start: building the web app (changed since its last build)\n');
  run(process.execPath, [at('node_modules', 'typescript', 'bin', 'tsc'), '-p', 'ui']);
  run('npm', ['run', 'build', '-w', 'ui']);
}
if (workspaces.length > 0 || ui) process.stderr.write(`npm start: built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

const server = spawn(process.execPath, [at('api', 'dist', 'server.js'), ...process.argv.slice(2)], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
