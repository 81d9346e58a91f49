/**
 * The C source of the run helper, compiled once per cache dir at start (runHelper.ts). One
 * binary, two roles:
 *
 *   forge-run host ...  root, on the host: real pipes for stdin/stdout/stderr (fed and drained by
 *                       forked pumps that stay outside the run's cgroup), then a child that joins
 *                       the cgroup, sets the rlimits, drops to the slot uid with no capabilities
 *                       and no new privileges, and execs bwrap. It waits for that child and its
 *                       pumps, so every process it starts is reaped by it. The input is named only
 *                       when the run is let go: its pump reads the file's name (or `-`: fd 0) as
 *                       a line on fd 5 first.
 *   forge-run init ...  pid 1 inside the sandbox: writes the start marker to fd 3, waits there for
 *                       the go (a line from the judge), forks and execs the program (which never
 *                       sees fd 3), reaps everything, and writes the program's own CPU time
 *                       (wait4's rusage of it and of the processes it left behind, which it kills
 *                       once the program ends) and its exit status back on fd 3. The sandbox's
 *                       start is not in that time; its teardown is not in the run's wait.
 *
 * So a sandbox can be started ahead, while the slot's previous case runs, and wait ready.
 *
 * This replaces the bash -> prlimit -> setpriv chain (and the cat feeders and the sh stub), which
 * cost some milliseconds per run in exec'ing and starting each.
 */
