import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** The front as docker-compose runs it (scale/dist/frontMain.js; `npx tsc -b` first): its log is pino's JSON lines. */
const FRONT_MAIN = join(__dirname, '..', 'dist', 'frontMain.js');

interface Front {
  readonly child: ChildProcess;
  readonly lines: Record<string, unknown>[];
  /** Resolves with the first line matching, or rejects when the process ends without one. */
  line(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  readonly exited: Promise<number | null>;
}

function startFrontMain(env: Record<string, string>): Front {
  const child = spawn(process.execPath, [FRONT_MAIN], {
    env: { PATH: process.env.PATH ?? '', FRONT_HOST: '127.0.0.1', FRONT_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiting: { match: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (text) => {
      // Every line the front writes is JSON: a plain-text line fails the parse and the test.
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      for (const w of waiting.filter((x) => x.match(line))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(line);
      }
    });
  return {
    child,
    lines,
    exited,
    line: (match) =>
      new Promise((resolve, reject) => {
        const seen = lines.find(match);
        if (seen) {
          resolve(seen);
          return;
        }
        waiting.push({ match, resolve });
        void exited.then((code) => reject(new Error(`the front ended (${code}) without the line; it wrote ${JSON.stringify(lines)}`)));
      }),
  };
}

const message = (text: string) => (line: Record<string, unknown>) => String(line['msg']).includes(text);

describe('the front process', () => {
  let replica: Server;
  let front: Front | undefined;

  beforeAll(async () => {
    replica = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
  });
  afterEach(() => {
    front?.child.kill('SIGKILL');
    front = undefined;
  });
  afterAll(() => new Promise<void>((resolve) => replica.close(() => resolve())));

  it('logs JSON lines named front: where it listens at info, a replica that goes down at warn', async () => {
    const port = (replica.address() as AddressInfo).port;
    front = startFrontMain({ FRONT_BACKENDS: `127.0.0.1:${port}` });
    const listening = await front.line(message('front listening on'));
    expect(listening).toMatchObject({ name: 'front', level: 30, backends: [`127.0.0.1:${port}`] });
    expect(listening['url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await front.line(message(`127.0.0.1:${port} is up`));

    replica.closeAllConnections();
    await new Promise<void>((resolve) => replica.close(() => resolve()));
    expect(await front.line(message(`127.0.0.1:${port} is down`))).toMatchObject({ name: 'front', level: 40 });
    replica = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
  });

  it('says why it cannot start, as one fatal JSON line, and exits with 1', async () => {
    front = startFrontMain({ FRONT_BACKENDS: 'no-port-here' });
    expect(await front.exited).toBe(1);
    expect(front.lines).toEqual([
      expect.objectContaining({
        name: 'front',
        level: 60,
        msg: 'the front could not start',
        err: expect.objectContaining({ message: expect.stringContaining('FRONT_BACKENDS must list the API replicas') }),
      }),
    ]);
  });
});
