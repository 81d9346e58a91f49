import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { TEST_JUDGE_CACHE_DIR } from './judgeCache';

export const judgeWorkerScript = resolve(__dirname, '..', '..', 'dist', 'judgeWorker.js');

export interface JudgeWorkerProcess {
  readonly child: ChildProcess;
  /** The name it gives itself in the log (`<host>-<pid>`). */
  readonly name: string;
  output(): string;
  /** SIGKILL: no chance to finish or hand anything back. */
  kill(): Promise<void>;
  /** SIGTERM, and waits for it to finish what it judges. */
  stop(): Promise<void>;
}

/** Starts `node api/dist/judgeWorker.js` as its own process and waits for its ready line. */
export function startJudgeWorkerProcess(env: Record<string, string>): Promise<JudgeWorkerProcess> {
  const child = spawn(process.execPath, [judgeWorkerScript], {
    env: { ...process.env, JUDGE_CACHE_DIR: TEST_JUDGE_CACHE_DIR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`judge worker did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /worker (\S+) ready/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolvePromise({ child, name: match[1]!, output: () => output, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`judge worker exited with ${child.exitCode ?? child.signalCode}:\n${output}`));
    });
  });
}
