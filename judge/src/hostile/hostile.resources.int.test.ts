/**
 * Hostile programs against the judge's resource limits: fork bombs, escaping daemons, memory bombs,
 * busy loops, sleeping forever, output floods, filling the disk. Each row is judged through the real
 * sandbox, then the host is checked for leftovers (see hostileKit).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createJudge } from '../index';
import {
  bigFilesUnder,
  type Hostile,
  type Row,
  Status,
  expectHostUntouched,
  finalHostCheck,
  hello,
  hostileSuite,
  listProcs,
  marked,
  runtimeErrors,
  table,
} from './hostileKit';

const suite = hostileSuite('res');

/** Forks up to 200 sleeping children, then reports whether the sandbox stopped it before that. */
const processCapProgram = String.raw`#include <csignal>
#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>
int main() {
  std::vector<pid_t> kids;
  for (int i = 0; i < 200; i++) {
    pid_t p = fork();
    if (p == 0) { pause(); _exit(0); }
    if (p < 0) break;
    kids.push_back(p);
  }
  for (pid_t k : kids) kill(k, SIGKILL);
  for (pid_t k : kids) waitpid(k, nullptr, 0);
  std::printf("%s\n", kids.size() < 200 ? "capped" : "uncapped");
  std::fprintf(stderr, "forked %zu\n", kids.size());
}
`;

const forkedCount = (stderr: string): number => Number(/forked (\d+)/.exec(stderr)?.[1] ?? NaN);

/**
 * Fork bombs are only thrown at a sandbox that demonstrably caps processes (else they would hurt the
 * host). The guard only asks for a cap near the limit; the probe row asserts the limit itself.
 */
let processCap: Promise<number> | undefined;
async function requireProcessCap(h: Hostile): Promise<void> {
  processCap ??= h.judge
    .judge({
      language: 'cpp',
      code: `// ${h.marker} process cap probe\n${processCapProgram}`,
      tests: [{ input: '', expectedOutput: 'capped' }],
    })
    .then((r) => forkedCount(r.tests[0]?.stderr ?? ''));
  const forked = await processCap;
  if (!(forked < 100)) throw new Error(`refusing to run a fork bomb: a sandboxed program could fork ${forked} processes (limit 64)`);
}

