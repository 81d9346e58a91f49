import { Status, type JudgeResult, type LanguageId, type Limits, type StatusId } from './api';
import type { ForgeJudge } from './judge';
import { startJudge } from './judgeTestKit';

/** One row per language and case: the program, the limits it runs under, and what it must get. */
interface Row {
  readonly language: LanguageId;
  readonly name: string;
  readonly code: string;
  readonly statusId: StatusId;
  readonly description?: string | RegExp;
  readonly limits?: Partial<Limits>;
}

const sum = { input: '3\n1 2 3\n', expectedOutput: '6\n' };
const fast: Partial<Limits> = { cpuSeconds: 0.5 };
const small: Partial<Limits> = { memoryKb: 64 * 1024 };
const quiet: Partial<Limits> = { outputBytes: 64 * 1024 };
const memory = 'Runtime Error (memory limit exceeded)';

const cppMain = (body: string) => `#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n${body}\n}\n`;
const cppSum = 'int n; long long s = 0, x; cin >> n; while (n--) { cin >> x; s += x; }';
const javaMain = (body: string) =>
  `import java.util.*;\npublic class Main {\n  public static void main(String[] args) throws Exception {\n${body}\n  }\n}\n`;
const javaSum = 'Scanner in = new Scanner(System.in); int n = in.nextInt(); long s = 0; while (n-- > 0) s += in.nextLong();';
const jsSum = `const d = require('fs').readFileSync('/dev/stdin', 'utf8').trim().split(/\\s+/).map(Number);
let s = 0; for (let i = 1; i <= d[0]; i++) s += d[i];`;

