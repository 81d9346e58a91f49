import { constants } from 'node:os';
import { initPath, otherSandboxProcesses, sandboxArgv, type SandboxJob } from './command';
import { childrenCpuSeconds, programCpuSeconds, programEndedNs, signalOf } from './sandbox';

const job: SandboxJob = {
  uid: 60003,
  command: ['./main'],
  mounts: [{ source: '/cache/artifacts/abc', target: '/box' }],
  cwd: '/box',
  stdin: '',
  stdoutBytes: 1024,
  stderrBytes: 1024,
  limits: {
    cpuSeconds: 1.5,
    wallSeconds: 5.5,
    memoryBytes: 1 << 28,
    processes: 68,
    fileBytes: 1 << 20,
    stackBytes: 1 << 28,
    tmpBytes: 1 << 26,
  },
};
const fileJob: SandboxJob = { ...job, stdin: { file: '/cache/io/x/0' } };
const tools = { bash: '/bin/bash', prlimit: '/usr/bin/prlimit', setpriv: '/usr/bin/setpriv', bwrap: '/usr/bin/bwrap' };
const argv = sandboxArgv({ tools, job, procsFiles: ['/cg/memory/run/cgroup.procs'], systemMounts: ['--ro-bind', '/usr', '/usr'] });
const after = (tool: string) => argv.slice(argv.indexOf(tool) + 1);
const bwrapArgs = after('/usr/bin/bwrap');

describe('the sandbox command line', () => {
  test('drops to the slot uid with no groups, capabilities or new privileges before bwrap', () => {
    const setpriv = after('/usr/bin/setpriv');
    expect(setpriv.slice(0, setpriv.indexOf('--'))).toEqual(
      expect.arrayContaining(['--reuid=60003', '--regid=60003', '--clear-groups', '--no-new-privs', '--bounding-set=-all']),
    );
    expect(argv.indexOf('/usr/bin/setpriv')).toBeLessThan(argv.indexOf('/usr/bin/bwrap'));
  });

  test('sets the rlimits: CPU in whole seconds with slack, file size = output limit, no core', () => {
    // The slot uid's process count also holds the sandbox started ahead and one closing.
    const nproc = `--nproc=${68 + otherSandboxProcesses}`;
    expect(after('/usr/bin/prlimit')).toEqual(
      expect.arrayContaining(['--cpu=2:3', '--fsize=1048576', '--core=0', nproc, `--stack=${1 << 28}`, '--nofile=256']),
    );
    expect(argv.some((arg) => arg.startsWith('--as='))).toBe(false);
  });

  test('unshares every namespace, dies with the judge, and binds only what it was given', () => {
    expect(bwrapArgs).toEqual(
      expect.arrayContaining(['--unshare-all', '--unshare-user', '--die-with-parent', '--new-session', '--clearenv']),
    );
    expect(bwrapArgs).not.toContain('--share-net');
    const sources = bwrapArgs.flatMap((arg, i) => (/^--(ro-)?bind(-try)?$/.test(arg) ? [bwrapArgs[i + 1]] : []));
    expect(sources).toEqual(['/usr', '/cache/artifacts/abc']);
    expect(bwrapArgs.slice(bwrapArgs.indexOf('/cache/artifacts/abc') - 1)).toEqual(expect.arrayContaining(['--ro-bind']));
    expect(bwrapArgs).toEqual(expect.arrayContaining(['--tmpfs', '/tmp', '--remount-ro', '/', '--chdir', '/box']));
  });

  test('the host wrapper joins the cgroup, the input is named only at the go, and the program comes last', () => {
    // The input is not on the command line: the sandbox is started before its input is known.
    const fromFile = sandboxArgv({ tools, job: fileJob, procsFiles: [], systemMounts: [] });
    expect(fromFile).not.toContain('/cache/io/x/0');
    expect(argv.slice(argv.indexOf('forge-judge') + 1, argv.indexOf('forge-judge') + 5)).toEqual([
      '60003',
      '-',
      '/cg/memory/run/cgroup.procs',
      '--',
    ]);
    // With a seccomp filter, the wrapper gets its file and bwrap reads it from fd 7.
    const filtered = sandboxArgv({ tools, job, procsFiles: [], systemMounts: [], seccompFile: '/cache/seccomp.bpf' });
    expect(filtered.slice(filtered.indexOf('forge-judge') + 1, filtered.indexOf('forge-judge') + 4)).toEqual([
      '60003',
      '/cache/seccomp.bpf',
      '--',
    ]);
    expect(filtered.slice(filtered.indexOf('--seccomp'), filtered.indexOf('--seccomp') + 2)).toEqual(['--seccomp', '7']);
    expect(argv).not.toContain('--seccomp');
    expect(argv.at(-1)).toBe('./main');
  });
});

