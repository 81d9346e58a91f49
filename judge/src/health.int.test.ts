import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HostFaultError, Status, type JudgeRequest, type TestCase } from './api';
import type { ForgeJudge } from './judge';
import { nonce, startJudge } from './judgeTestKit';

const add: TestCase = { input: '2 3\n', expectedOutput: '5\n' };
/** A judge that cannot judge refuses the job as a host fault, never a verdict, and reports no test. */
async function expectRefused(judge: ForgeJudge, request: JudgeRequest, reason: RegExp = /./): Promise<void> {
  const reported: unknown[] = [];
  await expect(judge.judge(request, (test) => reported.push(test))).rejects.toThrow(HostFaultError);
  await expect(judge.judge(request)).rejects.toThrow(reason);
  expect(reported).toEqual([]);
}

const cppAdd = () => `#include <bits/stdc++.h>\n// ${nonce()}\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n`;

describe('a host where the sandbox cannot start', () => {
  test('is unhealthy, says why loudly, and refuses every job as a host fault without running it', async () => {
    const lines: string[] = [];
    const judge = await startJudge({ bwrapPath: '/nonexistent/bwrap', log: (line) => lines.push(line) });
    expect(judge.health.ok).toBe(false);
    expect(judge.health.reason).toMatch(/bwrap/);
    expect(lines.join('\n')).toMatch(/SANDBOX UNAVAILABLE/);
    for (const language of ['cpp', 'java', 'javascript'] as const)
      await expectRefused(judge, { language, code: 'anything', tests: [add] }, /bwrap/);
    expect(judge.compilations()).toBe(0);
    // It never becomes healthy: whoever waits for it waits until the judge closes.
    let waited: unknown = 'still waiting';
    const waiting = judge.untilHealthy().catch((error: unknown) => (waited = error));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(waited).toBe('still waiting');
    await judge.close();
    await waiting;
    expect(waited).toBeInstanceOf(HostFaultError);
  });

  test('a cache dir the slot uids cannot pass through is a sandbox that cannot start', async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-judge-private-'));
    try {
      await fs.chmod(parent, 0o700);
      const judge = await startJudge({ cacheDir: path.join(parent, 'cache') });
      expect(judge.health).toMatchObject({ ok: false });
      expect(judge.health.reason).toMatch(/cannot start/);
      await judge.close();
    } finally {
      await fs.rm(parent, { recursive: true, force: true });
    }
  });
});

describe('a cache dir another user could have planted files in', () => {
  const planted = async (setup: (dir: string) => Promise<string>) => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-judge-planted-'));
    try {
      const cacheDir = await setup(parent);
      const judge = await startJudge({ cacheDir });
      try {
        return {
          health: judge.health,
          compile: await judge.judge({ language: 'cpp', code: cppAdd(), tests: [add] }).catch((error: unknown) => error),
          compilations: judge.compilations(),
        };
      } finally {
        await judge.close();
      }
    } finally {
      await fs.rm(parent, { recursive: true, force: true });
    }
  };

  test.each([
    [
      'owned by another user',
      async (parent: string) => {
        const dir = path.join(parent, 'cache');
        await fs.mkdir(dir, { mode: 0o711 });
        await fs.chown(dir, 4242, 4242);
        return dir;
      },
      /owned by uid 4242/,
    ],
    [
      'writable by everyone',
      async (parent: string) => {
        const dir = path.join(parent, 'cache');
        await fs.mkdir(dir);
        await fs.chmod(dir, 0o777);
        return dir;
      },
      /writable by other users/,
    ],
    [
      'under a directory another user may write to',
      async (parent: string) => {
        await fs.chmod(parent, 0o777);
        return path.join(parent, 'cache');
      },
      /writable by other users/,
    ],
    [
      'a symlink planted where it should be',
      async (parent: string) => {
        const elsewhere = path.join(parent, 'elsewhere');
        await fs.mkdir(elsewhere, { mode: 0o711 });
        await fs.symlink(elsewhere, path.join(parent, 'cache'));
        return path.join(parent, 'cache');
      },
      /not a directory of its own/,
    ],
    [
      'behind a root-owned symlink into a directory another user may write to',
      async (parent: string) => {
        await fs.mkdir(path.join(parent, 'open', 'real'), { recursive: true, mode: 0o711 });
        await fs.chmod(path.join(parent, 'open'), 0o777);
        await fs.symlink(path.join(parent, 'open', 'real'), path.join(parent, 'link'));
        return path.join(parent, 'link', 'cache');
      },
      /open is writable by other users/,
    ],
    [
      'a part of it (inputs) that is a symlink',
      async (parent: string) => {
        const dir = path.join(parent, 'cache');
        await fs.mkdir(dir, { mode: 0o711 });
        await fs.chmod(parent, 0o711);
        await fs.symlink('/etc', path.join(dir, 'inputs'));
        return dir;
      },
      /inputs is not a directory of its own/,
    ],
  ])('%s: refused, nothing compiled or written there', async (_name, setup, reason) => {
    const seen = await planted(setup);
    expect(seen.health).toMatchObject({ ok: false, reason: expect.stringMatching(reason) });
    expect(seen.compile).toBeInstanceOf(HostFaultError);
    expect(seen.compilations).toBe(0);
  });
});