const rows: Row[] = [
  { language: 'cpp', name: 'accepted', code: cppMain(`${cppSum} cout << s << "\\n";`), statusId: Status.Accepted },
  { language: 'cpp', name: 'wrong answer', code: cppMain(`${cppSum} cout << s + 1 << "\\n";`), statusId: Status.WrongAnswer },
  {
    language: 'cpp',
    name: 'busy loop',
    code: cppMain('volatile long i = 0; for (;;) i++;'),
    statusId: Status.TimeLimitExceeded,
    limits: fast,
  },
  {
    language: 'cpp',
    name: 'sleeps forever',
    code: cppMain('this_thread::sleep_for(chrono::hours(1));'),
    statusId: Status.TimeLimitExceeded,
    limits: fast,
  },
  { language: 'cpp', name: 'compile error', code: cppMain('int x = ;'), statusId: Status.CompilationError },
  {
    language: 'cpp',
    name: 'source over 1 MB',
    code: `${cppMain('')}//${'x'.repeat(1 << 20)}\n`,
    statusId: Status.CompilationError,
    description: /Compilation Error/,
  },
  { language: 'cpp', name: 'non-zero exit', code: cppMain('return 3;'), statusId: Status.RuntimeErrorNZEC },
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
    name: 'touches more than its memory (cgroup OOM kill)',
    code: cppMain('vector<vector<char>> v; for (int i = 0; i < 1024; i++) v.emplace_back(1 << 20, 1); cout << v.size();'),
    statusId: Status.RuntimeErrorOther,
    description: memory,
    limits: small,
  },
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
    name: 'floods stdout',
    code: cppMain('for (;;) puts("spam");'),
    statusId: Status.RuntimeErrorSIGXFSZ,
    description: 'Runtime Error (output limit exceeded)',
    limits: quiet,
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
    language: 'cpp',
    name: 'recurses 10^6 deep (the stack may use the memory limit)',
    code: `#include <bits/stdc++.h>\nint depth(int n) { volatile int pad = n; return n == 0 ? 0 : 1 + depth(n - 1) + pad * 0; }\nint main() { int n; std::cin >> n; std::cout << depth(1000000) / 1000000 * 6 << "\\n"; }\n`,
    statusId: Status.Accepted,
  },

  { language: 'java', name: 'accepted', code: javaMain(`${javaSum} System.out.println(s);`), statusId: Status.Accepted },
  { language: 'java', name: 'wrong answer', code: javaMain(`${javaSum} System.out.println(-s);`), statusId: Status.WrongAnswer },
  {
    language: 'java',
    name: 'busy loop',
    code: javaMain('long i = 0; while (true) i++;'),
    statusId: Status.TimeLimitExceeded,
    limits: { cpuSeconds: 1 },
  },
  { language: 'java', name: 'compile error', code: javaMain('int x = ;'), statusId: Status.CompilationError },
  { language: 'java', name: 'System.exit(3)', code: javaMain('System.exit(3);'), statusId: Status.RuntimeErrorNZEC },
  {
    language: 'java',
    name: 'uncaught exception',
    code: javaMain('int z = 0; System.out.println(1 / z);'),
    statusId: Status.RuntimeErrorNZEC,
  },
  {
    language: 'java',
    name: 'heap exhausted (OutOfMemoryError)',
    code: javaMain('List<long[]> l = new ArrayList<>(); while (true) l.add(new long[1 << 20]);'),
    statusId: Status.RuntimeErrorOther,
    description: memory,
    limits: small,
  },
  {
    language: 'java',
    name: 'floods stdout',
    code: javaMain('while (true) System.out.println("spam");'),
    statusId: Status.RuntimeErrorSIGXFSZ,
    description: 'Runtime Error (output limit exceeded)',
    limits: quiet,
  },
  {
    language: 'java',
    name: 'recurses 10^5 deep (-Xss64m)',
    code: `public class Main {\n  static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }\n  public static void main(String[] a) { System.out.println(depth(100000) / 100000 * 6); }\n}\n`,
    statusId: Status.Accepted,
  },

  { language: 'javascript', name: 'accepted', code: `${jsSum}\nconsole.log(s);`, statusId: Status.Accepted },
  {
    language: 'javascript',
    name: 'reads fd 0',
    code: `const t = require('fs').readFileSync(0, 'utf8'); console.log(t.split(/\\s+/).slice(1, 4).map(Number).reduce((a, b) => a + b));`,
    statusId: Status.Accepted,
  },
  { language: 'javascript', name: 'wrong answer', code: `${jsSum}\nconsole.log(s * 2);`, statusId: Status.WrongAnswer },
  { language: 'javascript', name: 'busy loop', code: 'for (;;) {}', statusId: Status.TimeLimitExceeded, limits: fast },
  { language: 'javascript', name: 'syntax error', code: 'let = ;', statusId: Status.CompilationError },
  { language: 'javascript', name: 'process.exit(3)', code: 'process.exit(3);', statusId: Status.RuntimeErrorNZEC },
  { language: 'javascript', name: 'uncaught throw', code: "throw new Error('no');", statusId: Status.RuntimeErrorNZEC },
  { language: 'javascript', name: 'process.abort()', code: 'process.abort();', statusId: Status.RuntimeErrorSIGABRT },
  {
    language: 'javascript',
    name: 'heap exhausted',
    code: 'const a = []; for (;;) a.push(new Array(1e6).fill(1.5));',
    statusId: Status.RuntimeErrorOther,
    description: memory,
    limits: small,
  },
  {
    language: 'javascript',
    name: 'floods stdout',
    // Writes to a full pipe queue in node until the loop yields, so the flood must end to flow.
    code: "for (let i = 0; i < 2000; i++) process.stdout.write('spam\\n'.repeat(1000));",
    statusId: Status.RuntimeErrorSIGXFSZ,
    description: 'Runtime Error (output limit exceeded)',
    limits: quiet,
  },
  {
    language: 'javascript',
    name: 'recurses 10^5 deep (--stack-size)',
    code: 'const depth = (n) => (n === 0 ? 0 : 1 + depth(n - 1)); console.log(depth(100000) / 100000 * 6);',
    statusId: Status.Accepted,
  },
];

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

describe.each(['cpp', 'java', 'javascript'] as const)('%s', (language) => {
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
