import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SandboxJob } from './command';
import { prepareHost } from './host';
import { runSandboxed, type SandboxHost, type SandboxOutcome } from './sandbox';
import { claimUidBlock, type UidBlock } from './uidBlock';

let uids: UidBlock;
let uid: number;
let host: SandboxHost;
let box: string;

beforeAll(async () => {
  uids = await claimUidBlock();
  uid = uids.base;
  box = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-sandbox-box-'));
  await fs.chmod(box, 0o755);
  await fs.writeFile(path.join(box, 'note'), 'read me\n', { mode: 0o644 });
  const prepared = await prepareHost({
    extraMounts: [],
    probeDir: box,
    probeUid: uid,
    seccompFile: path.join(box, '..', `forge-sandbox-seccomp-${process.pid}.bpf`),
    cgroupName: `forge-sandbox-test-${process.pid}`,
    log: () => undefined,
  });
  if (!prepared.host) throw new Error(prepared.reason);
  host = prepared.host;
});
afterAll(async () => {
  await host.close();
  await uids.release();
  await fs.rm(box, { recursive: true, force: true });
});

/** Runs go through the run helper; where it cannot be built, through bash, prlimit, setpriv and sh. Both must isolate alike. */
let chain: 'run helper' | 'stock tools' = 'run helper';

function sh(script: string, overrides: Partial<SandboxJob['limits']> = {}, stdin = ''): Promise<SandboxOutcome> {
  return runSandboxed(chain === 'run helper' ? host : { ...host, runHelper: null }, {
    uid,
    command: ['/bin/sh', '-c', script],
    mounts: [{ source: box, target: '/box' }],
    cwd: '/box',
    stdin,
    stdoutBytes: 64 * 1024,
    stderrBytes: 64 * 1024,
    limits: {
      cpuSeconds: 2,
      wallSeconds: 5,
      memoryBytes: 64 * 1024 * 1024,
      processes: 16,
      fileBytes: 1024 * 1024,
      stackBytes: 8 * 1024 * 1024,
      tmpBytes: 1024 * 1024,
      ...overrides,
    },
  });
}

describe.each(['run helper', 'stock tools'] as const)('inside the sandbox (through the %s)', (through) => {
  beforeAll(() => {
    expect(host.runHelper).not.toBeNull();
    chain = through;
  });

  test.each([
    ['runs as the slot uid, with no groups', 'id -u; id -G', 'UID\nUID\n'],
    [
      'has no capabilities and no new privileges',
      "grep -E '^(CapEff|CapBnd|NoNewPrivs)' /proc/self/status | tr -s '\\t' ' '",
      'CapEff: 0000000000000000\nCapBnd: 0000000000000000\nNoNewPrivs: 1\n',
    ],
    [
      'has no inheritable, permitted or ambient capabilities',
      "grep -E '^(CapInh|CapPrm|CapAmb)' /proc/self/status | tr -s '\t' ' '",
      'CapInh: 0000000000000000\nCapPrm: 0000000000000000\nCapAmb: 0000000000000000\n',
    ],
    [
      'has the rlimits it was given',
      "grep -E '^Max (open files|core file size|file size|processes)' /proc/self/limits | tr -s ' '",
      'Max file size 1048576 1048576 bytes \nMax core file size 0 0 bytes \nMax processes 16 16 processes \nMax open files 256 256 files \n',
    ],
    ['sees only its own processes', 'ls /proc | grep -cE "^[0-9]+$"', /^[1-4]\n$/],
    ['has loopback only', "tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '", 'lo\n'],
    ['sees none of the host /etc but the loader cache', 'ls /etc', 'alternatives\nld.so.cache\nld.so.conf\nld.so.conf.d\n'],
    ['cannot see the host homes, work tree or /tmp', 'ls -d /root /home /work /tmp/* 2>&1 | grep -c "No such file"', '4\n'],
    [
      'cannot write the system, the program dir or /',
      'for d in /usr /box /; do touch $d/x 2>/dev/null && echo wrote $d; done; echo done',
      'done\n',
    ],
    ['may write its private /tmp', 'echo hi > /tmp/x && cat /tmp/x', 'hi\n'],
    // 3 is the directory ls itself reads.
    ['has no descriptor but stdin, stdout and stderr', 'ls /proc/self/fd | sort -n', '0\n1\n2\n3\n'],
    ['reads its input through /dev/stdin and writes /dev/stdout (real pipes)', 'cat /dev/stdin > /dev/stdout', 'given\n'],
  ])('%s', async (_name, script, expected) => {
    const outcome = await sh(script, {}, 'given\n');
    expect(outcome.failure).toBeNull();
    const wanted = typeof expected === 'string' ? new RegExp(`^${escape(expected.replaceAll('UID', String(uid)))}$`) : expected;
    expect(outcome.stdout.toString()).toMatch(wanted);
  });

  test('a fork bomb stops at the process limit and everything dies with the run', async () => {
    const outcome = await sh('for i in $(seq 200); do sleep 30 & done; echo spawned', { processes: 16 });
    expect(outcome.stderr.toString()).toMatch(/fork|Resource temporarily unavailable|Cannot fork/i);
    await expectNoProcessesOf(uid);
  });

  test('a background process does not outlive the run', async () => {
    const started = Date.now();
    const outcome = await sh('sleep 30 & echo left');
    expect(outcome.stdout.toString()).toBe('left\n');
    // The run did not wait for its 30 s sleeper (the bound is wide: it tells ended from waited, not fast from slow).
    expect(Date.now() - started).toBeLessThan(20_000);
    await expectNoProcessesOf(uid);
  });

  test('the wall clock ends a sleeper and the CPU watchdog a spinner', async () => {
    const sleeper = await sh('sleep 30', { wallSeconds: 1 });
    expect(sleeper).toMatchObject({ timedOut: true });
    const spinner = await sh('while :; do :; done', { cpuSeconds: 0.3 });
    expect(spinner).toMatchObject({ timedOut: true });
    expect(spinner.cpuSeconds).toBeGreaterThan(0.3);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function expectNoProcessesOf(owner: number): Promise<void> {
  const alive: string[] = [];
  for (const pid of (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    if (new RegExp(`^Uid:\\s+${owner}\\b`, 'm').test(status)) alive.push(pid);
  }
  expect(alive).toEqual([]);
}