const cpp = {
  forkBomb: (h: Hostile) => String.raw`#include <sys/prctl.h>
#include <unistd.h>
int main() {
  prctl(PR_SET_NAME, "${h.marker}", 0, 0, 0);
  for (;;) {
    pid_t p = fork();
    if (p == 0) prctl(PR_SET_NAME, "${h.marker}", 0, 0, 0);
  }
}
`,
  daemon: (h: Hostile) => String.raw`#include <csignal>
#include <cstdio>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>
int main() {
  pid_t p = fork();
  if (p == 0) {
    setsid();
    if (fork() != 0) _exit(0);
    prctl(PR_SET_NAME, "${h.marker}", 0, 0, 0);
    const int ignored[] = {SIGHUP, SIGTERM, SIGINT, SIGPIPE, SIGQUIT, SIGUSR1, SIGUSR2};
    for (int s : ignored) signal(s, SIG_IGN);
    close(0); close(1); close(2);
    for (;;) pause();
  }
  waitpid(p, nullptr, 0);
  usleep(200000);
  std::printf("42\n");
  return 0;
}
`,
  memoryBomb: String.raw`#include <cstdio>
#include <cstring>
#include <vector>
int main() {
  std::vector<char*> keep;
  for (int i = 0; i < 32; i++) {            // 32 x 64 MB = 2 GB, every page touched
    char* p = new char[64 << 20];
    std::memset(p, i + 1, 64 << 20);
    keep.push_back(p);
    std::fprintf(stderr, "%d MB\n", (i + 1) * 64);
  }
  std::printf("%zu\n", keep.size());
}
`,
  busyLoop: String.raw`#include <csignal>
int main() {
  signal(SIGXCPU, SIG_IGN);                 // the soft CPU limit's warning is ignored
  signal(SIGTERM, SIG_IGN);
  volatile unsigned long x = 0;
  for (;;) x++;
}
`,
  threadsBusyLoop: String.raw`#include <atomic>
#include <thread>
#include <vector>
std::atomic<unsigned long> x{0};
int main() {
  std::vector<std::thread> ts;
  for (int i = 0; i < 8; i++) ts.emplace_back([] { for (;;) x++; });
  for (auto& t : ts) t.join();
}
`,
  sleepForever: String.raw`#include <csignal>
#include <unistd.h>
int main() {
  const int ignored[] = {SIGTERM, SIGINT, SIGHUP, SIGXCPU, SIGALRM, SIGVTALRM, SIGPROF, SIGUSR1, SIGUSR2, SIGQUIT};
  for (int s : ignored) signal(s, SIG_IGN);
  for (;;) pause();
}
`,
  outputFlood: String.raw`#include <cstdio>
#include <cstring>
int main() {
  static char buf[65536];
  std::memset(buf, 'A', sizeof buf);
  for (;;) std::fwrite(buf, 1, sizeof buf, stdout);
}
`,
  outputFloodIgnoringSigxfsz: String.raw`#include <csignal>
#include <cstring>
#include <unistd.h>
int main() {
  signal(SIGXFSZ, SIG_IGN);                 // a file-size limit then only fails the write, it does not kill
  static char buf[65536];
  std::memset(buf, 'B', sizeof buf);
  for (;;) (void)!write(1, buf, sizeof buf);
}
`,
  stderrFlood: String.raw`#include <cstdio>
#include <cstring>
int main() {
  static char buf[65536];
  std::memset(buf, 'E', sizeof buf);
  for (;;) std::fwrite(buf, 1, sizeof buf, stderr);
}
`,
  diskFill: (h: Hostile) => String.raw`#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>
static long fill(const char* path, long bytes) {
  int fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
  if (fd < 0) { std::perror(path); return 0; }
  static char buf[1 << 20];
  std::memset(buf, 'D', sizeof buf);
  long done = 0;
  while (done < bytes) { ssize_t n = write(fd, buf, sizeof buf); if (n <= 0) { std::perror(path); break; } done += n; }
  close(fd);
  return done;
}
int main() {
  long a = fill("fill-${h.marker}", 1L << 30);
  long b = fill("/tmp/fill-${h.marker}", 1L << 30);
  std::fprintf(stderr, "wrote %ld + %ld bytes\n", a, b);
  std::printf("done\n");
}
`,
  /** Many files of half a megabyte (each under the file-size limit) into /dev/shm and /dev; prints MB per place. */
  devFill: (h: Hostile) => String.raw`#include <cstdio>
#include <cstring>
#include <string>
int main() {
  static char buf[512 * 1024];
  std::memset(buf, 'S', sizeof buf);
  for (const char* dir : {"/dev/shm", "/dev"}) {
    long kb = 0;
    for (int i = 0; i < 1024; i++) {
      std::string path = std::string(dir) + "/fill-${h.marker}-" + std::to_string(i);
      FILE* f = std::fopen(path.c_str(), "w");
      if (!f) break;
      bool whole = std::fwrite(buf, 1, sizeof buf, f) == sizeof buf;
      if (std::fclose(f) != 0 || !whole) break;
      kb += 512;
    }
    std::printf("%s %ld\n", dir, kb / 1024);
  }
}
`,
};

