import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { startJudge } from '../judgeTestKit';
import { parseSelfCgroup } from './cgroup';
import { killListed, removeDir } from './cgroupFiles';
import { isAlive } from './uidBlock';

const root = '/sys/fs/cgroup';

/** Where the judge nests its cgroups, as it finds them (cgroupV1.ts, cgroupV2.ts): under this process's own, per hierarchy. */
async function judgeParents(): Promise<string[]> {
  const membership = parseSelfCgroup(await fs.readFile('/proc/self/cgroup', 'utf8'));
  if (existsSync(path.join(root, 'cgroup.controllers'))) return [path.join(root, membership.get('') ?? '/')];
  return ['memory', 'pids', 'cpuacct'].map((controller) => {
    const own = path.join(root, controller, membership.get(controller) ?? '/');
    return existsSync(own) ? own : path.join(root, controller);
  });
}

const children: ChildProcess[] = [];
function sleeper(): ChildProcess {
  const child = spawn('sleep', ['600'], { stdio: 'ignore' });
  children.push(child);
  return child;
}
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** A judge's cgroups as the judge names them, with `held` (a sandbox's process) in its run's. */
async function judgeCgroups(parents: readonly string[], judgePid: number, held: number): Promise<string[]> {
  const dirs = parents.map((parent) => path.join(parent, `forge-judge-${judgePid}-99990`));
  for (const dir of dirs) {
    await fs.mkdir(path.join(dir, 'run-1'), { recursive: true });
    // A spare, never used.
    await fs.mkdir(path.join(dir, 'run-2'));
    await fs.writeFile(path.join(dir, 'run-1', 'cgroup.procs'), String(held));
  }
  return dirs;
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
});

describe('a judge SIGKILLed while its sandboxes ran, and whoever starts next', () => {
  test("kills the sandboxes it left and removes its cgroups; a live judge's stay as they are", async () => {
    if (process.getuid?.() !== 0) throw new Error('needs root, as the judge does');
    const parents = await judgeParents();
    // The dead judge: its process, and a sandbox of it still running in its run's cgroup (its spawner died with it).
    const deadJudge = sleeper();
    const leftSandbox = sleeper();
    const deadDirs = await judgeCgroups(parents, deadJudge.pid!, leftSandbox.pid!);
    // Another judge on this machine, alive, with a sandbox running.
    const liveJudge = sleeper();
    const liveSandbox = sleeper();
    const liveDirs = await judgeCgroups(parents, liveJudge.pid!, liveSandbox.pid!);
    try {
      deadJudge.kill('SIGKILL');
      await exited(deadJudge);
      expect(deadDirs.every((dir) => existsSync(dir))).toBe(true);

      const lines: string[] = [];
      const judge = await startJudge({ log: (line) => lines.push(line) });
      await judge.close();

      expect(deadDirs.filter((dir) => existsSync(dir))).toEqual([]);
      await exited(leftSandbox);
      expect(leftSandbox.signalCode).toBe('SIGKILL');
      expect(lines.join('\n')).toMatch(/removed the cgroups of \d+ dead judge\(s\).*killing 1 process\(es\) left in them/);
      // The live judge's cgroups and its sandbox are untouched.
      expect(liveDirs.every((dir) => existsSync(path.join(dir, 'run-1')) && existsSync(path.join(dir, 'run-2')))).toBe(true);
      expect(isAlive(liveSandbox.pid!)).toBe(true);
    } finally {
      for (const dir of [...liveDirs, ...deadDirs]) {
        await killListed(path.join(dir, 'run-1', 'cgroup.procs'));
        for (const run of ['run-1', 'run-2']) await removeDir(path.join(dir, run)).catch(() => undefined);
        await removeDir(dir).catch(() => undefined);
      }
    }
  }, 60_000);
});
