/*
 * The judge's run helper, built once per cache dir at start with -Wall -Wextra -Werror
 * (judge/src/sandbox/runHelper.ts). One binary, two roles:
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
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
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

/* Writes all 'length' bytes to 'fd' (a blocking one): 0, or -1 when it takes no more. */
static int write_all(int fd, const char *bytes, size_t length) {
  for (size_t done = 0; done < length;) {
    ssize_t put = write(fd, bytes + done, length - done);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return -1;
    done += (size_t)put;
  }
  return 0;
}

/* Reads one line from 'fd' a byte at a time (nothing past it is taken), without its newline:
   its length; -1 at the end of 'fd' before any byte; -2 for a line cut short or too long. */
static ssize_t read_line(int fd, char *line, size_t size) {
  size_t length = 0;
  for (;;) {
    if (length == size - 1) return -2;
    ssize_t got = read(fd, line + length, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return length == 0 ? -1 : -2;
    if (line[length] == '\n') break;
    length++;
  }
  line[length] = 0;
  return (ssize_t)length;
}

static void pump(int in, int out) {
  static char buffer[1 << 16];
  for (;;) {
    ssize_t got = read(in, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0 || write_all(out, buffer, (size_t)got) != 0) _exit(0);
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
    if (read_line(control, name, sizeof name) < 0) _exit(0);
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

static int serve_cases(pid_t child, int link, int reports, uid_t uid);

/*
 * argv: host|series <uid> <seccomp file|-> <cpu soft> <cpu hard> <fsize> <stack> <nproc>
 *       <address space|-> <cgroup.procs files...> -- <bwrap> <args...>
 * host, fd 5: the input's name, a line written when the run is let go.
 * series, fd 5: a line per case (see serve_cases).
 */
static int host(int argc, char **argv, int series) {
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
  /* A series may end its sandbox by killing bwrap's monitor: the sandbox's pid 1 then comes here to be reaped. */
  if (series && prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) die("subreaper");

  /* Node's stdio are socketpairs, which /dev/stdin and /dev/stdout cannot reopen: real pipes,
     owned by the slot uid so that the program may reopen them. A series has its cases' instead,
     passed to the sandbox's pid 1 over 'link' case by case. */
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1}, link[2] = {-1, -1};
  pid_t pumps[3] = {-1, -1, -1};
  if (series) {
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, link)) die("socketpair");
  } else {
    if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC)) die("pipe");
    if (fchown(in[0], uid, uid) || fchown(out[0], uid, uid) || fchown(err[0], uid, uid)) die("fchown");
    pumps[0] = start_input_pump(5, in[1]);
    pumps[1] = start_pump(out[0], 1);
    pumps[2] = start_pump(err[0], 2);
    close(5);
    close(in[1]);
    close(out[0]);
    close(err[0]);
  }

  pid_t child = fork();
  if (child < 0) die("fork");
  if (child == 0) {
    signal(SIGPIPE, SIG_DFL);
    /* bwrap's monitor keeps its stdio until the sandbox is torn down, and closes every other
       descriptor: the program's pipes go to pid 1 as fds 10-12, so that they close as soon as the
       program's processes are gone, not after the teardown. bwrap's own messages (and this
       helper's, from here) go on fd 3, before the start marker. */
    int devnull = open("/dev/null", O_RDWR);
    if (devnull < 0) _exit(125);
    if (series) {
      /* The link to the host, as fd 10 of pid 1. */
      int own = fcntl(link[1], F_DUPFD, 20);
      if (own < 0 || dup2(own, 10) < 0) _exit(125);
      close(11);
      close(12);
    } else {
      int program_in = fcntl(in[0], F_DUPFD, 20), program_out = fcntl(out[1], F_DUPFD, 20), program_err = fcntl(err[1], F_DUPFD, 20);
      if (program_in < 0 || program_out < 0 || program_err < 0) _exit(125);
      if (dup2(program_in, 10) < 0 || dup2(program_out, 11) < 0 || dup2(program_err, 12) < 0) _exit(125);
    }
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
  /* A series' reports go to the judge through this process, once a case's output is all in its files. */
  int reports = series ? fcntl(3, F_DUPFD_CLOEXEC, 20) : -1;
  if (series && reports < 0) die("dup");
  if (series) {
    close(link[1]);
  } else {
    close(in[0]);
    close(out[1]);
    close(err[1]);
  }
  close(0);
  close(3);
  close(4);
  /* The judge's stdout and stderr are the pumps' alone now: they end when the program's output
     does. A series writes its cases' output to files: they end here. */
  int devnull = open("/dev/null", O_RDWR);
  if (devnull < 0 || dup2(devnull, 1) < 0 || dup2(devnull, 2) < 0) return 125;
  close(devnull);
  if (series) serve_cases(child, link[0], reports, uid);
  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) die("waitpid");
  }
  /* What bwrap's monitor left when it was killed (its pid 1) came to this subreaper. */
  while (series && (waitpid(-1, NULL, 0) > 0 || errno == EINTR)) {
  }
  /* The input's pump may still wait for a name that will never come (a run ended unstarted), or
     hold input the program never read: it is this helper's own child, and done with. */
  for (int i = 0; i < 3; i++) {
    if (pumps[i] < 0) continue;
    if (i == 0) kill(pumps[0], SIGKILL);
    while (waitpid(pumps[i], NULL, 0) < 0 && errno == EINTR) {
    }
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 128 + WTERMSIG(status);
}