const java = {
  forkBomb: (h: Hostile) => String.raw`import java.util.*;
public class Main {
  public static void main(String[] args) throws Exception {
    if (args.length > 0) { for (;;) Thread.sleep(1000); }      // a spawned JVM: stay
    String java = ProcessHandle.current().info().command().orElse("java");
    String cp = System.getProperty("java.class.path");
    List<Process> keep = new ArrayList<>();
    int spawned = 0, failed = 0;
    for (int i = 0; i < 200; i++) {
      try {
        keep.add(new ProcessBuilder("/bin/sh", "-c", "sleep 1000; : ${h.marker}").redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).start());
        spawned++;
      } catch (Throwable t) { failed++; }
      if (i < 40) try {
        keep.add(new ProcessBuilder(java, "-Xmx16m", "-cp", cp, "Main", "${h.marker}")
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start());
        spawned++;
      } catch (Throwable t) { failed++; }
    }
    System.err.println("processes spawned " + spawned + ", failed " + failed);
    List<Thread> threads = new ArrayList<>();
    for (;;) {
      try {
        Thread t = new Thread(() -> { for (;;) { try { Thread.sleep(100000); } catch (InterruptedException e) { } } });
        t.start();
        threads.add(t);
      } catch (Throwable t) { /* keep hammering */ }
    }
  }
}
`,
  daemon: (h: Hostile) => String.raw`import java.io.File;
public class Main {
  public static void main(String[] args) throws Exception {
    if (args.length > 0) {
      Runtime.getRuntime().addShutdownHook(new Thread(() -> { for (;;) { try { Thread.sleep(1000); } catch (InterruptedException e) { } } }));
      for (;;) Thread.sleep(1000);
    }
    String java = ProcessHandle.current().info().command().orElse("java");
    try {
      new ProcessBuilder(java, "-Xmx16m", "-cp", System.getProperty("java.class.path"), "Main", "${h.marker}")
          .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    } catch (Exception e) { System.err.println(e); }
    try {
      new ProcessBuilder("/bin/sh", "-c", "trap '' HUP TERM INT; sleep 1000; : ${h.marker}")
          .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    } catch (Exception e) { System.err.println(e); }
    Thread.sleep(500);
    System.out.println("42");
    System.exit(0);
  }
}
`,
  memoryBomb: String.raw`import java.util.*;
public class Main {
  public static void main(String[] args) {
    List<long[]> keep = new ArrayList<>();
    for (int i = 0; i < 32; i++) {                // 32 x 64 MB = 2 GB, every element written
      long[] b = new long[8 << 20];
      Arrays.fill(b, i + 1);
      keep.add(b);
      System.err.println((i + 1) * 64 + " MB");
    }
    System.out.println(keep.size());
  }
}
`,
  busyLoop: String.raw`public class Main {
  static volatile long x;
  public static void main(String[] args) { for (;;) x++; }
}
`,
  sleepForever: String.raw`public class Main {
  public static void main(String[] args) {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> { for (;;) { try { Thread.sleep(1000); } catch (InterruptedException e) { } } }));
    for (;;) { try { Thread.sleep(Long.MAX_VALUE); } catch (InterruptedException e) { } }
  }
}
`,
  outputFlood: String.raw`import java.util.Arrays;
public class Main {
  public static void main(String[] args) {
    byte[] b = new byte[65536];
    Arrays.fill(b, (byte) 'A');
    for (;;) System.out.write(b, 0, b.length);      // PrintStream swallows write errors: it keeps going
  }
}
`,
};

const js = {
  forkBomb: (h: Hostile) => String.raw`const cp = require('child_process');
let spawned = 0, failed = 0, nodes = 0;
function bomb() {
  for (let i = 0; i < 20; i++) {
    try {
      const c = cp.spawn('/bin/sh', ['-c', 'sleep 1000; : ${h.marker}'], { stdio: 'ignore', detached: true });
      c.on('error', () => failed++); c.unref(); spawned++;
    } catch (e) { failed++; }
    if (nodes < 150) {
      nodes++;
      try {
        const c = cp.spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6) // ${h.marker}'], { stdio: 'ignore', detached: true });
        c.on('error', () => failed++); c.unref(); spawned++;
      } catch (e) { failed++; }
    }
  }
  setImmediate(bomb);
}
bomb();
`,
  daemon: (h: Hostile) => String.raw`const cp = require('child_process');
for (const args of [[process.execPath, ['-e', "for (const s of ['SIGTERM', 'SIGHUP', 'SIGINT']) process.on(s, () => {}); setInterval(() => {}, 1e6) // ${h.marker}"]],
                    ['/bin/sh', ['-c', "trap '' HUP TERM INT; sleep 1000; : ${h.marker}"]]]) {
  try {
    const c = cp.spawn(args[0], args[1], { detached: true, stdio: 'ignore' });
    c.on('error', (e) => process.stderr.write(String(e) + '\n'));
    c.unref();
  } catch (e) { process.stderr.write(String(e) + '\n'); }
}
setTimeout(() => console.log('42'), 500);
`,
  memoryBomb: String.raw`const keep = [];
for (let i = 0; i < 32; i++) {                 // 32 x 64 MB = 2 GB outside the V8 heap, every byte written
  keep.push(Buffer.alloc(64 << 20, i + 1));
  process.stderr.write((i + 1) * 64 + ' MB\n');
}
console.log(keep.length);
`,
  heapBomb: String.raw`const keep = [];
for (;;) keep.push(new Array(1000).fill(Math.random()));
`,
  busyLoop: String.raw`let x = 0;
for (;;) { x++; }
`,
  sleepForever: String.raw`for (const s of ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGXCPU', 'SIGUSR2']) process.on(s, () => {});
setInterval(() => {}, 1 << 30);
`,
  outputFlood: String.raw`const fs = require('fs');
const b = Buffer.alloc(65536, 65);
for (;;) { try { fs.writeSync(1, b); } catch (e) { } }
`,
  stderrFlood: String.raw`const fs = require('fs');
const b = Buffer.alloc(65536, 69);
for (;;) { try { fs.writeSync(2, b); } catch (e) { } }
`,
};

