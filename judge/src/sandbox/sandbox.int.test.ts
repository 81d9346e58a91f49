import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { otherSandboxProcesses, smallLimits, type SandboxJob } from './command';
import { prepareHost } from './host';
import { readySandboxes } from './readySandboxes';
import { prepareSandbox, runSandboxed, startSeries, type SandboxHost, type SandboxOutcome } from './sandbox';
import { claimUidBlock, type UidBlock } from './uidBlock';

let uids: UidBlock;
let claims: string;
let uid: number;
let host: SandboxHost;
let box: string;
/** Where a series' cases' files go: root's alone, as the judge's inputs directory. */
let cases: string;

beforeAll(async () => {
  box = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-sandbox-box-'));
  // A block of its own, below the judges' (from 60000): the test counts every process under its
  // uid, so no judge on this machine (another test's, alive or dying) may share it.
  claims = path.join(box, '..', `forge-sandbox-uids-${process.pid}`);
  uids = await claimUidBlock(claims, 50_000);
  uid = uids.base;
  await fs.chmod(box, 0o755);
  cases = await fs.mkdtemp(path.join(os.tmpdir(), 'forge-sandbox-cases-'));
  await fs.chmod(cases, 0o700);
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
  await fs.rm(claims, { recursive: true, force: true });
  await fs.rm(box, { recursive: true, force: true });
  await fs.rm(cases, { recursive: true, force: true });
});

/**
 * Runs go through the run helper; where it cannot be built, through bash, prlimit, setpriv and sh;
 * a judge's cases through a series' sandbox, each after the case before it. All must isolate alike.
 */
let chain: 'run helper' | 'stock tools' | 'series' = 'run helper';

async function sh(script: string, overrides: Partial<SandboxJob['limits']> = {}, stdin = ''): Promise<SandboxOutcome> {
  if (chain !== 'series') {
    return runSandboxed(chain === 'run helper' ? host : { ...host, runHelper: null }, { ...shJob(script, overrides), stdin });
  }
  // The script runs as a sandbox's second case, the first only reading its line: what holds of a
  // fresh sandbox holds of a used one.
  const series = startSeries(host, shJob(`read -r first; [ "$first" = first ] && exit 0; ${script}`, overrides), cases);
  try {
    const before = await series.go('first\n');
    if (!series.open) throw new Error(`the first case ended the series' sandbox: ${JSON.stringify(before)}`);
    return await series.go(`\n${stdin}`);
  } finally {
    series.discard();
    await series.gone;
  }
}

function shJob(script: string, overrides: Partial<SandboxJob['limits']> = {}): Omit<SandboxJob, 'stdin'> {
  return {
    uid,
    command: ['/bin/sh', '-c', script],
    mounts: [{ source: box, target: '/box' }],
    cwd: '/box',
    stdoutBytes: 64 * 1024,
    stderrBytes: 64 * 1024,
    limits: smallLimits(overrides),
  };
}

