// `npm run dev`: the API server and Vite together, both reloading on change.
//   tsc -b --watch         rebuilds events/projections/judge/api into their dist folders
//   node --watch server    restarts the API when its built files change (port 3000)
//   vite                   serves the UI with hot reload on :5173, proxying /api and /socket.io
// Node built-ins only. Ctrl-C stops all three.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));
const binOf = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);
const tsc = binOf('typescript', 'bin/tsc');
const vite = binOf('vite', 'bin/vite.js');

const apiPort = process.env.PORT ?? '3000';
const devOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173'];
const allowedOrigins = [process.env.ALLOWED_ORIGINS, ...devOrigins].filter(Boolean).join(',');

const colours = { tsc: 36, api: 35, ui: 32 };
const children = new Map();
let stopping = false;

function prefixLines(name, stream, out) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`\x1b[${colours[name]}m[${name}]\x1b[0m ${line}\n`);
  });
  stream.on('end', () => pending && out.write(`\x1b[${colours[name]}m[${name}]\x1b[0m ${pending}\n`));
}

function run(name, args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.set(name, child);
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping the others`);
      stop(typeof code === 'number' && code !== 0 ? code : 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  // SIGINT lets the API finish requests in flight and close its event log.
  for (const child of children.values()) child.kill('SIGINT');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log('[dev] building the server workspaces (tsc -b)...');
const first = spawnSync(process.execPath, [tsc, '-b'], { cwd: root, stdio: 'inherit' });
const server = join('api', 'dist', 'server.js');
if (first.status !== 0) {
  // Type errors still emit JavaScript; only a missing server is fatal. The watcher keeps reporting.
  if (!existsSync(join(root, server))) process.exit(first.status ?? 1);
  console.warn('[dev] tsc -b reported errors; starting anyway with the last built server');
}

run('tsc', [tsc, '-b', '--watch', '--preserveWatchOutput']);
run('api', ['--watch', server], {
  env: { ...process.env, PORT: apiPort, ALLOWED_ORIGINS: allowedOrigins },
});
run('ui', [vite], {
  cwd: join(root, 'ui'),
  env: { ...process.env, FORGE_API: `http://localhost:${apiPort}`, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
});
console.log(`[dev] UI on http://localhost:5173 (hot reload), API on http://localhost:${apiPort}`);