const tle = Status.TimeLimitExceeded;
const outputLimit = [Status.RuntimeErrorSIGXFSZ, Status.RuntimeErrorOther] as const;
const outputLimitText = /output|SIGXFSZ|file size/i;
const fast = { cpuSeconds: 1 } as const;
/**
 * Memory bombs get CPU enough that the memory limit, not the clock, ends them on any machine:
 * filling pages (and V8's collections near its heap limit) cost CPU, and at the default 2 s a
 * slow or busy machine ran out of time first.
 */
const memoryBomb = { cpuSeconds: 8 } as const;

/** stdout of an output flood: capped at the limit, and only the program's own bytes. */
const floodCapped = (byte: string) => (r: { tests: readonly { stdout: string }[] }) => {
  const out = r.tests[0]?.stdout ?? '';
  expect(Buffer.byteLength(out)).toBeLessThanOrEqual(1024 * 1024);
  expect(out.replaceAll(byte, '')).toBe('');
};

/** Files over 64 MB in the judge's cache (the precompiled header is one): a disk fill must add none. */
let bigBefore: string[] = [];

const rows: Row[] = [
  {
    name: 'process limit probe: fork 200 sleepers, the sandbox stops it at 64 processes (itself included)',
    language: 'cpp',
    code: processCapProgram,
    tests: [{ input: '', expectedOutput: 'capped' }],
    status: Status.Accepted,
    withinMs: 10_000,
    // 64 processes at once: the program and at most 63 children.
    check: (r) => expect(forkedCount(r.tests[0]?.stderr ?? '') + 1).toBeLessThanOrEqual(64),
  },
  // Fork bombs: runtime error or TLE, nothing left behind (checked after every row).
  {
    name: 'fork bomb: fork() forever in every process',
    language: 'cpp',
    code: cpp.forkBomb,
    limits: fast,
    status: [tle, ...runtimeErrors],
    withinMs: 15_000,
    before: requireProcessCap,
  },
  {
    name: 'fork bomb: ProcessBuilder loop (sh and JVMs), then a thread bomb',
    language: 'java',
    code: java.forkBomb,
    limits: fast,
    status: [tle, ...runtimeErrors],
    withinMs: 15_000,
    before: requireProcessCap,
  },
  {
    name: 'fork bomb: child_process.spawn loop, detached',
    language: 'javascript',
    code: js.forkBomb,
    limits: fast,
    status: [tle, ...runtimeErrors],
    withinMs: 15_000,
    before: requireProcessCap,
  },
  // Daemons: the program answers and exits, leaving a setsid'd, signal-ignoring child behind; it must not survive.
  {
    name: 'escaping daemon: double fork + setsid, ignores signals, closes stdio',
    language: 'cpp',
    code: cpp.daemon,
    status: Status.Accepted,
    withinMs: 10_000,
  },
  {
    name: 'escaping daemon: child JVM with an endless shutdown hook, and sh',
    language: 'java',
    code: java.daemon,
    status: Status.Accepted,
    withinMs: 10_000,
  },
  {
    name: 'escaping daemon: detached, unref()ed node and sh children',
    language: 'javascript',
    code: js.daemon,
    status: Status.Accepted,
    withinMs: 10_000,
  },
  // Memory bombs: a runtime error that names memory.
  {
    name: 'memory bomb: new + memset 2 GB',
    limits: memoryBomb,
    language: 'cpp',
    code: cpp.memoryBomb,
    status: runtimeErrors,
    description: /memory/i,
    withinMs: 10_000,
  },
  {
    name: 'memory bomb: 2 GB of long[] filled',
    limits: memoryBomb,
    language: 'java',
    code: java.memoryBomb,
    status: runtimeErrors,
    description: /memory/i,
    withinMs: 10_000,
  },
  {
    name: 'memory bomb: 2 GB of Buffer.alloc (off the V8 heap)',
    limits: memoryBomb,
    language: 'javascript',
    code: js.memoryBomb,
    status: runtimeErrors,
    description: /memory/i,
    withinMs: 10_000,
  },
  {
    name: 'memory bomb: the V8 heap grows forever',
    limits: memoryBomb,
    language: 'javascript',
    code: js.heapBomb,
    status: runtimeErrors,
    description: /memory/i,
    withinMs: 15_000,
  },
  // Busy loops: TLE about when the CPU limit (1 s here) runs out.
  {
    name: 'busy loop ignoring SIGXCPU and SIGTERM',
    language: 'cpp',
    code: cpp.busyLoop,
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 6_000,
  },
  {
    name: 'busy loop in 8 threads (CPU time of the whole process)',
    language: 'cpp',
    code: cpp.threadsBusyLoop,
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 6_000,
  },
  { name: 'busy loop', language: 'java', code: java.busyLoop, limits: fast, status: tle, description: /time/i, withinMs: 6_000 },
  { name: 'busy loop', language: 'javascript', code: js.busyLoop, limits: fast, status: tle, description: /time/i, withinMs: 6_000 },
  // Sleeping forever: TLE by the wall clock, well under 15 s.
  {
    name: 'sleeps forever in pause(), ignoring every catchable signal',
    language: 'cpp',
    code: cpp.sleepForever,
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 12_000,
  },
  {
    name: 'sleeps forever, with a shutdown hook that never ends',
    language: 'java',
    code: java.sleepForever,
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 12_000,
  },
  {
    name: 'sleeps forever on a timer, ignoring signals',
    language: 'javascript',
    code: js.sleepForever,
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 12_000,
  },
  // Output floods: the output-limit verdict, stdout capped at the limit (1 MB).
  {
    name: 'output flood: fwrite forever',
    language: 'cpp',
    code: cpp.outputFlood,
    limits: fast,
    status: outputLimit,
    description: outputLimitText,
    withinMs: 8_000,
    check: floodCapped('A'),
  },
  {
    name: 'output flood: write() forever, SIGXFSZ ignored',
    language: 'cpp',
    code: cpp.outputFloodIgnoringSigxfsz,
    limits: fast,
    status: outputLimit,
    description: outputLimitText,
    withinMs: 8_000,
    check: floodCapped('B'),
  },
  {
    name: 'output flood: System.out.write forever (errors swallowed)',
    language: 'java',
    code: java.outputFlood,
    limits: fast,
    status: outputLimit,
    description: outputLimitText,
    withinMs: 8_000,
    check: floodCapped('A'),
  },
  {
    name: 'output flood: fs.writeSync(1) forever, errors ignored',
    language: 'javascript',
    code: js.outputFlood,
    limits: fast,
    status: outputLimit,
    description: outputLimitText,
    withinMs: 8_000,
    check: floodCapped('A'),
  },
  // stderr floods: stopped by the clock or the output limit, stderr capped to a few kB.
  { name: 'stderr flood', language: 'cpp', code: cpp.stderrFlood, limits: fast, status: [tle, ...outputLimit], withinMs: 8_000 },
  { name: 'stderr flood', language: 'javascript', code: js.stderrFlood, limits: fast, status: [tle, ...outputLimit], withinMs: 8_000 },
  // Filling the disk: 1 GB into its cwd and 1 GB into /tmp; whatever the verdict, nothing big is left on the host.
  {
    name: 'disk fill: 1 GB into its cwd and 1 GB into /tmp',
    language: 'cpp',
    code: cpp.diskFill,
    tests: [{ input: '', expectedOutput: 'done' }],
    status: [Status.Accepted, ...runtimeErrors],
    withinMs: 15_000,
    before: async (h) => {
      bigBefore = bigFilesUnder(h.cacheDir);
    },
    check: (_r, h) => {
      expect(bigFilesUnder(h.cacheDir).filter((p) => !bigBefore.includes(p))).toEqual([]);
      expect(fs.existsSync(`/tmp/fill-${h.marker}`)).toBe(false);
    },
  },
  // /dev is a tmpfs (memory) that bwrap makes without a size: 512 MB of small files must not fit.
  {
    name: 'memory fill through /dev/shm and /dev: 512 MB each in small files',
    language: 'cpp',
    code: cpp.devFill,
    tests: [{ input: '', expectedOutput: 'unbounded' }],
    status: Status.WrongAnswer,
    withinMs: 15_000,
    check: (result) => {
      const mb = Object.fromEntries([...(result.tests[0]?.stdout ?? '').matchAll(/^(\S+) (\d+)$/gm)].map(([, dir, n]) => [dir, Number(n)]));
      expect(mb['/dev/shm']).toBeLessThanOrEqual(64);
      expect(mb['/dev']).toBe(0);
    },
  },
];

