import { constants } from 'node:os';
import { sandboxArgv, type SandboxJob } from './command';
import { childrenCpuSeconds, signalOf } from './sandbox';

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
    expect(after('/usr/bin/prlimit')).toEqual(
      expect.arrayContaining(['--cpu=2:3', '--fsize=1048576', '--core=0', '--nproc=68', `--stack=${1 << 28}`, '--nofile=256']),
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

  test('the host wrapper feeds stdin from the judge or a file, joins the cgroup, and the program comes last', () => {
    const fromFile = sandboxArgv({ tools, job: { ...job, stdin: { file: '/cache/io/x/0' } }, procsFiles: [], systemMounts: [] });
    expect(fromFile.slice(fromFile.indexOf('forge-judge') + 1, fromFile.indexOf('forge-judge') + 5)).toEqual([
      '60003',
      '/cache/io/x/0',
      '-',
      '--',
    ]);
    expect(argv.slice(argv.indexOf('forge-judge') + 1, argv.indexOf('forge-judge') + 6)).toEqual([
      '60003',
      '-',
      '-',
      '/cg/memory/run/cgroup.procs',
      '--',
    ]);
    // With a seccomp filter, the wrapper gets its file and bwrap reads it from fd 7.
    const filtered = sandboxArgv({ tools, job, procsFiles: [], systemMounts: [], seccompFile: '/cache/seccomp.bpf' });
    expect(filtered.slice(filtered.indexOf('forge-judge') + 1, filtered.indexOf('forge-judge') + 5)).toEqual([
      '60003',
      '-',
      '/cache/seccomp.bpf',
      '--',
    ]);
    expect(filtered.slice(filtered.indexOf('--seccomp'), filtered.indexOf('--seccomp') + 2)).toEqual(['--seccomp', '7']);
    expect(argv).not.toContain('--seccomp');
    expect(argv.at(-1)).toBe('./main');
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

  test('CPU time from the shell `times` second line', () => {
    expect(childrenCpuSeconds('0m0.001000s 0m0.002000s\n0m1.250000s 0m0.250000s\n')).toBeCloseTo(1.5);
    expect(childrenCpuSeconds('')).toBe(0);
  });
});
