/**
 * Hostile programs against what the kernel shares: signals to every process they can reach (the
 * judge, pid 1, the host's processes), system calls a judged program never needs, and what one case
 * leaves for the next (files, shared memory, processes). Each row is judged through the real
 * sandbox, then the host is checked (hostWatch); last, the judge must still judge an honest program.
 */
import { Status, type LanguageId } from '../api';
import { deniedSyscalls } from '../sandbox/seccomp';
import { languages } from './hostilePrograms';
import { finalHostCheck, honestRows, table, type Row } from './hostileRows';
import { hostileSuite, type Hostile } from './hostileSuite';

const suite = hostileSuite('kern');

// ---------------------------------------------------------------------------------------------
// Killing: kill(-1), the parent, pid 1, the sentinel and the test process (pids given on stdin).
// Only run against a sandbox that hides the host's processes: anywhere else kill(-1) would take
// the host down with it.
// ---------------------------------------------------------------------------------------------

const killPrograms: Record<LanguageId, string> = {
  cpp: String.raw`#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <unistd.h>
static void attempt(const char* what, pid_t pid, int sig) {
  int r = kill(pid, sig);
  std::fprintf(stderr, "%s: %s\n", what, r == 0 ? "sent" : std::strerror(errno));
}
int main() {
  long sentinel = 0, test = 0;
  if (std::scanf("%ld %ld", &sentinel, &test) != 2) return 3;
  attempt("kill(-1, SIGKILL)", -1, SIGKILL);
  attempt("kill(getppid(), SIGKILL)", getppid(), SIGKILL);
  attempt("kill(1, SIGKILL)", 1, SIGKILL);
  attempt("kill(sentinel, SIGKILL)", (pid_t)sentinel, SIGKILL);
  attempt("kill(test, SIGKILL)", (pid_t)test, SIGKILL);
  usleep(200000);
  std::printf("42\n");
}
`,
  java: String.raw`import java.util.Scanner;
import java.util.function.BooleanSupplier;
public class Main {
  static String attempt(BooleanSupplier s) {
    try { return s.getAsBoolean() ? "sent" : "refused"; } catch (Throwable t) { return t.toString(); }
  }
  public static void main(String[] args) throws Exception {
    Scanner in = new Scanner(System.in);
    long sentinel = in.nextLong(), test = in.nextLong();
    long me = ProcessHandle.current().pid();
    ProcessHandle.allProcesses().filter(p -> p.pid() != me).forEach(p -> System.err.println("kill " + p.pid() + ": " + attempt(p::destroyForcibly)));
    ProcessHandle.current().parent().ifPresent(p -> System.err.println("kill parent: " + attempt(p::destroyForcibly)));
    for (long pid : new long[] {1, sentinel, test}) ProcessHandle.of(pid).ifPresent(p -> System.err.println("kill " + pid + ": " + attempt(p::destroyForcibly)));
    Thread.sleep(200);
    System.out.println("42");
  }
}
`,
  javascript: String.raw`const [sentinel, test] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const attempt = (what, pid, sig) => {
  try { process.kill(pid, sig); process.stderr.write(what + ': sent\n'); } catch (e) { process.stderr.write(what + ': ' + e.code + '\n'); }
};
attempt('kill(-1, SIGKILL)', -1, 'SIGKILL');
attempt('kill(ppid, SIGKILL)', process.ppid, 'SIGKILL');
attempt('kill(1, SIGKILL)', 1, 'SIGKILL');
attempt('kill(sentinel, SIGKILL)', sentinel, 'SIGKILL');
attempt('kill(test, SIGKILL)', test, 'SIGKILL');
setTimeout(() => console.log('42'), 200);
`,
  python: String.raw`import os, signal, sys, time
sentinel, test = map(int, sys.stdin.read().split())
def attempt(what, pid):
    try:
        os.kill(pid, signal.SIGKILL)
        sys.stderr.write(what + ': sent\n')
    except OSError as e:
        sys.stderr.write(what + ': ' + e.strerror + '\n')
attempt('kill(-1, SIGKILL)', -1)
attempt('kill(ppid, SIGKILL)', os.getppid())
attempt('kill(1, SIGKILL)', 1)
attempt('kill(sentinel, SIGKILL)', sentinel)
attempt('kill(test, SIGKILL)', test)
time.sleep(0.2)
print(42)
`,
  c: String.raw`#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static void attempt(const char *what, pid_t pid) {
  int r = kill(pid, SIGKILL);
  fprintf(stderr, "%s: %s\n", what, r == 0 ? "sent" : strerror(errno));
}
int main(void) {
  long sentinel = 0, test = 0;
  if (scanf("%ld %ld", &sentinel, &test) != 2) return 3;
  attempt("kill(-1, SIGKILL)", -1);
  attempt("kill(getppid(), SIGKILL)", getppid());
  attempt("kill(1, SIGKILL)", 1);
  attempt("kill(sentinel, SIGKILL)", (pid_t)sentinel);
  attempt("kill(test, SIGKILL)", (pid_t)test);
  usleep(200000);
  printf("42\n");
}
`,
};

const stopEverything = String.raw`#include <csignal>
#include <cstdio>
#include <unistd.h>
int main() {
  long sentinel = 0, test = 0;
  if (std::scanf("%ld %ld", &sentinel, &test) != 2) return 3;
  kill(getppid(), SIGSTOP);
  kill(1, SIGSTOP);
  kill((pid_t)sentinel, SIGSTOP);
  kill((pid_t)test, SIGSTOP);
  signal(SIGTERM, SIG_IGN);
  kill(-1, SIGSTOP);                        // everything it can reach, frozen rather than killed
  std::printf("42\n");
}
`;

