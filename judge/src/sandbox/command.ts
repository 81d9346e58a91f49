/**
 * The command line of one sandboxed run, built as plain data so it can be read and tested:
 *
 *   run helper (root: pipes, cgroup, rlimits, slot uid)  ->  bwrap  ->  run helper init (pid 1)  ->  program
 *
 * or, where the helper could not be built (no C compiler), the chain of stock tools:
 *
 *   bash (root: pipes, cgroup)  ->  prlimit  ->  setpriv (slot uid)  ->  bwrap  ->  sh stub  ->  program
 */

export interface HostTools {
  readonly bash: string;
  readonly prlimit: string;
  readonly setpriv: string;
  readonly bwrap: string;
}

export interface Mount {
  readonly source: string;
  readonly target: string;
  readonly writable?: boolean;
}

export interface SandboxLimits {
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
  /** cgroup memory limit (the test's limit plus the runtime's own needs). */
  readonly memoryBytes: number;
  /** cgroup pids limit and RLIMIT_NPROC. */
  readonly processes: number;
  /** RLIMIT_FSIZE: no file the program writes grows past it (SIGXFSZ). */
  readonly fileBytes: number;
  readonly stackBytes: number;
  /** RLIMIT_AS, used only where no cgroup bounds memory. */
  readonly addressSpaceBytes?: number;
  /** Size of the private /tmp (its pages are charged to the run's memory too). */
  readonly tmpBytes: number;
}

/** A job's limits for a small program: a few seconds, 64 MB, a few processes; `overrides` win. */
export function smallLimits(overrides: Partial<SandboxLimits> = {}): SandboxLimits {
  return {
    cpuSeconds: 2,
    wallSeconds: 5,
    memoryBytes: 64 * 1024 * 1024,
    processes: 16,
    fileBytes: 1024 * 1024,
    stackBytes: 8 * 1024 * 1024,
    tmpBytes: 1024 * 1024,
    ...overrides,
  };
}

export interface SandboxJob {
  readonly uid: number;
  /** Absolute path of the program inside the sandbox, then its arguments. */
  readonly command: readonly string[];
  readonly mounts: readonly Mount[];
  readonly cwd: string;
  /** The program's input: inline, or a file only root can read (large inputs skip node then). */
  readonly stdin: string | Buffer | { readonly file: string };
  readonly stdoutBytes: number;
  readonly stderrBytes: number;
  readonly limits: SandboxLimits;
  /** Called once the sandbox's process exists, so a caller can use the CPU a compile leaves idle. */
  readonly onSpawn?: () => void;
}

/**
 * Runs as root on the host. Arguments: the slot uid, the seccomp filter's file (`-`: none; bwrap
 * reads it from fd 7), the cgroup.procs files, `--`, then the rest of the chain. Fd 3 carries the
 * start marker and the program's CPU time back, and the go to the sandbox's pid 1; fd 4 is bwrap's
 * --info-fd (the host pid of the sandbox's pid 1, which the judge kills to end a run); fd 5 names
 * the input when the run is let go (a file, or `-`: the judge writes the input to fd 0).
 */
export const hostWrapper = `
uid=$1 seccomp=$2; shift 2
# Node hands on whatever descriptors its own parent leaked to it: none may reach the sandbox.
for fd in /proc/$$/fd/*; do
  fd=\${fd##*/}
  case $fd in 0|1|2|3|4|5) ;; *) eval "exec $fd>&-" 2>/dev/null ;; esac
done
exec 8>&1 9>&2
# Node's stdio are socketpairs, which /dev/stdin and /dev/stdout cannot reopen. cat turns them
# into real pipes (outside the cgroup, so they cost the program nothing), owned by the slot uid
# so that the program may reopen them.
exec 0< <(read -r input <&5 && exec cat "$input" 3>&- 4>&- 5>&- 8>&- 9>&-); feeder=$!
exec 1> >(exec cat >&8 3>&- 4>&- 5>&- 8>&- 9>&-); cats="$!"
exec 2> >(exec cat >&9 3>&- 4>&- 5>&- 8>&- 9>&-); cats="$cats $!"
exec 5<&- 8>&- 9>&-
chown "$uid:$uid" /proc/$$/fd/0 /proc/$$/fd/1 /proc/$$/fd/2 || exit 125
cgroups=(); while [ "$1" != -- ]; do cgroups+=("$1"); shift; done; shift
# Only the subshell joins the cgroup. This shell stays outside and outlives the sandbox, so
# that every process of the run is reaped by its parent, not left to the host's init.
( for file in "\${cgroups[@]}"; do echo 0 > "$file" || exit 125; done
  if [ "$seccomp" != - ]; then exec 7< "$seccomp" || exit 125; fi
  exec "$@" )
status=$?
exec 0<&- 1>&- 2>&- 3>&- 4>&-
# The feeder may still wait for a name that never comes (a run ended unstarted): done with.
kill -9 $feeder 2>/dev/null
wait $cats
exit $status
`;

/**
 * Pid 1 of the sandbox (bwrap --as-pid-1): proves the sandbox started, waits for the go (a line
 * on fd 3), runs the program (which never sees fd 3) and waits for it. bwrap's own init would be
 * left for the host's init to reap, and its zombies count against the slot uid's process limit
 * until then; this one is reaped by bwrap. Its `times` is the program's CPU time where no cgroup
 * measures it.
 */
