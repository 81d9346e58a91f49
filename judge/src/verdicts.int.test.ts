import { Status, type JudgeResult, type LanguageId, type Limits, type StatusId } from './api';
import type { ForgeJudge } from './judge';
import { startJudge } from './judgeTestKit';
import { languages } from './languages';

/**
 * The verdicts every language must give (issue 32: a language is a data entry, and the same rows
 * run for each). `shared` is keyed by the judge's own language table: a language added there
 * without its programs here does not compile, and the suite fails on one it finds without them.
 */
interface Row {
  readonly language: LanguageId;
  readonly name: string;
  readonly code: string;
  readonly statusId: StatusId;
  readonly description?: string | RegExp;
  readonly limits?: Partial<Limits>;
}

const sum = { input: '3\n1 2 3\n', expectedOutput: '6\n' };
const fast: Partial<Limits> = { cpuSeconds: 1 };
const small: Partial<Limits> = { memoryKb: 64 * 1024 };
const quiet: Partial<Limits> = { outputBytes: 64 * 1024 };
const memory = 'Runtime Error (memory limit exceeded)';

/** The programs of the rows every language has, one kind each; what each must get is `verdictOf`'s. */
interface SharedPrograms {
  /** Reads n and n integers from stdin, prints their sum (6). */
  readonly accepted: string;
  readonly wrongAnswer: string;
  readonly busyLoop: string;
  /** Does not compile, or for an interpreted language does not parse. */
  readonly compileError: string;
  /** Exits with status 3. */
  readonly nonZeroExit: string;
  /** Holds more than its 64 MB, a megabyte at a time. */
  readonly outOfMemory: string;
  /** Prints forever, past its 64 kB. */
  readonly floodsStdout: string;
  /** Recurses 10^5 deep and prints 6: the runtime's stack is not a learner's limit. */
  readonly deepRecursion: string;
}

const verdictOf: Readonly<Record<keyof SharedPrograms, Omit<Row, 'language' | 'name' | 'code'>>> = {
  accepted: { statusId: Status.Accepted },
  wrongAnswer: { statusId: Status.WrongAnswer },
  busyLoop: { statusId: Status.TimeLimitExceeded, limits: fast },
  compileError: { statusId: Status.CompilationError },
  nonZeroExit: { statusId: Status.RuntimeErrorNZEC },
  outOfMemory: { statusId: Status.RuntimeErrorOther, description: memory, limits: small },
  floodsStdout: { statusId: Status.RuntimeErrorSIGXFSZ, description: 'Runtime Error (output limit exceeded)', limits: quiet },
  deepRecursion: { statusId: Status.Accepted },
};

const cppMain = (body: string) => `#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n${body}\n}\n`;
const cppSum = 'int n; long long s = 0, x; cin >> n; while (n--) { cin >> x; s += x; }';
const javaMain = (body: string) =>
  `import java.util.*;\npublic class Main {\n  public static void main(String[] args) throws Exception {\n${body}\n  }\n}\n`;
const javaSum = 'Scanner in = new Scanner(System.in); int n = in.nextInt(); long s = 0; while (n-- > 0) s += in.nextLong();';
const jsSum = `const d = require('fs').readFileSync('/dev/stdin', 'utf8').trim().split(/\\s+/).map(Number);
let s = 0; for (let i = 1; i <= d[0]; i++) s += d[i];`;
const pySum = 'import sys\nd = sys.stdin.buffer.read().split()\ns = sum(int(x) for x in d[1 : int(d[0]) + 1])\n';
const cMain = (body: string) => `#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\nint main(void) {\n${body}\n}\n`;
const cSum = 'int n; long long s = 0, x; if (scanf("%d", &n) != 1) return 1; while (n--) { scanf("%lld", &x); s += x; }';