const requireHiddenHost = (language: LanguageId) => async (h: Hostile) => {
  const probe = await h.sandboxSeesHost(language);
  if (probe.sees) throw new Error(`refusing to run a kill attack: the sandbox shows the program the host's processes (${probe.detail})`);
};

function killRow(language: LanguageId): Row {
  return {
    name: 'kills every process it can (kill(-1)), its parent, pid 1, the sentinel and the test process',
    language,
    code: killPrograms[language],
    tests: (h) => [{ input: `${h.sentinel.pid} ${h.testPid}\n`, expectedOutput: '42' }],
    status: Status.Accepted,
    withinMs: 10_000,
    before: requireHiddenHost(language),
    check: (_r, h) => {
      expect(h.sentinel.exitCode).toBeNull();
      expect(h.sentinel.signalCode).toBeNull();
      expect(() => process.kill(h.sentinel.pid as number, 0)).not.toThrow();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// System calls a judged program never needs: io_uring, ptrace, perf, eBPF, keyrings, userfaultfd,
// mounting, namespaces, modules, clocks... Each is called (with arguments that are harmless, or
// wrong on purpose: seccomp answers before the kernel looks at them) and must be refused, EPERM.
// ---------------------------------------------------------------------------------------------

const forbiddenCalls = (h: Hostile) => String.raw`#include <cerrno>
#include <cstdio>
#include <unistd.h>
#include <sys/syscall.h>
int main() {
  struct { const char* name; long nr; } calls[] = {
${Object.entries(deniedSyscalls)
  .map(([name, nr]) => `    {"${name}", ${nr}},`)
  .join('\n')}
    {"x32 getpid", 0x40000000 | 39},
  };
  int refused = 0, total = 0;
  for (auto& call : calls) {
    total++;
    errno = 0;
    long result = syscall(call.nr, 0, 0, 0, 0, 0, 0);
    if (result == -1 && errno == EPERM) refused++;
    else std::printf("%s: result %ld errno %d\n", call.name, result, errno);
  }
  std::printf("refused %d of %d /* ${h.marker} */\n", refused, total);
}
`;

const syscallRow: Row = {
  name: 'calls io_uring, ptrace, perf_event_open, bpf, keyctl, userfaultfd, mount, unshare and every other refused system call',
  language: 'cpp',
  code: forbiddenCalls,
  tests: [{ input: '', expectedOutput: `refused ${Object.keys(deniedSyscalls).length + 1} of ${Object.keys(deniedSyscalls).length + 1}` }],
  status: Status.WrongAnswer,
  withinMs: 10_000,
  check: (r) => {
    const total = Object.keys(deniedSyscalls).length + 1;
    // Every line but the last names a call that got through; there must be none.
    expect(r.tests[0]?.stdout.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^refused ${total} of ${total} `))]);
  },
};

// ---------------------------------------------------------------------------------------------
// One judge call's cases share a sandbox per slot: each looks for what an earlier case (its
// input, the secret) may have left, and leaves it everywhere it can before it answers.

const carryOver = String.raw`#include <bits/stdc++.h>
#include <dirent.h>
#include <sys/shm.h>
#include <unistd.h>
int main() {
  std::string secret;
  std::cin >> secret;
  std::vector<std::string> found;
  for (const char *path : {"/tmp/carried", "/dev/shm/carried"}) {
    std::ifstream file(path);
    std::string text;
    if (file >> text) found.push_back(std::string(path) + " " + text);
  }
  int segment = shmget(0x5eed, 64, 0);
  if (segment >= 0) {
    char *held = (char *)shmat(segment, nullptr, SHM_RDONLY);
    found.push_back(std::string("shm ") + (held == (char *)-1 ? "?" : held));
  }
  int others = 0;
  DIR *proc = opendir("/proc");
  for (dirent *entry; proc && (entry = readdir(proc));) {
    int pid = atoi(entry->d_name);
    if (pid > 1 && pid != getpid()) others++;
  }
  if (others) found.push_back("processes " + std::to_string(others));
  if (!found.empty()) {
    for (auto &what : found) std::cout << what << "\n";
    return 0;
  }
  std::ofstream("/tmp/carried") << secret;
  std::ofstream("/dev/shm/carried") << secret;
  segment = shmget(0x5eed, 64, IPC_CREAT | 0600);
  char *held = segment >= 0 ? (char *)shmat(segment, nullptr, 0) : (char *)-1;
  if (held != (char *)-1) strncpy(held, secret.c_str(), 63);
  if (fork() == 0) {
    setsid();
    for (;;) pause();
  }
  std::cout << 42 << "\n";
}
`;

const carryOverRow: Row = {
  name: 'a case finds nothing an earlier case of the same judge call left: files, shared memory, processes',
  language: 'cpp',
  code: carryOver,
  // More cases than slots: most run in a sandbox an earlier case ran in.
  tests: Array.from({ length: 8 }, (_, i) => ({ input: `hidden-input-${i}\n`, expectedOutput: '42' })),
  status: Status.Accepted,
  withinMs: 10_000,
};

const rows: Row[] = [
  ...languages.map(killRow),
  {
    name: 'stops every process it can (kill(-1, SIGSTOP)), its parent, pid 1, the sentinel and the test process',
    language: 'cpp',
    code: stopEverything,
    tests: (h) => [{ input: `${h.sentinel.pid} ${h.testPid}\n`, expectedOutput: '42' }],
    status: Status.Accepted,
    withinMs: 10_000,
    before: requireHiddenHost('cpp'),
  },
  syscallRow,
  carryOverRow,
  ...honestRows,
];

table(suite, rows);
finalHostCheck(suite);