export const sandboxStub = 'printf 1 >&3; read -r go <&3 || exit 125; "$@" 3>&-; status=$?; times >&3; exit $status';

/**
 * RLIMIT_NPROC counts every process of the slot's uid, and beside a run there may be the
 * sandbox started ahead for the slot's next case and one still closing (bwrap and pid 1 each):
 * room for them. The run's cgroup holds its own processes to the exact limit.
 */
export const otherSandboxProcesses = 6;

export const sandboxEnv: Readonly<Record<string, string>> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  TMPDIR: '/tmp',
  LANG: 'C.UTF-8',
};

export function sandboxArgv(options: {
  readonly tools: HostTools;
  readonly job: Omit<SandboxJob, 'stdin'>;
  /** The run's cgroup.procs files; none without cgroups. */
  readonly procsFiles: readonly string[];
  /** bwrap arguments for the read-only system (see mounts.ts). */
  readonly systemMounts: readonly string[];
  /** The seccomp filter bwrap loads before it runs the program (seccomp.ts); null for none. */
  readonly seccompFile?: string | null;
  /** The run helper (runHelper.ts) replacing bash, prlimit, setpriv and the sh stub; null for those. */
  readonly runHelper?: string | null;
  /** A sandbox for a series of cases, one after another (the run helper's series and serve modes). */
  readonly series?: boolean;
}): string[] {
  const { tools, job, procsFiles } = options;
  const limits = job.limits;
  // Whole seconds only; the cgroup watchdog stops a run at its exact limit where there is one.
  const cpu = Math.ceil(limits.cpuSeconds + 0.2);
  const nproc = limits.processes + otherSandboxProcesses;
  if (options.runHelper) {
    const series = options.series === true;
    return [
      options.runHelper,
      series ? 'series' : 'host',
      String(job.uid),
      options.seccompFile ?? '-',
      String(cpu),
      String(cpu + 1),
      String(limits.fileBytes),
      String(limits.stackBytes),
      String(nproc),
      limits.addressSpaceBytes === undefined ? '-' : String(limits.addressSpaceBytes),
      ...procsFiles,
      '--',
      tools.bwrap,
      ...bwrapArgs({ ...options, initFrom: options.runHelper }),
      '--',
      initPath,
      series ? 'serve' : 'init',
      ...job.command,
    ];
  }
  const rlimits = [
    // Soft limit sends SIGXCPU, the hard one a second later SIGKILL.
    `--cpu=${cpu}:${cpu + 1}`,
    `--fsize=${limits.fileBytes}`,
    '--nofile=256',
    '--core=0',
    `--stack=${limits.stackBytes}`,
    // Counted per uid, and every slot has its own uid: a fork bomb stops here even without cgroups.
    `--nproc=${nproc}`,
    ...(limits.addressSpaceBytes === undefined ? [] : [`--as=${limits.addressSpaceBytes}`]),
  ];
  const privileges = [
    `--reuid=${job.uid}`,
    `--regid=${job.uid}`,
    '--clear-groups',
    '--no-new-privs',
    '--inh-caps=-all',
    '--bounding-set=-all',
  ];
  return [
    tools.bash,
    // bash reads ~/.bashrc when its stdin is a socket (its ssh heuristic): not here.
    '--norc',
    '--noprofile',
    '-c',
    hostWrapper,
    'forge-judge',
    String(job.uid),
    options.seccompFile ?? '-',
    ...procsFiles,
    '--',
    tools.prlimit,
    ...rlimits,
    '--',
    tools.setpriv,
    ...privileges,
    '--',
    tools.bwrap,
    ...bwrapArgs({ ...options, initFrom: null }),
    '--',
    '/bin/sh',
    '-c',
    sandboxStub,
    'sandbox',
    ...job.command,
  ];
}

/** Where the run helper is bound read-only in the sandbox, to run as its pid 1. */
export const initPath = '/.forge-init';

function bwrapArgs(options: {
  readonly job: Omit<SandboxJob, 'stdin'>;
  readonly systemMounts: readonly string[];
  readonly seccompFile?: string | null;
  readonly initFrom: string | null;
}): string[] {
  const { job } = options;
  const limits = job.limits;
  return [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--as-pid-1',
    '--die-with-parent',
    '--new-session',
    '--hostname',
    'judge',
    '--info-fd',
    '4',
    ...(options.seccompFile ? ['--seccomp', '7'] : []),
    '--clearenv',
    ...Object.entries(sandboxEnv).flatMap(([name, value]) => ['--setenv', name, value]),
    ...options.systemMounts,
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    // bwrap's /dev is a tmpfs of no set size: shared memory gets a sized one, and the rest of
    // /dev is made read-only below, so neither can hold more than the program's own limits.
    '--size',
    String(limits.tmpBytes),
    '--tmpfs',
    '/dev/shm',
    '--size',
    String(limits.tmpBytes),
    '--tmpfs',
    '/tmp',
    ...job.mounts.flatMap((mount) => [mount.writable ? '--bind' : '--ro-bind', mount.source, mount.target]),
    ...(options.initFrom ? ['--ro-bind', options.initFrom, initPath] : []),
    // The root bwrap builds is a tmpfs the program could otherwise fill with files; so is /dev.
    '--remount-ro',
    '/dev',
    '--remount-ro',
    '/',
    '--chdir',
    job.cwd,
  ];
}