const shared: Readonly<Record<LanguageId, SharedPrograms>> = {
  cpp: {
    accepted: cppMain(`${cppSum} cout << s << "\\n";`),
    wrongAnswer: cppMain(`${cppSum} cout << s + 1 << "\\n";`),
    busyLoop: cppMain('volatile long i = 0; for (;;) i++;'),
    compileError: cppMain('int x = ;'),
    nonZeroExit: cppMain('return 3;'),
    // Touched, so the cgroup's OOM killer ends it.
    outOfMemory: cppMain('vector<vector<char>> v; for (int i = 0; i < 1024; i++) v.emplace_back(1 << 20, 1); cout << v.size();'),
    floodsStdout: cppMain('for (;;) puts("spam");'),
    // The stack may use the memory limit.
    deepRecursion: `#include <bits/stdc++.h>\nint depth(int n) { volatile int pad = n; return n == 0 ? 0 : 1 + depth(n - 1) + pad * 0; }\nint main() { int n; std::cin >> n; std::cout << depth(1000000) / 1000000 * 6 << "\\n"; }\n`,
  },
  java: {
    accepted: javaMain(`${javaSum} System.out.println(s);`),
    wrongAnswer: javaMain(`${javaSum} System.out.println(-s);`),
    busyLoop: javaMain('long i = 0; while (true) i++;'),
    compileError: javaMain('int x = ;'),
    nonZeroExit: javaMain('System.exit(3);'),
    outOfMemory: javaMain('List<long[]> l = new ArrayList<>(); while (true) l.add(new long[1 << 20]);'),
    floodsStdout: javaMain('while (true) System.out.println("spam");'),
    // -Xss64m
    deepRecursion: `public class Main {\n  static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }\n  public static void main(String[] a) { System.out.println(depth(100000) / 100000 * 6); }\n}\n`,
  },
  javascript: {
    accepted: `${jsSum}\nconsole.log(s);`,
    wrongAnswer: `${jsSum}\nconsole.log(s * 2);`,
    busyLoop: 'for (;;) {}',
    compileError: 'let = ;',
    nonZeroExit: 'process.exit(3);',
    outOfMemory: 'const a = []; for (;;) a.push(new Array(1e6).fill(1.5));',
    // Writes to a full pipe queue in node until the loop yields, so the flood must end to flow.
    floodsStdout: "for (let i = 0; i < 2000; i++) process.stdout.write('spam\\n'.repeat(1000));",
    // --stack-size
    deepRecursion: 'const depth = (n) => (n === 0 ? 0 : 1 + depth(n - 1)); console.log(depth(100000) / 100000 * 6);',
  },
  python: {
    accepted: `${pySum}print(s)\n`,
    wrongAnswer: `${pySum}print(s - 1)\n`,
    busyLoop: 'i = 0\nwhile True:\n    i += 1\n',
    compileError: 'x = 1\nprint(x +)\n',
    nonZeroExit: 'import sys\nsys.exit(3)\n',
    outOfMemory: 'keep = []\nwhile True:\n    keep.append(bytearray(1 << 20))\n',
    floodsStdout: "while True:\n    print('spam')\n",
    deepRecursion:
      'import sys\nsys.setrecursionlimit(1000000)\ndef depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\nprint(depth(100000) // 100000 * 6)\n',
  },
  c: {
    accepted: cMain(`${cSum} printf("%lld\\n", s);`),
    wrongAnswer: cMain(`${cSum} printf("%lld\\n", s + 1);`),
    busyLoop: cMain('volatile long i = 0; for (;;) i++;'),
    compileError: cMain('int x = ;'),
    nonZeroExit: cMain('return 3;'),
    outOfMemory: cMain(
      'for (int i = 0; i < 1024; i++) { char *p = malloc(1 << 20); if (!p) return 4; memset(p, 1, 1 << 20); } puts("1024");',
    ),
    floodsStdout: cMain('for (;;) puts("spam");'),
    deepRecursion: `#include <stdio.h>\nint depth(int n) { volatile int pad = n; return n == 0 ? 0 : 1 + depth(n - 1) + pad * 0; }\nint main(void) { printf("%d\\n", depth(1000000) / 1000000 * 6); }\n`,
  },
};

