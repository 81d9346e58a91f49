/**
 * Hostile programs against the judge's clocks and output limits: busy loops (in threads, ignoring
 * SIGXCPU), sleeping forever, and flooding stdout and stderr. Each row is judged through the real
 * sandbox, then the host is checked for leftovers (hostWatch).
 */
import { Status, type LanguageId } from '../api';
import { fast, finalHostCheck, table, type Row } from './hostileRows';
import { languages } from './hostilePrograms';
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

/** Python and C (issue 32): the same attacks. */
const python = {
  busyLoop: 'while True:\n    pass\n',
  sleepForever:
    'import signal, time\nfor s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGXCPU):\n    signal.signal(s, signal.SIG_IGN)\nwhile True:\n    time.sleep(1000)\n',
  outputFlood:
    "import sys\nb = b'A' * 65536\nwhile True:\n    try:\n        sys.stdout.buffer.write(b)\n    except Exception:\n        pass\n",
};
const c = {
  busyLoop: '#include <signal.h>\nint main(void) { signal(SIGXCPU, SIG_IGN); volatile unsigned long x = 0; for (;;) x++; }\n',
  sleepForever: String.raw`#include <signal.h>
#include <unistd.h>
int main(void) {
  for (int s = 1; s < 32; s++) signal(s, SIG_IGN);
  for (;;) pause();
}
`,
  outputFlood:
    '#include <stdio.h>\n#include <string.h>\nint main(void) { static char b[65536]; memset(b, 65, sizeof b); for (;;) fwrite(b, 1, sizeof b, stdout); }\n',
};

/** The attacks every language must survive, one program each (issue 32: the same rows for every language). */
const everyLanguage: Readonly<Record<LanguageId, { busyLoop: string; sleepForever: string; outputFlood: string }>> = {
  cpp: cpp,
  java: java,
  javascript: js,
  python,
  c,
};

const rows: Row[] = [
  // Busy loops: TLE about when the CPU limit (1 s here) runs out.
  ...languages.map((language): Row => ({
    name: 'busy loop (SIGXCPU ignored where the language can)',
    language,
    code: everyLanguage[language].busyLoop,
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 6_000,
  })),
  {
    name: 'busy loop in 8 threads (CPU time of the whole process)',
    language: 'cpp',
    code: cpp.threadsBusyLoop,
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 6_000,
  },
  // Sleeping forever, ignoring what signals it can: TLE by the wall clock, well under 15 s.
  ...languages.map((language): Row => ({
    name: 'sleeps forever, ignoring signals',
    language,
    code: everyLanguage[language].sleepForever,
    limits: fast,
    status: tle,
    description: /time/i,
    withinMs: 12_000,
  })),
  // Output floods: the output-limit verdict, stdout capped at the limit (1 MB).
  ...languages.map((language): Row => ({
    name: 'output flood, write errors swallowed',
    language,
    code: everyLanguage[language].outputFlood,
    limits: fast,
    status: outputLimit,
    description: outputLimitText,
    withinMs: 8_000,
    check: floodCapped('A'),
  })),
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
  // stderr floods: stopped by the clock or the output limit, stderr capped to a few kB.
  { name: 'stderr flood', language: 'cpp', code: cpp.stderrFlood, limits: fast, status: [tle, ...outputLimit], withinMs: 8_000 },
  { name: 'stderr flood', language: 'javascript', code: js.stderrFlood, limits: fast, status: [tle, ...outputLimit], withinMs: 8_000 },
];

table(suite, rows);
finalHostCheck(suite);
