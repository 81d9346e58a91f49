import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { otherSandboxProcesses, type SandboxJob } from './command';
import { prepareHost } from './host';
import { readySandboxes } from './readySandboxes';
import { prepareSandbox, runSandboxed, type SandboxHost, type SandboxOutcome } from './sandbox';
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
      // The uid's process count has room for the sandbox started ahead and one closing (command.ts).
      `Max file size 1048576 1048576 bytes \nMax core file size 0 0 bytes \nMax processes ${16 + otherSandboxProcesses} ${16 + otherSandboxProcesses} processes \nMax open files 256 256 files \n`,
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

describe('a sandbox started ahead', () => {
  let out: string;
  beforeAll(async () => {
    // Inside the root-owned box: nothing the slot uid owns may appear at the top of /tmp (the hostile suites watch it).
    out = path.join(box, 'out');
    await fs.mkdir(out);
    await fs.chown(out, uid, uid);
  });

  const job = (script: string): Omit<SandboxJob, 'stdin'> => ({
    uid,
    command: ['/bin/sh', '-c', script],
    mounts: [
      { source: box, target: '/box' },
      { source: out, target: '/out', writable: true },
    ],
    cwd: '/box',
    stdoutBytes: 64 * 1024,
    stderrBytes: 64 * 1024,
    limits: {
      cpuSeconds: 2,
      wallSeconds: 5,
      memoryBytes: 256 * 1024 * 1024,
      processes: 16,
      fileBytes: 1 << 20,
      stackBytes: 8 << 20,
      tmpBytes: 1 << 20,
    },
  });
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  /** Long enough for a sandbox to be up and waiting; a slower machine could only let a broken one pass, never fail a sound one. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  test('runs nothing until it is let go, then its program on the input given then', async () => {
    const sandbox = prepareSandbox(host, job('touch /out/started; cat'));
    await settle();
    expect(await exists(path.join(out, 'started'))).toBe(false);
    const outcome = await sandbox.go('given late\n');
    expect(outcome).toMatchObject({ failure: null, started: true, exitCode: 0 });
    expect(outcome.stdout.toString()).toBe('given late\n');
    expect(await exists(path.join(out, 'started'))).toBe(true);
    await sandbox.gone;
    await expectNoProcessesOf(uid);
  });

  test('reads an input file named only when it is let go (opened by root: the program could not)', async () => {
    const input = path.join(box, '..', `forge-sandbox-input-${process.pid}`);
    await fs.writeFile(input, 'from a file\n', { mode: 0o600 });
    try {
      const sandbox = prepareSandbox(host, job('cat'));
      const outcome = await sandbox.go({ file: input });
      expect(outcome.stdout.toString()).toBe('from a file\n');
      await sandbox.gone;
    } finally {
      await fs.rm(input, { force: true });
    }
  });

  test('its run is answered whole: all the output, the exit status, and nothing left running', async () => {
    const sandbox = prepareSandbox(
      host,
      job('(while :; do sleep 1; done) & head -c 60000 /dev/zero | tr "\\0" x; head -c 5000 /dev/zero | tr "\\0" y >&2; exit 3'),
    );
    const outcome = await sandbox.go('');
    expect(outcome).toMatchObject({ failure: null, exitCode: 3, signal: null, timedOut: false });
    expect(outcome.stdout.toString()).toBe('x'.repeat(60000));
    expect(outcome.stderr.toString()).toBe('y'.repeat(5000));
    await sandbox.gone;
    await expectNoProcessesOf(uid);
  });

  test('discarded, it never runs its program and leaves nothing behind', async () => {
    const sandbox = prepareSandbox(host, job('touch /out/discarded'));
    await settle();
    sandbox.discard();
    await sandbox.gone;
    expect(await exists(path.join(out, 'discarded'))).toBe(false);
    await expectNoProcessesOf(uid);
    expect(await sandbox.go('')).toMatchObject({ started: false, failure: expect.stringMatching(/ended before its run/) });
  });

  test('in a series, each case gets a fresh sandbox: nothing one leaves in /tmp or /dev/shm reaches the next', async () => {
    const series = readySandboxes(host).series();
    const script = 'read mode; if [ "$mode" = leave ]; then echo secret > /tmp/left; echo secret > /dev/shm/left; fi; ls -A /tmp /dev/shm';
    const first = await series.run(0, { ...job(script), stdin: 'leave\n' }, true);
    expect(first.stdout.toString()).toBe('/dev/shm:\nleft\n\n/tmp:\nleft\n');
    const second = await series.run(0, { ...job(script), stdin: 'look\n' }, false);
    expect(second.stdout.toString()).toBe('/dev/shm:\n\n/tmp:\n');
    await series.end();
    await expectNoProcessesOf(uid);
  });

  test('a series that ends with a sandbox still waiting discards it and leaves nothing', async () => {
    const series = readySandboxes(host).series();
    const outcome = await series.run(0, { ...job('cat'), stdin: 'one\n' }, true);
    expect(outcome.stdout.toString()).toBe('one\n');
    await series.end();
    await expectNoProcessesOf(uid);
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