/** What only one language can do wrong, or gets its own way. */
const ownRows: Row[] = [
  {
    language: 'cpp',
    name: 'sleeps forever',
    code: cppMain('this_thread::sleep_for(chrono::hours(1));'),
    statusId: Status.TimeLimitExceeded,
    limits: fast,
  },
  {
    language: 'cpp',
    name: 'source over 1 MB',
    code: `${cppMain('')}//${'x'.repeat(1 << 20)}\n`,
    statusId: Status.CompilationError,
    description: /Compilation Error/,
  },
  { language: 'cpp', name: 'null write', code: cppMain('volatile int* p = nullptr; *p = 1;'), statusId: Status.RuntimeErrorSIGSEGV },
  {
    language: 'cpp',
    name: 'division by zero',
    code: cppMain('volatile int a = 7, z = 0; printf("%d", a / z);'),
    statusId: Status.RuntimeErrorSIGFPE,
  },
  { language: 'cpp', name: 'abort', code: cppMain('abort();'), statusId: Status.RuntimeErrorSIGABRT },
  {
    language: 'cpp',
    name: 'asks for too much (bad_alloc)',
    code: cppMain('volatile size_t n = 1ULL << 44; char* p = new char[n]; p[n - 1] = 1; cout << (int)p[n - 1];'),
    statusId: Status.RuntimeErrorOther,
    description: memory,
    limits: small,
  },
  {
    language: 'cpp',
    name: 'writes a file past the size limit',
    code: cppMain('FILE* f = fopen("/tmp/big", "w"); for (;;) fputc(120, f);'),
    statusId: Status.RuntimeErrorSIGXFSZ,
    description: /SIGXFSZ/,
    limits: quiet,
  },
  {
    language: 'java',
    name: 'uncaught exception',
    code: javaMain('int z = 0; System.out.println(1 / z);'),
    statusId: Status.RuntimeErrorNZEC,
  },
  {
    language: 'javascript',
    name: 'reads fd 0',
    code: `const t = require('fs').readFileSync(0, 'utf8'); console.log(t.split(/\\s+/).slice(1, 4).map(Number).reduce((a, b) => a + b));`,
    statusId: Status.Accepted,
  },
  { language: 'javascript', name: 'uncaught throw', code: "throw new Error('no');", statusId: Status.RuntimeErrorNZEC },
  { language: 'javascript', name: 'process.abort()', code: 'process.abort();', statusId: Status.RuntimeErrorSIGABRT },
  { language: 'python', name: 'uncaught exception', code: "raise ValueError('no')\n", statusId: Status.RuntimeErrorNZEC },
  {
    language: 'python',
    name: 'a 2 GB list at once (MemoryError)',
    code: 'xs = [0] * (256 * 1024 * 1024)\nprint(len(xs))\n',
    statusId: Status.RuntimeErrorOther,
    description: memory,
    limits: small,
  },
  { language: 'c', name: 'null write', code: cMain('volatile int *p = NULL; *p = 1;'), statusId: Status.RuntimeErrorSIGSEGV },
  { language: 'c', name: 'abort', code: cMain('abort();'), statusId: Status.RuntimeErrorSIGABRT },
];

/** The languages of the judge's own table, each with its shared rows (none for a language without programs: the suite fails on it). */
const judgeLanguages = Object.keys(languages) as LanguageId[];
const rows: Row[] = [
  ...judgeLanguages.flatMap((language) =>
    Object.entries(shared[language] ?? {}).map(([kind, code]) => ({
      language,
      name: kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`),
      code: code as string,
      ...verdictOf[kind as keyof SharedPrograms],
    })),
  ),
  ...ownRows,
];

it('has the shared rows for every language of the judge, and only for those', () => {
  expect(Object.keys(shared).sort()).toEqual([...judgeLanguages].sort());
  for (const language of judgeLanguages) expect(Object.keys(shared[language]).sort()).toEqual(Object.keys(verdictOf).sort());
});

let judge: ForgeJudge;
const results = new Map<Row, JudgeResult>();

// Every row is judged at once, so both slots stay busy; each test then reads its own result.
beforeAll(async () => {
  judge = await startJudge();
  await Promise.all(
    rows.map(async (row) =>
      results.set(row, await judge.judge({ language: row.language, code: row.code, tests: [sum], limits: row.limits })),
    ),
  );
}, 120_000);
afterAll(() => judge.close());

describe.each(judgeLanguages)('%s', (language) => {
  test.each(rows.filter((row) => row.language === language).map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const result = results.get(row);
    expect(result).toBeDefined();
    if (!result) return;
    expect({ statusId: result.statusId, stderr: result.tests[0]?.stderr.slice(0, 300) }).toMatchObject({ statusId: row.statusId });
    if (row.description) expect(result.description).toMatch(row.description);
    if (row.statusId === Status.CompilationError) {
      expect(result.compileOutput).toMatch(/error|the limit is/i);
      expect(result.tests).toEqual([]);
    } else {
      expect(result.tests).toHaveLength(1);
      expect(result.tests[0]?.statusId).toBe(result.statusId);
    }
    if (row.statusId === Status.Accepted) {
      expect(result.tests[0]?.stdout).toBe('6\n');
      expect(result.time).toBeGreaterThan(0);
      expect(result.memory).toBeGreaterThan(0);
    }
    if (row.statusId === Status.TimeLimitExceeded) expect(result.tests[0]?.stdout).toBe('');
  });
});
