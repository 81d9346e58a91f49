// `npm run measure:start`: times `npm start` twice on a fresh data dir, from the command to a healthy
// /api/health: the first start (whatever has changed is built, the log is created and seeded) and a
// second right after it, normally with nothing changed. Prints both, with what each built, and the server's own start line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'forge-start-'));

async function timedStart() {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', METRICS_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('exit', done));
  const deadline = Date.now() + 15 * 60_000;
  let line;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not become healthy:\n${output}`);
    // The server's start line, a JSON log line (its msg) when no terminal is attached.
    line = /forge listening on (http:\/\/localhost:\d+)/.exec(output);
    if (
      line &&
      (await fetch(`${line[1]}/api/health`).then(
        (res) => res.ok,
        () => false,
      ))
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  process.kill(-child.pid, 'SIGINT');
  await exited;
  const built = [...output.matchAll(/^npm start: (building .*)$/gm)].map((match) => match[1]);
  return { seconds, line: line[0], built: built.length > 0 ? built.join('; ') : 'nothing built' };
}

try {
  const first = await timedStart();
  const second = await timedStart();
  process.stdout.write(`${first.line}\n`);
  process.stdout.write(`first start (a fresh data dir; ${first.built}): ${first.seconds.toFixed(1)} s to a healthy /api/health\n`);
  process.stdout.write(`second start (the same data dir; ${second.built}): ${second.seconds.toFixed(1)} s to a healthy /api/health\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
