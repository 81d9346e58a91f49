/**
 * Hostile programs against the judge's clocks and output limits: busy loops (in threads, ignoring
 * SIGXCPU), sleeping forever, and flooding stdout and stderr. Each row is judged through the real
 * sandbox, then the host is checked for leftovers (hostWatch).
 */
import { Status } from '../api';
import { fast, finalHostCheck, table, type Row } from './hostileRows';
import { hostileSuite } from './hostileSuite';

const suite = hostileSuite('tout');

const cpp = {
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
};

const java = {
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

/** stdout of an output flood: capped at the limit, and only the program's own bytes. */
const floodCapped = (byte: string) => (r: { tests: readonly { stdout: string }[] }) => {
  const out = r.tests[0]?.stdout ?? '';
  expect(Buffer.byteLength(out)).toBeLessThanOrEqual(1024 * 1024);
  expect(out.replaceAll(byte, '')).toBe('');
};

const rows: Row[] = [
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
  // Python and C (issue 32): the same limits hold.
  {
    name: 'busy loop',
    language: 'python',
    code: 'while True:\n    pass\n',
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 6_000,
  },
  {
    name: 'busy loop',
    language: 'c',
    code: 'int main(void) { volatile unsigned long x = 0; for (;;) x++; }\n',
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 6_000,
  },
  {
    name: 'sleeps forever, ignoring signals',
    language: 'python',
    code: 'import signal, time\nfor s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGXCPU):\n    signal.signal(s, signal.SIG_IGN)\nwhile True:\n    time.sleep(1000)\n',
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 12_000,
  },
  {
    name: 'output flood: sys.stdout.buffer.write forever, errors swallowed',
    language: 'python',
    code: "import sys\nb = b'A' * 65536\nwhile True:\n    try:\n        sys.stdout.buffer.write(b)\n    except Exception:\n        pass\n",
    limits: fast,
    status: outputLimit,
    description: outputLimitText,
    withinMs: 8_000,
    check: floodCapped('A'),
  },
  {
    name: 'output flood: fwrite forever',
    language: 'c',
    code: '#include <stdio.h>\n#include <string.h>\nint main(void) { static char b[65536]; memset(b, 65, sizeof b); for (;;) fwrite(b, 1, sizeof b, stdout); }\n',
    limits: fast,
    status: outputLimit,
    description: outputLimitText,
    withinMs: 8_000,
    check: floodCapped('A'),
  },
  // stderr floods: stopped by the clock or the output limit, stderr capped to a few kB.
  { name: 'stderr flood', language: 'cpp', code: cpp.stderrFlood, limits: fast, status: [tle, ...outputLimit], withinMs: 8_000 },
  { name: 'stderr flood', language: 'javascript', code: js.stderrFlood, limits: fast, status: [tle, ...outputLimit], withinMs: 8_000 },
];

table(suite, rows);
finalHostCheck(suite);