/* A case as the host sends it to a series' pid 1: one byte, and the program's stdin, stdout and
   stderr as SCM_RIGHTS. */
struct case_message {
  struct msghdr header;
  struct iovec part;
  char go;
  union {
    char bytes[CMSG_SPACE(3 * sizeof(int))];
    struct cmsghdr align;
  } control;
};

static void case_message(struct case_message *message) {
  memset(message, 0, sizeof *message);
  message->go = 'g';
  message->part.iov_base = &message->go;
  message->part.iov_len = 1;
  message->header.msg_iov = &message->part;
  message->header.msg_iovlen = 1;
  message->header.msg_control = message->control.bytes;
  message->header.msg_controllen = sizeof message->control.bytes;
}

/* Writes what fits of 'got' bytes into 'file', which keeps at most 'cap' (of 'kept' so far). */
static void keep(int file, const char *bytes, ssize_t got, size_t cap, size_t *kept) {
  size_t room = cap - *kept, take = (size_t)got < room ? (size_t)got : room;
  if (take > 0 && write_all(file, bytes, take) == 0) *kept += take;
}

/*
 * The host's side of a series (see serve). Each case is a line on fd 5:
 *   <input file>\t<stdout file>\t<stderr file>\t<stdout bytes>\t<stderr bytes>
 * It opens the files as root, gives the program pipes owned by the slot uid (as host mode does),
 * sends their ends to the sandbox's pid 1 over 'link', pumps the input in and the output out into
 * the files, and passes pid 1's report of the case on to the judge (fd 3) once the output is in.
 * stdout is kept to one byte over its limit: passing it ends the sandbox (as the judge would end
 * a run). stderr past its bytes is read and dropped. The end of fd 5 ends the series:
 * the link closes and pid 1 exits. A line it cannot carry out ends the sandbox.
 */