describe('the sandbox command line through the run helper', () => {
  const helper = '/cache/run-helper-0123';
  const options = {
    tools,
    job: fileJob,
    procsFiles: ['/cg/memory/run/cgroup.procs', '/cg/pids/run/cgroup.procs'],
    systemMounts: ['--ro-bind', '/usr', '/usr'],
    seccompFile: '/cache/seccomp.bpf',
    runHelper: helper,
  };
  const run = sandboxArgv(options);
  const inSandbox = run.slice(run.indexOf('/usr/bin/bwrap') + 1);

  test('replaces bash, prlimit and setpriv: uid, filter, rlimits, cgroups, then bwrap', () => {
    expect(run.slice(0, run.indexOf('/usr/bin/bwrap'))).toEqual([
      helper,
      'host',
      '60003',
      '/cache/seccomp.bpf',
      '2',
      '3',
      String(1 << 20),
      String(1 << 28),
      String(68 + otherSandboxProcesses),
      '-',
      '/cg/memory/run/cgroup.procs',
      '/cg/pids/run/cgroup.procs',
      '--',
    ]);
    for (const tool of ['/bin/bash', '/usr/bin/prlimit', '/usr/bin/setpriv', '/bin/sh']) expect(run).not.toContain(tool);
  });

  test('keeps every bwrap isolation and runs the helper, bound read-only, as pid 1', () => {
    expect(inSandbox).toEqual(
      expect.arrayContaining(['--unshare-all', '--unshare-user', '--disable-userns', '--as-pid-1', '--die-with-parent', '--new-session']),
    );
    expect(inSandbox.slice(inSandbox.indexOf('--seccomp'), inSandbox.indexOf('--seccomp') + 2)).toEqual(['--seccomp', '7']);
    const bind = inSandbox.indexOf(helper);
    expect(inSandbox.slice(bind - 1, bind + 2)).toEqual(['--ro-bind', helper, initPath]);
    expect(bind).toBeLessThan(inSandbox.lastIndexOf('--remount-ro'));
    expect(inSandbox.slice(inSandbox.lastIndexOf('--'))).toEqual(['--', initPath, 'init', './main']);
  });

  test('an address-space limit is passed where there is one', () => {
    const limited = sandboxArgv({
      tools,
      job: { ...job, limits: { ...job.limits, addressSpaceBytes: 1 << 27 } },
      procsFiles: [],
      systemMounts: [],
      runHelper: helper,
    });
    expect(limited.slice(9, 11)).toEqual([String(1 << 27), '--']);
  });

  test("a series' sandbox: the helper's series and serve modes, with the same limits and isolation", () => {
    const single = sandboxArgv(options);
    const last = single.length - 2;
    expect(sandboxArgv({ ...options, series: true })).toEqual(single.map((arg, i) => (i === 1 ? 'series' : i === last ? 'serve' : arg)));
  });
});

describe('reading how the program ended', () => {
  test.each<[string, number | null, NodeJS.Signals | null, boolean, number | null]>([
    ['clean exit', 0, null, true, null],
    ['exit 3', 3, null, true, null],
    ['bwrap reports SIGSEGV as 139', 139, null, true, constants.signals.SIGSEGV],
    ['the judge killed the sandbox', null, 'SIGKILL', true, constants.signals.SIGKILL],
    ['bwrap failing before the program started is not a signal', 129, null, false, null],
  ])('%s', (_name, code, signal, started, expected) => {
    expect(signalOf(code, signal, started)).toBe(expected);
  });

  test("the program's own CPU time as the run helper's pid 1 reports it", () => {
    expect(programCpuSeconds('1\ncpu 0.412345\n')).toBeCloseTo(0.412345);
    // Killed before it could report (wall clock, watchdog, output limit): none.
    expect(programCpuSeconds('1')).toBeNull();
    expect(programCpuSeconds('')).toBeNull();
  });

  test("the moment the run helper's pid 1 reaped the program, on the host's monotonic clock", () => {
    expect(programEndedNs('1\nended 81234567890123\ncpu 0.412345\nstatus 0\n')).toBe(81234567890123n);
    expect(programEndedNs('1\ncpu 0.412345\nstatus 0\n')).toBeNull();
    expect(programEndedNs('1')).toBeNull();
  });

  test('CPU time from the shell `times` second line', () => {
    expect(childrenCpuSeconds('0m0.001000s 0m0.002000s\n0m1.250000s 0m0.250000s\n')).toBeCloseTo(1.5);
    expect(childrenCpuSeconds('')).toBe(0);
  });
});
