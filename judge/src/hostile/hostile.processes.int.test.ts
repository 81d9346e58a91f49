/**
 * Hostile programs against the judge's process limit: fork bombs and daemons that try to outlive
 * their run, judged through the real sandbox, then the host is checked for leftovers (hostWatch);
 * and a fork bomb in one judge beside a second judge on the same machine.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Status, type LanguageId } from '../api';
import { createJudge } from '../index';
import { hello, languages, marked } from './hostilePrograms';
import { listProcs } from './hostProcesses';
import { fast, finalHostCheck, runtimeErrors, table, type Row } from './hostileRows';
import { hostileSuite, type Hostile } from './hostileSuite';
import { expectHostUntouched } from './hostWatch';
import { c, python } from './processPrograms';

const suite = hostileSuite('proc');

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
};

const tle = Status.TimeLimitExceeded;

type ProcessAttacks = Readonly<Record<'forkBomb' | 'daemon', (h: Hostile) => string>>;
const everyLanguage: Readonly<Record<LanguageId, ProcessAttacks>> = { cpp, java, javascript: js, python, c };

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
  // Fork bombs, in every language (issue 32: the same rows for every language): runtime error or TLE, nothing left behind (checked after every row).
  ...languages.map((language): Row => ({
    name: 'fork bomb: processes (and threads) forever',
    language,
    code: everyLanguage[language].forkBomb,
    limits: fast,
    status: [tle, ...runtimeErrors],
    withinMs: 15_000,
    before: requireProcessCap,
  })),
  // Daemons: the program answers and exits, leaving a setsid'd or detached, signal-ignoring child behind; it must not survive.
  ...languages.map((language): Row => ({
    name: 'escaping daemon: a detached child that ignores signals',
    language,
    code: everyLanguage[language].daemon,
    status: Status.Accepted,
    withinMs: 10_000,
  })),
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