describe('the seccomp filter in the cache dir', () => {
  const inFreshCache = async (
    plant: (cacheDir: string, parent: string) => Promise<void>,
    use: (judge: Awaited<ReturnType<typeof startJudge>>, parent: string) => Promise<void>,
  ) => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-judge-seccomp-'));
    try {
      await fs.chmod(parent, 0o711);
      const cacheDir = path.join(parent, 'cache');
      await fs.mkdir(cacheDir, { mode: 0o711 });
      await plant(cacheDir, parent);
      const judge = await startJudge({ cacheDir });
      try {
        await use(judge, parent);
      } finally {
        await judge.close();
      }
    } finally {
      await fs.rm(parent, { recursive: true, force: true });
    }
  };

  test('a symlink planted where the filter goes is replaced, never written through', async () => {
    await inFreshCache(
      async (cacheDir, parent) => {
        await fs.writeFile(path.join(parent, 'victim'), 'keep');
        await fs.symlink(path.join(parent, 'victim'), path.join(cacheDir, 'seccomp.bpf'));
      },
      async (judge, parent) => {
        expect(judge.health).toMatchObject({ ok: true, seccomp: true });
        expect(await fs.readFile(path.join(parent, 'victim'), 'utf8')).toBe('keep');
        const filter = await fs.lstat(path.join(parent, 'cache', 'seccomp.bpf'));
        expect([filter.isFile(), filter.mode & 0o777]).toEqual([true, 0o600]);
        expect((await judge.judge({ language: 'cpp', code: cppAdd(), tests: [add] })).statusId).toBe(Status.Accepted);
      },
    );
    // A fresh cache builds the run helper and the precompiled header before this first judge.
  }, 120_000);

  test('a filter that cannot be put in place makes the judge unhealthy rather than run without it', async () => {
    await inFreshCache(
      async (cacheDir) => {
        await fs.mkdir(path.join(cacheDir, 'seccomp.bpf', 'occupied'), { recursive: true });
      },
      async (judge) => {
        expect(judge.health).toMatchObject({ ok: false, reason: expect.stringMatching(/cannot write the seccomp filter/) });
        await expectRefused(judge, { language: 'cpp', code: cppAdd(), tests: [add] }, /seccomp/);
        expect(judge.compilations()).toBe(0);
      },
    );
  });
});

describe('requests the judge refuses', () => {
  test.each([
    ['no CPU time', { cpuSeconds: 0 }],
    ['a day of CPU time', { cpuSeconds: 86400 }],
    ['negative memory', { memoryKb: -1 }],
    ['not a number', { outputBytes: Number.NaN }],
  ])('%s is an Internal Error, nothing runs', async (_name, limits) => {
    const judge = await startJudge();
    try {
      const before = judge.compilations();
      const result = await judge.judge({ language: 'cpp', code: cppAdd(), tests: [add], limits });
      expect(result).toMatchObject({ statusId: Status.InternalError, tests: [] });
      expect(judge.compilations()).toBe(before);
    } finally {
      await judge.close();
    }
  });
});

describe('a host without usable cgroups', () => {
  test.each([
    ['cgroups switched off', null],
    ['no cgroup filesystem where it was said to be', '/nonexistent/cgroup'],
  ])('%s: is unhealthy unless told it may judge degraded, and runs nothing', async (_name, cgroupRoot) => {
    const lines: string[] = [];
    const judge = await startJudge({ cgroupRoot, log: (line) => lines.push(line) });
    try {
      expect(judge.health).toMatchObject({ ok: false, reason: expect.stringMatching(/no cgroups .*JUDGE_ALLOW_DEGRADED=true/) });
      expect(lines.join('\n')).toMatch(/SANDBOX UNAVAILABLE/);
      await expectRefused(judge, { language: 'cpp', code: cppAdd(), tests: [add] }, /no cgroups/);
      expect(judge.compilations()).toBe(0);
    } finally {
      await judge.close();
    }
  });

  test.each([
    ['cgroups switched off', null],
    ['no cgroup filesystem where it was said to be', '/nonexistent/cgroup'],
  ])('%s, with allowDegraded: runs on rlimits alone and says it is degraded', async (_name, cgroupRoot) => {
    const judge = await startJudge({ cgroupRoot, allowDegraded: true });
    try {
      expect(judge.health.ok).toBe(true);
      expect(judge.health.reason).toMatch(/degraded/);
      const accepted = await judge.judge({ language: 'cpp', code: cppAdd(), tests: [add] });
      expect(accepted.statusId).toBe(Status.Accepted);
      // Without a cgroup the CPU time comes from the stub's `times` for the program it waited for.
      // The program burns CPU until its own clock says 0.4 s, so the figure holds on any machine.
      const worker = await judge.judge({
        language: 'cpp',
        code: `#include <cstdio>\n#include <ctime>\nint main() { volatile long s = 0; while (clock() < CLOCKS_PER_SEC * 2 / 5) s++; puts("5"); } // ${nonce()}`,
        tests: [add],
      });
      expect(worker.statusId).toBe(Status.Accepted);
      // `times` counts in clock ticks, so allow one tick (10 ms) below the program's own reading.
      expect(worker.time).toBeGreaterThanOrEqual(0.39);
      expect(worker.time).toBeLessThan(2);
      const busy = await judge.judge({
        language: 'cpp',
        code: `int main() { volatile long i = 0; for (;;) i++; } // ${nonce()}`,
        tests: [add],
        limits: { cpuSeconds: 0.5 },
      });
      expect(busy.statusId).toBe(Status.TimeLimitExceeded);
      const greedy = await judge.judge({
        language: 'cpp',
        code: `#include <vector>\nint main() { std::vector<std::vector<char>> v; for (int i = 0; i < 1024; i++) v.emplace_back(1 << 20, 1); } // ${nonce()}`,
        tests: [add],
        limits: { memoryKb: 64 * 1024 },
      });
      expect(greedy.description).toBe('Runtime Error (memory limit exceeded)');
    } finally {
      await judge.close();
    }
  });
});
