/**
 * The command line of one sandboxed run, built as plain data so it can be read and tested:
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

export interface SandboxJob {
  readonly uid: number;
  /** Absolute path of the program inside the sandbox, then its arguments. */
  readonly command: readonly string[];
  readonly mounts: readonly Mount[];
  readonly cwd: string;
  readonly stdin: string | Buffer;
  readonly stdoutBytes: number;
  readonly stderrBytes: number;
  readonly limits: SandboxLimits;
}

/**
 * Runs as root on the host. Arguments: the slot uid, `exec` or `times`, the cgroup.procs files,
 * `--`, then the rest of the chain. Fd 3 is the start marker back to the judge.
 */
export const hostWrapper = `
uid=$1 mode=$2; shift 2
exec 5>&1 6>&2
# Node hands on whatever descriptors its own parent leaked to it: none may reach the sandbox.
for fd in /proc/$$/fd/*; do
  fd=\${fd##*/}
  case $fd in 0|1|2|3|5|6) ;; *) eval "exec $fd>&-" 2>/dev/null ;; esac
done
# Node's stdio are socketpairs, which /dev/stdin and /dev/stdout cannot reopen. cat turns them
# into real pipes (outside the cgroup, so they cost the program nothing), owned by the slot uid
# so that the program may reopen them.
exec 0< <(exec cat 3>&- 5>&- 6>&-)
exec 1> >(exec cat >&5 3>&- 5>&- 6>&-)
exec 2> >(exec cat >&6 3>&- 5>&- 6>&-)
exec 5>&- 6>&-
chown "$uid:$uid" /proc/$$/fd/0 /proc/$$/fd/1 /proc/$$/fd/2 || exit 125
while [ "$1" != -- ]; do echo $$ > "$1" || exit 125; shift; done; shift
[ "$mode" = exec ] && exec "$@"
# Without cgroups the CPU time comes from the shell's own accounting of its children.
"$@"; status=$?
times >&3
exit $status
`;

/** Runs inside the sandbox: proves the sandbox started, then becomes the program. */
export const sandboxStub = 'printf 1 >&3; exec 3>&-; exec "$@"';

export const sandboxEnv: Readonly<Record<string, string>> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/tmp',
  TMPDIR: '/tmp',
  LANG: 'C.UTF-8',
};

export function sandboxArgv(options: {
  readonly tools: HostTools;
  readonly job: SandboxJob;
  /** Empty without cgroups: then the wrapper measures CPU with `times`. */
  readonly procsFiles: readonly string[];
  /** bwrap arguments for the read-only system (see mounts.ts). */
  readonly systemMounts: readonly string[];
}): string[] {
  const { tools, job, procsFiles } = options;
  const limits = job.limits;
  const cpu = Math.ceil(limits.cpuSeconds) + 1;
  const rlimits = [
    // Soft limit sends SIGXCPU, the hard one a second later SIGKILL.
    `--cpu=${cpu}:${cpu + 1}`,
    `--fsize=${limits.fileBytes}`,
    '--nofile=256',
    '--core=0',
    `--stack=${limits.stackBytes}`,
    // Counted per uid, and every slot has its own uid: a fork bomb stops here even without cgroups.
    `--nproc=${limits.processes}`,
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
  const bwrap = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--hostname',
    'judge',
    '--clearenv',
    ...Object.entries(sandboxEnv).flatMap(([name, value]) => ['--setenv', name, value]),
    ...options.systemMounts,
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(limits.tmpBytes),
    '--tmpfs',
    '/tmp',
    ...job.mounts.flatMap((mount) => [mount.writable ? '--bind' : '--ro-bind', mount.source, mount.target]),
    // The root bwrap builds is a tmpfs the program could otherwise fill with files.
    '--remount-ro',
    '/',
    '--chdir',
    job.cwd,
  ];
  return [
    tools.bash,
    '-c',
    hostWrapper,
    'forge-judge',
    String(job.uid),
    procsFiles.length > 0 ? 'exec' : 'times',
    ...procsFiles,
    '--',
    tools.prlimit,
    ...rlimits,
    '--',
    tools.setpriv,
    ...privileges,
    '--',
    tools.bwrap,
    ...bwrap,
    '--',
    '/bin/sh',
    '-c',
    sandboxStub,
    'sandbox',
    ...job.command,
  ];
}
