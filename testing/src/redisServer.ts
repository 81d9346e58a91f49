/**
 * A real, throwaway redis-server for adapter tests: its own loopback port, no persistence, a temporary
 * working directory, killed on stop(). Node built-ins only, so it can be exported from the package index.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort';

export interface RedisServer {
  /** redis://127.0.0.1:<port> */
  readonly url: string;
  stop(): Promise<void>;
}

export interface StartRedisServerOptions {
  /** The redis-server binary; defaults to REDIS_SERVER_BIN or `redis-server` on the PATH. */
  readonly binary?: string;
  /** How long to wait for the server to answer PING. */
  readonly startTimeoutMs?: number;
}

const MISSING = 'redis-server must be installed to run this test (Debian package redis-server: apt-get install redis-server)';

/** One PING over a raw socket: true when the answer is +PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function attempt(binary: string, startTimeoutMs: number): Promise<RedisServer | 'port-taken'> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'forge-redis-'));
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let spawnError: NodeJS.ErrnoException | undefined;
  child.once('error', (error: NodeJS.ErrnoException) => {
    spawnError = error;
  });
  const cleanupDir = () => rmSync(dir, { recursive: true, force: true });

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (spawnError) {
      cleanupDir();
      if (spawnError.code === 'ENOENT') throw new Error(`${MISSING}; '${binary}' was not found`);
      throw new Error(`could not start ${binary}: ${spawnError.message}`);
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      cleanupDir();
      if (/address already in use/i.test(output)) return 'port-taken';
      throw new Error(`redis-server exited (${child.exitCode ?? child.signalCode}) before answering PING:\n${output}`);
    }
    if (await ping(port)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited(child);
      cleanupDir();
      throw new Error(`redis-server on port ${port} did not answer PING within ${startTimeoutMs} ms:\n${output}`);
    }
    await sleep(25);
  }

  let stopping: Promise<void> | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const gone = exited(child);
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          await gone;
          clearTimeout(timer);
        }
        cleanupDir();
      })();
      return stopping;
    },
  };
}

/** Spawns redis-server on a free loopback port and resolves once it answers PING. */
export async function startRedisServer(options: StartRedisServerOptions = {}): Promise<RedisServer> {
  const binary = options.binary ?? process.env.REDIS_SERVER_BIN ?? 'redis-server';
  const startTimeoutMs = options.startTimeoutMs ?? 10_000;
  // Another process may grab the free port between asking and binding: try a few ports.
  for (let tries = 0; tries < 5; tries++) {
    const server = await attempt(binary, startTimeoutMs);
    if (server !== 'port-taken') return server;
  }
  throw new Error('redis-server could not bind a free loopback port after 5 attempts');
}

/** The part of a Redis client (a node-redis one, say) that the key helpers below use. */
export interface RedisKeyClient {
  scanIterator(options: { MATCH: string; COUNT: number }): AsyncIterable<string[]>;
  del(keys: string[]): Promise<unknown>;
}

/** Every key under `prefix`, sorted: SCAN, not KEYS, as a real deployment would; the prefix is matched literally. */
export async function redisKeysUnder(client: RedisKeyClient, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  const escaped = prefix.replace(/[*?[\]\\]/g, '\\$&');
  for await (const batch of client.scanIterator({ MATCH: `${escaped}*`, COUNT: 500 })) keys.push(...batch);
  return keys.sort();
}

/** Deletes every key under `prefix`: a test cleaning up after itself on a shared server. */
export async function deleteRedisKeysUnder(client: RedisKeyClient, prefix: string): Promise<void> {
  const keys = await redisKeysUnder(client, prefix);
  if (keys.length > 0) await client.del(keys);
}
