/**
 * Hostile programs against the judge's memory and disk limits: memory bombs (native, the JVM's heap,
 * off V8's heap and on it), filling the disk, and filling /dev/shm and /dev (memory). Each row is
 * judged through the real sandbox, then the host is checked for leftovers (hostWatch).
 */
import * as fs from 'node:fs';
import { Status, type LanguageId } from '../api';
import { bigFilesUnder } from './hostFiles';
import { finalHostCheck, runtimeErrors, table, type Row } from './hostileRows';
import { languages } from './hostilePrograms';
import { hostileSuite, type Hostile } from './hostileSuite';

const suite = hostileSuite('mem');

const cpp = {
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
};

const js = {
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
};

/**
 * Memory bombs get CPU enough that the memory limit, not the clock, ends them on any machine:
 * filling pages (and V8's collections near its heap limit) cost CPU, and at the default 2 s a
 * slow or busy machine ran out of time first.
 */
const memoryBomb = { cpuSeconds: 8 } as const;

/** Files over 64 MB in the judge's cache (the precompiled header is one): a disk fill must add none. */
let bigBefore: string[] = [];

/** Python and C (issue 32): the same bomb. */
const python = { memoryBomb: 'xs = [0] * (256 * 1024 * 1024)\nprint(len(xs))\n' };
const c = {
  // Every page touched through a volatile pointer: gcc may not drop the allocation.
  memoryBomb:
    '#include <stdio.h>\n#include <stdlib.h>\nint main(void) { size_t n = 2UL << 30; volatile char *p = malloc(n); if (!p) return 3; for (size_t i = 0; i < n; i += 4096) p[i] = 1; printf("%d\\n", p[n / 2]); }\n',
};

/** 2 GB at once in every language (issue 32: the same rows for every language; Python's is a list, so MemoryError). */
const everyLanguage: Readonly<Record<LanguageId, { memoryBomb: string }>> = { cpp, java, javascript: js, python, c };

const rows: Row[] = [
  // Memory bombs: a runtime error that names memory.
  ...languages.map((language): Row => ({
    name: 'memory bomb: 2 GB, every page touched',
    limits: memoryBomb,
    language,
    code: everyLanguage[language].memoryBomb,
    status: runtimeErrors,
    description: /memory/i,
    withinMs: 10_000,
  })),
  {
    name: 'memory bomb: the V8 heap grows forever',
    limits: memoryBomb,
    language: 'javascript',
    code: js.heapBomb,
    status: runtimeErrors,
    description: /memory/i,
    withinMs: 15_000,
  },
  {
    // Issue 32: Python's memory is measured and limited as the others', with the right message.
    name: 'memory bomb: a Python list that grows forever',
    limits: memoryBomb,
    language: 'python',
    code: 'xs = []\nwhile True:\n    xs.append(bytearray(1 << 20))\n',
    status: runtimeErrors,
    description: /memory limit exceeded/i,
    withinMs: 15_000,
  },
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
finalHostCheck(suite);
