import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { TEST_JUDGE_CACHE_DIR } from './judgeCache';

export const serverScript = resolve(__dirname, '..', '..', 'dist', 'server.js');

export interface ServerProcess {
  readonly child: ChildProcess;
  /** http://localhost:<port> */
  readonly base: string;
  readonly admin: { readonly emailId: string; readonly password: string };
  /** Everything it printed so far. */
  output(): string;
  /** null while it runs. */
  exitCode(): number | null;
  /** Ctrl-C, and its exit code once it has gone. */
  interrupt(): Promise<number | null>;
  /** Stops it if it still runs. */
  stop(): Promise<void>;
}

const admin = { emailId: 'root@forge.test', password: 'root-password' } as const;

/** Starts the compiled server the way `npm start` does, in its own process on a free port. */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  args: readonly string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [serverScript, ...args], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.emailId,
      ADMIN_PASSWORD: admin.password,
      JUDGE_CACHE_DIR: TEST_JUDGE_CACHE_DIR,
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const interrupt = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    return exited;
  };
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePromise({
          child,
          base: match[1]!,
          admin,
          output: () => output,
          exitCode: () => child.exitCode,
          interrupt,
          stop: async () => {
            await interrupt();
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${fatalMessages(output).join('; ')}\n${output}`));
    });
  });
}

/** What the server's error and fatal JSON log lines say (their msg), as a reader of its log would see it. */
export function fatalMessages(output: string): string[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      const parsed = JSON.parse(line) as { level?: unknown; msg?: unknown };
      return typeof parsed.msg === 'string' && typeof parsed.level === 'number' && parsed.level >= 50 ? [parsed.msg] : [];
    } catch {
      return [];
    }
  });
}