describe.each(['run helper', 'stock tools', 'series'] as const)('inside the sandbox (through the %s)', (through) => {
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

// Each runs as the program's uid: undumpable, or the program could reach its memory and forge its report.
describe.each([
  ['run helper', "a single run's pid 1 (a compile's), which reports the run"],
  ['series', "a series' pid 1, which outlives its cases"],
] as const)('%s: %s', (which, _what) => {
  beforeAll(() => {
    chain = which;
  });

  test('cannot have its memory written or read by the program', async () => {
    const outcome = await sh('(exec 3<>/proc/1/mem) 2>/dev/null && echo wrote; cat /proc/1/environ 2>/dev/null && echo read; echo done');
    expect(outcome.stdout.toString()).toBe('done\n');
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
    ...shJob(script, { memoryBytes: 256 * 1024 * 1024 }),
    mounts: [
      { source: box, target: '/box' },
      { source: out, target: '/out', writable: true },
    ],
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

describe("a series' sandbox", () => {
  /** A series' sandbox for `script`, its cases run one after another on the inputs given. */
  async function runCases(script: string, inputs: string[], overrides: Partial<SandboxJob['limits']> = {}, stdoutBytes = 64 * 1024) {
    const series = readySandboxes(host, cases).series();
    const outcomes: SandboxOutcome[] = [];
    try {
      for (const [i, input] of inputs.entries()) {
        outcomes.push(await series.run(0, { ...shJob(script, overrides), stdoutBytes, stdin: input }, i < inputs.length - 1));
      }
    } finally {
      await series.end();
    }
    await expectNoProcessesOf(uid);
    // Every case's files are gone from the judge's directory.
    expect(await fs.readdir(cases)).toEqual([]);
    return outcomes;
  }

  test('runs each case on its own input, with its own output, errors and exit status', async () => {
    const outcomes = await runCases('read n; echo "out $n"; echo "err $n" >&2; exit $n', ['1\n', '2\n', '0\n']);
    expect(outcomes.map((o) => [o.stdout.toString(), o.stderr.toString(), o.exitCode, o.started, o.failure])).toEqual([
      ['out 1\n', 'err 1\n', 1, true, null],
      ['out 2\n', 'err 2\n', 2, true, null],
      ['out 0\n', 'err 0\n', 0, true, null],
    ]);
  });

  test('leaves nothing of a case to the next: files, modes, processes, IPC objects', async () => {
    const leave = [
      'mkdir -p /tmp/a/b /dev/shm/c && echo secret > /tmp/a/b/f && echo secret > /dev/shm/c/g',
      'echo hidden > /tmp/.h && chmod 000 /tmp/a/b /tmp/a /tmp/.h',
      'chmod 000 /tmp',
      '(sleep 30; echo late) & (while :; do sleep 1; done) &',
      'ipcmk -M 4096 >/dev/null && ipcmk -Q >/dev/null && ipcmk -S 2 >/dev/null',
      'echo left',
    ].join('\n');
    const look = [
      'ls -A /tmp /dev/shm',
      'touch /tmp/writable && echo writable',
      'ls /proc | grep -cE "^[0-9]+$"',
      'cat /proc/sysvipc/shm /proc/sysvipc/msg /proc/sysvipc/sem | grep -vc "^ *key"',
    ].join('\n');
    const [left, seen] = await runCases(`read mode\nif [ "$mode" = leave ]; then\n${leave}\nelse\n${look}\nfi`, ['leave\n', 'look\n']);
    expect(left!.stdout.toString()).toBe('left\n');
    // pid 1, the shell, ls and grep: nothing the first case left is there.
    expect(seen!.stdout.toString()).toBe('/dev/shm:\n\n/tmp:\nwritable\n4\n0\n');
  });

  test('a case stopped by its limits ends its sandbox, and the next case runs in a new one', async () => {
    const outcomes = await runCases(
      'read what; case $what in sleep) sleep 30;; flood) yes;; *) echo "$what $PPID";; esac',
      ['first\n', 'sleep\n', 'after\n', 'flood\n', 'last\n'],
      { wallSeconds: 1 },
      1000,
    );
    expect(outcomes.map((o) => [o.timedOut, o.outputExceeded, o.failure])).toEqual([
      [false, false, null],
      [true, false, null],
      [false, false, null],
      [false, true, null],
      [false, false, null],
    ]);
    expect(outcomes[0]!.stdout.toString()).toBe('first 1\n');
    expect(outcomes[2]!.stdout.toString()).toBe('after 1\n');
    expect(outcomes[3]!.stdout.toString()).toBe('y\n'.repeat(500));
    expect(outcomes[4]!.stdout.toString()).toBe('last 1\n');
  });

  test("a case's memory peak is its own, not the largest of the cases before it", async () => {
    const [big, small] = await runCases('read n; x=$(head -c "$n" /dev/zero | tr "\\0" x); echo ${#x}', ['40000000\n', '10\n'], {
      memoryBytes: 256 * 1024 * 1024,
    });
    expect(big!.stdout.toString()).toBe('40000000\n');
    expect(small!.stdout.toString()).toBe('10\n');
    expect(big!.peakKb).toBeGreaterThan(40_000);
    expect(small!.peakKb).toBeLessThan(big!.peakKb / 4);
  });

  test('a sandbox that cannot be put back as it was ends after the case, and the next case gets a new one', async () => {
    // Deeper than pid 1 empties /tmp.
    const deep = `d=/tmp; for i in $(seq 40); do d=$d/d; done; mkdir -p $d; echo deep`;
    const [left, seen] = await runCases(`read mode; if [ "$mode" = deep ]; then ${deep}; else ls -A /tmp; echo clean; fi`, [
      'deep\n',
      'look\n',
    ]);
    expect(left).toMatchObject({ failure: null, exitCode: 0 });
    expect(left!.stdout.toString()).toBe('deep\n');
    expect(seen).toMatchObject({ failure: null, exitCode: 0 });
    expect(seen!.stdout.toString()).toBe('clean\n');
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