static int serve_cases(pid_t child, int link, int reports, uid_t uid) {
  static char line[3 * 4096 + 64];
  static char buffer[1 << 16], output[1 << 16], report_text[256];
  for (;;) {
    ssize_t length = read_line(5, line, sizeof line);
    if (length == -1) goto done;
    if (length < 0) goto fail;
    char *field[5] = {line};
    for (int i = 1; i < 5; i++) {
      field[i] = strchr(field[i - 1], '\t');
      if (!field[i]) goto fail;
      *field[i]++ = 0;
    }
    size_t caps[2] = {(size_t)number(field[3]) + 1, (size_t)number(field[4])};
    int source = open(field[0], O_RDONLY | O_CLOEXEC);
    int files[2] = {open(field[1], O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600),
                    open(field[2], O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600)};
    int in[2], out[2], err[2];
    if (source < 0 || files[0] < 0 || files[1] < 0) goto fail;
    if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC)) goto fail;
    if (fchown(in[0], uid, uid) || fchown(out[1], uid, uid) || fchown(err[1], uid, uid)) goto fail;
    int fds[3] = {in[0], out[1], err[1]};
    struct case_message message;
    case_message(&message);
    struct cmsghdr *header = CMSG_FIRSTHDR(&message.header);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof fds);
    memcpy(CMSG_DATA(header), fds, sizeof fds);
    /* Refused when pid 1 is gone: the sandbox is over. */
    while (sendmsg(link, &message.header, MSG_NOSIGNAL) < 0) {
      if (errno != EINTR) goto done;
    }
    for (int i = 0; i < 3; i++) close(fds[i]);
    fcntl(in[1], F_SETFL, O_NONBLOCK);
    /* The input, the output, the errors and pid 1's report at once: a program may write before it
       reads, and the report comes once the program and all it left are gone. */
    struct pollfd ends[4] = {{in[1], POLLOUT, 0}, {out[0], POLLIN, 0}, {err[0], POLLIN, 0}, {link, POLLIN, 0}};
    size_t kept[2] = {0, 0};
    ssize_t pending = 0, sent = 0, report = 0;
    while (ends[0].fd >= 0 || ends[1].fd >= 0 || ends[2].fd >= 0 || ends[3].fd >= 0) {
      if (poll(ends, 4, -1) < 0) {
        if (errno == EINTR) continue;
        goto fail;
      }
      if (ends[0].fd >= 0 && ends[0].revents) {
        if (sent == pending) {
          pending = read(source, buffer, sizeof buffer);
          sent = 0;
        }
        ssize_t put = pending > 0 ? write(in[1], buffer + sent, (size_t)(pending - sent)) : 0;
        if (put > 0) {
          sent += put;
        } else if (!(put < 0 && (errno == EAGAIN || errno == EINTR))) {
          close(in[1]);
          ends[0].fd = -1;
        }
      }
      for (int i = 1; i < 3; i++) {
        if (ends[i].fd < 0 || !ends[i].revents) continue;
        ssize_t got = read(ends[i].fd, output, sizeof output);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) {
          close(ends[i].fd);
          ends[i].fd = -1;
          continue;
        }
        keep(files[i - 1], output, got, caps[i - 1], &kept[i - 1]);
        if (i == 1 && kept[0] == caps[0]) goto fail;
      }
      if (ends[3].fd >= 0 && ends[3].revents) {
        report = recv(link, report_text, sizeof report_text, 0);
        if (report < 0 && errno == EINTR) continue;
        /* Pid 1 is gone (the judge ended the sandbox): so is every process of the case. */
        if (report <= 0) goto done;
        ends[3].fd = -1;
      }
    }
    if (write_all(reports, report_text, (size_t)report) != 0) goto fail;
    close(source);
    close(files[0]);
    close(files[1]);
  }
fail:
  /* bwrap's monitor: the sandbox's pid 1 dies with it (--die-with-parent), and is reaped here. */
  kill(child, SIGKILL);
done:
  close(link);
  return 0;
}

static double seconds(struct timeval t) { return (double)t.tv_sec + (double)t.tv_usec / 1e6; }

/*
 * Forks and execs the program on 'in', 'out' and 'err' (closed here once it has them), and reaps it
 * and every process it left behind, which are killed when it ends, as they would be when pid 1
 * exits, but now: its output's pipes close, and the judge has the whole run before the sandbox is
 * torn down. Returns its exit status (128 + the signal that killed it), or -1; 'cpu' is the CPU
 * time of it and of the processes it left behind; 'ended' (when given) the moment it was reaped,
 * in nanoseconds of CLOCK_MONOTONIC, the host's clock (a sandbox has no time namespace), so the
 * ends of two sandboxes' programs compare.
 */