export const runHelperSource = String.raw`
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static void die(const char *what) {
  dprintf(2, "forge-run: %s: %s\n", what, strerror(errno));
  _exit(125);
}

/* Everything from 'from' up is closed: node hands on whatever its own parent leaked to it. */
static void close_from(int from) {
  if (syscall(SYS_close_range, from, ~0U, 0) == 0) return;
  for (int fd = from; fd < 1024; fd++) close(fd);
}

static void pump(int in, int out) {
  static char buffer[1 << 16];
  for (;;) {
    ssize_t got = read(in, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) _exit(0);
    for (ssize_t done = 0; done < got;) {
      ssize_t put = write(out, buffer + done, (size_t)(got - done));
      if (put < 0 && errno == EINTR) continue;
      if (put <= 0) _exit(0);
      done += put;
    }
  }
}

/* In a pump's process: pumps from 'in' to 'out', holding no other descriptor. */
static void pump_alone(int in, int out) {
  if (dup2(in, 10) < 0 || dup2(out, 11) < 0) _exit(125);
  for (int fd = 0; fd < 10; fd++) close(fd);
  close_from(12);
  pump(10, 11);
}

/* Forks a pump from 'in' to 'out'. */
static pid_t start_pump(int in, int out) {
  pid_t pid = fork();
  if (pid < 0) die("fork");
  if (pid == 0) pump_alone(in, out);
  return pid;
}

/* Forks the input's pump: it reads the input's name from 'control' (a line; '-' is fd 0), opens it
   as root, and pumps it to 'out'. No line (the run was discarded unstarted): it pumps nothing. */
static pid_t start_input_pump(int control, int out) {
  pid_t pid = fork();
  if (pid < 0) die("fork");
  if (pid == 0) {
    char name[4096];
    size_t length = 0;
    while (length < sizeof name - 1) {
      ssize_t got = read(control, name + length, 1);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) _exit(0);
      if (name[length] == '\n') break;
      length++;
    }
    name[length] = 0;
    int source = 0;
    if (strcmp(name, "-") != 0 && (source = open(name, O_RDONLY | O_CLOEXEC)) < 0) die("open input");
    pump_alone(source, out);
  }
  return pid;
}

static unsigned long long number(const char *text) {
  char *end;
  errno = 0;
  unsigned long long value = strtoull(text, &end, 10);
  if (errno || *end || !*text) {
    dprintf(2, "forge-run: not a number: %s\n", text);
    _exit(125);
  }
  return value;
}

static void limit(int resource, unsigned long long soft, unsigned long long hard) {
  struct rlimit value = {soft, hard};
  if (setrlimit(resource, &value) != 0) die("setrlimit");
}

/*
 * argv: host <uid> <seccomp file|-> <cpu soft> <cpu hard> <fsize> <stack> <nproc>
 *       <address space|-> <cgroup.procs files...> -- <bwrap> <args...>
 * fd 5: the input's name, a line written when the run is let go.
 */
static int host(int argc, char **argv) {
  if (argc < 11) {
    dprintf(2, "forge-run: too few arguments\n");
    return 125;
  }
  uid_t uid = (uid_t)number(argv[2]);
  const char *seccomp = argv[3];
  int first_cgroup = 10, separator = first_cgroup;
  while (separator < argc && strcmp(argv[separator], "--") != 0) separator++;
  if (separator + 1 >= argc || uid == 0) {
    dprintf(2, "forge-run: bad arguments\n");
    return 125;
  }
  close_from(6);
  signal(SIGPIPE, SIG_IGN);

  /* Node's stdio are socketpairs, which /dev/stdin and /dev/stdout cannot reopen: real pipes,
     owned by the slot uid so that the program may reopen them. */
  int in[2], out[2], err[2];
  if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC)) die("pipe");
  if (fchown(in[0], uid, uid) || fchown(out[0], uid, uid) || fchown(err[0], uid, uid)) die("fchown");
  pid_t pumps[3];
  pumps[0] = start_input_pump(5, in[1]);
  pumps[1] = start_pump(out[0], 1);
  pumps[2] = start_pump(err[0], 2);
  close(5);
  close(in[1]);
  close(out[0]);
  close(err[0]);

  pid_t child = fork();
  if (child < 0) die("fork");
  if (child == 0) {
    signal(SIGPIPE, SIG_DFL);
    /* bwrap's monitor keeps its stdio until the sandbox is torn down, and closes every other
       descriptor: the program's pipes go to pid 1 as fds 10-12, so that they close as soon as the
       program's processes are gone, not after the teardown. bwrap's own messages (and this
       helper's, from here) go on fd 3, before the start marker. */
    int program_in = fcntl(in[0], F_DUPFD, 20), program_out = fcntl(out[1], F_DUPFD, 20), program_err = fcntl(err[1], F_DUPFD, 20);
    int devnull = open("/dev/null", O_RDWR);
    if (program_in < 0 || program_out < 0 || program_err < 0 || devnull < 0) _exit(125);
    if (dup2(program_in, 10) < 0 || dup2(program_out, 11) < 0 || dup2(program_err, 12) < 0) _exit(125);
    if (dup2(devnull, 0) < 0 || dup2(devnull, 1) < 0 || dup2(3, 2) < 0) _exit(125);
    for (int fd = 5; fd < 10; fd++) close(fd);
    close_from(13);
    /* Only this child joins the run's cgroup; the helper stays outside and outlives the sandbox.
       "0" is the writer itself: written to a v1 'tasks' file, it moves this one thread (the whole
       of this single-threaded process) without the kernel's global lock on every thread group,
       whose RCU wait made the starts of concurrent sandboxes queue behind one another. */
    for (int i = first_cgroup; i < separator; i++) {
      int fd = open(argv[i], O_WRONLY | O_CLOEXEC);
      if (fd < 0 || write(fd, "0", 1) != 1) die("join the run's cgroup");
      close(fd);
    }
    if (strcmp(seccomp, "-") != 0) {
      int fd = open(seccomp, O_RDONLY);
      if (fd < 0 || (fd != 7 && (dup2(fd, 7) < 0 || close(fd) < 0))) die("open the seccomp filter");
    }
    unsigned long long cpu_soft = number(argv[4]), cpu_hard = number(argv[5]);
    limit(RLIMIT_CPU, cpu_soft, cpu_hard);
    limit(RLIMIT_FSIZE, number(argv[6]), number(argv[6]));
    limit(RLIMIT_NOFILE, 256, 256);
    limit(RLIMIT_CORE, 0, 0);
    limit(RLIMIT_STACK, number(argv[7]), number(argv[7]));
    /* Counted per uid, and every slot has its own uid: a fork bomb stops here even without cgroups. */
    limit(RLIMIT_NPROC, number(argv[8]), number(argv[8]));
    if (strcmp(argv[9], "-") != 0) limit(RLIMIT_AS, number(argv[9]), number(argv[9]));
    /* No capability survives: none in the bounding set, none ambient or inheritable. */
    if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0) die("clear ambient capabilities");
    for (int cap = 0; cap <= 63; cap++) {
      if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL) die("drop the bounding set");
    }
    if (setgroups(0, NULL) != 0) die("setgroups");
    if (setresgid(uid, uid, uid) != 0) die("setresgid");
    if (setresuid(uid, uid, uid) != 0) die("setresuid");
    struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[2];
    memset(data, 0, sizeof data);
    if (syscall(SYS_capset, &header, data) != 0) die("capset");
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) die("no_new_privs");
    execve(argv[separator + 1], argv + separator + 1, environ);
    die("exec bwrap");
  }
  close(in[0]);
  close(out[1]);
  close(err[1]);
  close(0);
  close(3);
  close(4);
  /* The judge's stdout and stderr are the pumps' alone now: they end when the program's output does. */
  int devnull = open("/dev/null", O_RDWR);
  if (devnull < 0 || dup2(devnull, 1) < 0 || dup2(devnull, 2) < 0) return 125;
  close(devnull);
  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) die("waitpid");
  }
  /* The input's pump may still wait for a name that will never come (a run ended unstarted), or
     hold input the program never read: it is this helper's own child, and done with. */
  kill(pumps[0], SIGKILL);
  for (int i = 0; i < 3; i++) {
    while (waitpid(pumps[i], NULL, 0) < 0 && errno == EINTR) {
    }
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 128 + WTERMSIG(status);
}

static double seconds(struct timeval t) {
  return (double)t.tv_sec + (double)t.tv_usec / 1e6;
}

/* argv: init <program> <args...> (as pid 1 of the sandbox, fd 3 the channel to and from the judge). */
static int init(int argc, char **argv) {
  if (argc < 3) return 125;
  if (write(3, "1", 1) != 1) return 125;
  /* Ready: the program starts when the judge lets it go (a line on fd 3); end of file, never. */
  for (;;) {
    char go;
    ssize_t got = read(3, &go, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return 125;
    if (go == '\n') break;
  }
  pid_t program = fork();
  if (program < 0) return 125;
  if (program == 0) {
    if (dup2(10, 0) < 0 || dup2(11, 1) < 0 || dup2(12, 2) < 0) _exit(125);
    close_from(3);
    execvp(argv[2], argv + 2);
    dprintf(2, "%s: %s\n", argv[2], strerror(errno));
    _exit(errno == ENOENT ? 127 : 126);
  }
  close(10);
  close(11);
  close(12);
  double cpu = 0;
  int status = 0, ended = 0;
  for (;;) {
    struct rusage usage;
    int reaped_status;
    pid_t reaped = wait4(-1, &reaped_status, 0, &usage);
    if (reaped < 0) {
      if (errno == EINTR) continue;
      if (errno == ECHILD && ended) break;
      return 125;
    }
    /* The program's CPU time and that of the processes it left behind. */
    cpu += seconds(usage.ru_utime) + seconds(usage.ru_stime);
    if (reaped == program) {
      status = reaped_status;
      ended = 1;
      /* What the program left behind ends with it, as it would when pid 1 exits, but now: its
         output's pipes close, and the judge has the whole run before the sandbox is torn down. */
      kill(-1, SIGKILL);
    }
  }
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  dprintf(3, "\ncpu %.6f\nstatus %d\n", cpu, code);
  return code;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "host") == 0) return host(argc, argv);
  if (argc > 1 && strcmp(argv[1], "init") == 0) return init(argc, argv);
  dprintf(2, "forge-run: host or init\n");
  return 125;
}
`;
