import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openCgroups, parseSelfCgroup } from './cgroup';
import { sweepDeadJudges } from './cgroupFiles';

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A directory tree standing in for /sys/fs/cgroup: control files are plain files here. */
async function fakeRoot(files: Record<string, string>): Promise<string> {
  const root = await tempDir('fake-cgroup-');
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.writeFile(path.join(root, name), content);
  }
  return root;
}

async function selfFile(text: string): Promise<string> {
  const file = path.join(await tempDir('fake-self-'), 'cgroup');
  await fs.writeFile(file, text);
  return file;
}

/** Files the kernel would create in a new cgroup directory. */
async function populate(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) await fs.writeFile(path.join(dir, name), content);
}

describe('where this process sits', () => {
  test.each([
    [
      'v1 with a combined cpu,cpuacct',
      '4:memory:/a/b\n2:cpu,cpuacct:/c\n0::/\n',
      [
        ['memory', '/a/b'],
        ['cpuacct', '/c'],
        ['', '/'],
      ],
    ],
    ['v2 only', '0::/user.slice/session-1.scope\n', [['', '/user.slice/session-1.scope']]],
    ['named hierarchy', '9:name=systemd:/x\n', [['systemd', '/x']]],
  ])('%s', (_name, text, expected) => {
    const membership = parseSelfCgroup(text);
    for (const [controller, where] of expected) expect(membership.get(controller ?? '')).toBe(where);
  });
});

describe('cgroup v1', () => {
  test('nests under this process, writes the limits, and reads CPU, peak and OOM kills', async () => {
    const root = await fakeRoot({ 'memory/box/memory.limit_in_bytes': '', 'pids/.keep': '', 'cpuacct/.keep': '' });
    const self = await selfFile('8:pids:/\n4:memory:/box\n2:cpuacct:/\n');
    const opened = await openCgroups({ root, selfCgroupFile: self, name: 'judge' });
    if (!opened.cgroups) throw new Error(opened.reason);
    expect(opened.cgroups.version).toBe('v1');
    const run = await opened.cgroups.create('run-1', { memoryBytes: 1000, processes: 7 });
    expect(run.procsFiles).toEqual(
      ['memory', 'pids', 'cpuacct'].map((c) => path.join(root, c, c === 'memory' ? 'box' : '', 'judge/run-1/tasks')),
    );
    const memory = path.join(root, 'memory/box/judge/run-1');
    expect(await fs.readFile(path.join(memory, 'memory.limit_in_bytes'), 'utf8')).toBe('1000');
    expect(await fs.readFile(path.join(root, 'pids/judge/run-1/pids.max'), 'utf8')).toBe('7');
    await populate(memory, {
      'memory.max_usage_in_bytes': '2048000',
      'memory.oom_control': 'oom_kill_disable 0\nunder_oom 0\noom_kill 1\n',
    });
    await populate(path.join(root, 'cpuacct/judge/run-1'), { 'cpuacct.usage': '1500000000' });
    expect(await run.usage()).toEqual({ cpuSeconds: 1.5, peakKb: 2000, oomKilled: true });
  });

  test('a missing controller means no cgroups, with the reason', async () => {
    const root = await fakeRoot({ 'memory/.keep': '' });
    const opened = await openCgroups({ root, selfCgroupFile: await selfFile('4:memory:/\n'), name: 'judge' });
    expect(opened.cgroups).toBeNull();
    expect(opened).toMatchObject({ reason: expect.stringMatching(/pids/) });
  });
});

describe('cgroup v2', () => {
  test('enables memory and pids for its subtree and reads cpu.stat, memory.peak and memory.events', async () => {
    const root = await fakeRoot({
      'cgroup.controllers': 'cpu memory pids',
      'svc/cgroup.controllers': 'cpu memory pids',
      'svc/cgroup.subtree_control': '',
    });
    const opened = await openCgroups({ root, selfCgroupFile: await selfFile('0::/svc\n'), name: 'judge' });
    if (!opened.cgroups) throw new Error(opened.reason);
    expect(opened.cgroups.version).toBe('v2');
    expect(await fs.readFile(path.join(root, 'svc/cgroup.subtree_control'), 'utf8')).toBe('+memory +pids');
    expect(await fs.readFile(path.join(root, 'svc/judge/cgroup.subtree_control'), 'utf8')).toBe('+memory +pids');
    const run = await opened.cgroups.create('run-1', { memoryBytes: 4096, processes: 9 });
    const dir = path.join(root, 'svc/judge/run-1');
    expect(run.procsFiles).toEqual([path.join(dir, 'cgroup.procs')]);
    expect(await fs.readFile(path.join(dir, 'memory.max'), 'utf8')).toBe('4096');
    expect(await fs.readFile(path.join(dir, 'pids.max'), 'utf8')).toBe('9');
    await populate(dir, {
      'cpu.stat': 'usage_usec 250000\nuser_usec 200000\n',
      'memory.events': 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 0\n',
    });
    // No memory.peak (Linux < 5.19): the peak is the largest memory.current sampled.
    await populate(dir, { 'memory.current': '8192' });
    expect(await run.poll()).toBe(0.25);
    await populate(dir, { 'memory.current': '1024' });
    expect(await run.usage()).toEqual({ cpuSeconds: 0.25, peakKb: 8, oomKilled: false });
  });

  test('controllers not delegated here mean no cgroups, with the reason', async () => {
    const root = await fakeRoot({ 'cgroup.controllers': 'cpu', 'cgroup.subtree_control': '' });
    const opened = await openCgroups({ root, selfCgroupFile: await selfFile('0::/\n'), name: 'judge' });
    expect(opened).toMatchObject({ cgroups: null, reason: expect.stringMatching(/memory, pids/) });
  });
});

describe('cgroups of judges that died without closing', () => {
  test('are removed when empty; those of live judges stay', async () => {
    const parent = await tempDir('fake-parent-');
    const dead = path.join(parent, 'forge-judge-999999999-60000');
    const live = path.join(parent, `forge-judge-${process.pid}-60128`);
    await fs.mkdir(path.join(dead, 'run-1'), { recursive: true });
    await fs.mkdir(path.join(live, 'run-2'), { recursive: true });
    await fs.mkdir(path.join(parent, 'someone-else'));
    await sweepDeadJudges(parent, (pid) => pid === process.pid);
    expect((await fs.readdir(parent)).sort()).toEqual([path.basename(live), 'someone-else']);
  });
});