static int run_program(char **argv, int in, int out, int err, double *cpu, long long *ended_ns) {
  pid_t program = fork();
  if (program < 0) return -1;
  if (program == 0) {
    if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) _exit(125);
    close_from(3);
    execvp(argv[0], argv);
    dprintf(2, "%s: %s\n", argv[0], strerror(errno));
    _exit(errno == ENOENT ? 127 : 126);
  }
  close(in);
  close(out);
  close(err);
  *cpu = 0;
  int status = 0, ended = 0;
  for (;;) {
    struct rusage usage;
    int reaped_status;
    pid_t reaped = wait4(-1, &reaped_status, 0, &usage);
    if (reaped < 0) {
      if (errno == EINTR) continue;
      if (errno == ECHILD && ended) break;
      return -1;
    }
    *cpu += seconds(usage.ru_utime) + seconds(usage.ru_stime);
    if (reaped == program) {
      status = reaped_status;
      ended = 1;
      struct timespec now;
      if (ended_ns && clock_gettime(CLOCK_MONOTONIC, &now) == 0) *ended_ns = (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
    }
    /* Again after each: a process forked while the last kill went round would escape it. */
    if (ended) kill(-1, SIGKILL);
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* argv: init <program> <args...> (as pid 1 of the sandbox, fd 3 the channel to and from the judge).
   Undumpable, as serve is: the program runs as its uid, and would otherwise read or write its
   memory through /proc/1/mem (to forge the report it writes). The exec'd program is dumpable. */
static int init(int argc, char **argv) {
  if (argc < 3 || prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) return 125;
  if (write(3, "1", 1) != 1) return 125;
  /* Ready: the program starts when the judge lets it go (a line on fd 3); end of file, never. */
  for (;;) {
    char go;
    ssize_t got = read(3, &go, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return 125;
    if (go == '\n') break;
  }
  double cpu;
  long long ended_ns = 0;
  int code = run_program(argv + 2, 10, 11, 12, &cpu, &ended_ns);
  if (code < 0) return 125;
  dprintf(3, "\nended %lld\ncpu %.6f\nstatus %d\n", ended_ns, cpu, code);
  return code;
}

/* Empties a directory the program could write, whatever it made of it (modes, nesting); 0 when
   nothing is left, -1 at the first thing it cannot remove. Takes 'dir'. */
static int empty_dir(int dir, int depth) {
  DIR *listing = depth <= 32 ? fdopendir(dir) : NULL;
  if (!listing) {
    close(dir);
    return -1;
  }
  int failed = 0, removed;
  /* Until a pass finds nothing: one that removed entries may have been shown only some of them. */
  do {
    removed = 0;
    rewinddir(listing);
    struct dirent *entry;
    while (!failed && (entry = readdir(listing))) {
      if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
      if (unlinkat(dir, entry->d_name, 0) != 0) {
        if (errno != EISDIR) {
          failed = 1;
          break;
        }
        /* Opened up (0700) to be emptied, whatever mode the program left it. Every directory here
           is the sandbox's one uid's: one whose mode cannot be changed (read-only, gone) could not
           be emptied either. */
        if (fchmodat(dir, entry->d_name, 0700, 0) != 0) {
          failed = 1;
          break;
        }
        int sub = openat(dir, entry->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub < 0 || empty_dir(sub, depth + 1) != 0 || unlinkat(dir, entry->d_name, AT_REMOVEDIR) != 0) failed = 1;
      }
      removed++;
    }
  } while (!failed && removed > 0);
  closedir(listing);
  return failed ? -1 : 0;
}

/* A writable tmpfs of the sandbox emptied and its mode put back (the program may have changed it). */
static int reset_dir(const char *path, mode_t mode) {
  if (chmod(path, 0700) != 0) return -1;
  int dir = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (dir < 0 || empty_dir(dir, 0) != 0) return -1;
  return chmod(path, mode & 07777);
}

/* Removes every System V IPC object of one kind the sandbox's IPC namespace holds (all the program's). */
static int remove_ipc(const char *table, int kind) {
  FILE *listing = fopen(table, "re");
  if (!listing) return -1;
  char rest[1024];
  int left = 0;
  if (fgets(rest, sizeof rest, listing)) {
    long key;
    int id;
    while (fscanf(listing, "%ld %d", &key, &id) == 2) {
      int removed = kind == 0 ? shmctl(id, IPC_RMID, NULL) : kind == 1 ? semctl(id, 0, IPC_RMID) : msgctl(id, IPC_RMID, NULL);
      if (removed != 0) left++;
      if (!fgets(rest, sizeof rest, listing)) break;
    }
  }
  fclose(listing);
  return left ? -1 : 0;
}

/*
 * argv: serve <program> <args...>: pid 1 of a series' sandbox, which runs one judge call's cases
 * one after another. Writes the start marker to fd 3; then for each case the host sends on fd 10
 * (the program's stdin, stdout and stderr), runs the program as init does, kills and reaps what it
 * left, empties /tmp and /dev/shm, removes its IPC objects, and reports its CPU time and status
 * back on fd 10 (the host passes the report on once it has the case's whole output). Nothing of a
 * case reaches the next: no process, no file, no IPC object (POSIX message queues and keyrings
 * are refused by the seccomp filter). If the sandbox cannot be put back as it was, the report says
 * "last" before the status and pid 1 exits: the next case gets a new sandbox. The end of fd 10
 * ends the series.
 */
static int serve(int argc, char **argv) {
  /* It runs as the program's uid and outlives its cases: undumpable, no case may write its memory
     through /proc/1/mem (to carry something to the next case, or forge a report) nor read it. A
     forked program is dumpable again once it execs. */
  if (argc < 3 || prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) return 125;
  struct stat tmp, shm;
  int has_shm = stat("/dev/shm", &shm) == 0;
  if (stat("/tmp", &tmp) != 0) return 125;
  if (write(3, "1", 1) != 1) return 125;
  for (;;) {
    int fds[3];
    struct case_message message;
    case_message(&message);
    ssize_t got = recvmsg(10, &message.header, MSG_CMSG_CLOEXEC);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return 0;
    struct cmsghdr *header = CMSG_FIRSTHDR(&message.header);
    if (!header || header->cmsg_type != SCM_RIGHTS || header->cmsg_len != CMSG_LEN(sizeof fds)) return 125;
    memcpy(fds, CMSG_DATA(header), sizeof fds);
    double cpu;
    int code = run_program(argv + 2, fds[0], fds[1], fds[2], &cpu, NULL);
    if (code < 0) return 125;
    int clean = reset_dir("/tmp", tmp.st_mode) == 0 && (!has_shm || reset_dir("/dev/shm", shm.st_mode) == 0) &&
                remove_ipc("/proc/sysvipc/shm", 0) == 0 && remove_ipc("/proc/sysvipc/sem", 1) == 0 &&
                remove_ipc("/proc/sysvipc/msg", 2) == 0;
    char report[128];
    int length = snprintf(report, sizeof report, "\ncpu %.6f\n%sstatus %d\n", cpu, clean ? "" : "last\n", code);
    if (send(10, report, (size_t)length, MSG_NOSIGNAL) != length) return 125;
    if (!clean) return 125;
  }
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "host") == 0) return host(argc, argv, 0);
  if (argc > 1 && strcmp(argv[1], "series") == 0) return host(argc, argv, 1);
  if (argc > 1 && strcmp(argv[1], "init") == 0) return init(argc, argv);
  if (argc > 1 && strcmp(argv[1], "serve") == 0) return serve(argc, argv);
  dprintf(2, "forge-run: host, series, init or serve\n");
  return 125;
}