table(suite, rows);

/**
 * Judges share a machine: docker-compose runs two judge replicas, jest runs test files side by side.
 * A fork bomb held in one judge's sandbox must not make the other judge's compiles or runs fail.
 */
describe('beside a second judge on the same machine', () => {
  it("a fork bomb in one judge does not fail the other judge's compile and runs", async () => {
    const h = suite();
    await requireProcessCap(h);
    const otherCache = fs.mkdtempSync(path.join(os.tmpdir(), 'forge-hostile-cache-res2-'));
    const otherLog: string[] = [];
    const other = await createJudge({ cacheDir: otherCache, log: (line) => otherLog.push(line) });
    await other.warmed;
    try {
      const bomb = h.judge.judge({
        language: 'cpp',
        code: marked(h, 'cpp', 'fork bomb beside another judge', cpp.forkBomb(h)),
        tests: [{ input: '', expectedOutput: '42' }],
        limits: { cpuSeconds: 4 },
      });
      // Until the bomb holds its processes (they carry the marker as their name).
      const deadline = Date.now() + 20_000;
      while (listProcs().filter((p) => p.comm === h.marker).length < 20 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      const bombing = listProcs().filter((p) => p.comm === h.marker).length;
      const victim = await other.judge({
        language: 'cpp',
        code: marked(h, 'cpp', 'honest program beside a fork bomb', hello.cpp),
        tests: [
          { input: '', expectedOutput: '42' },
          { input: '', expectedOutput: '42' },
        ],
      });
      const bombed = await bomb;
      expect(bombing).toBeGreaterThanOrEqual(20);
      expect([Status.TimeLimitExceeded, ...runtimeErrors]).toContain(bombed.statusId);
      const seen = { status: victim.statusId, description: victim.description, tests: victim.tests.map((t) => t.statusId) };
      if (victim.statusId !== Status.Accepted) {
        throw new Error(
          `the other judge answered ${JSON.stringify(seen)} while ${bombing} bomb processes ran; its log:\n  ${otherLog.slice(-6).join('\n  ')}`,
        );
      }
      expect(seen).toEqual({ status: Status.Accepted, description: 'Accepted', tests: [Status.Accepted, Status.Accepted] });
    } finally {
      await other.close();
      fs.rmSync(otherCache, { recursive: true, force: true });
    }
    await expectHostUntouched(h, 'fork bomb beside another judge');
  }, 120_000);
});

finalHostCheck(suite);
