import { Status, type TestCase } from './api';
import { nonce, useJudge } from './judgeTestKit';

const judge = useJudge();
const tests: TestCase[] = [
  { input: '3\n1 2 3\n', expectedOutput: '6\n' },
  { input: '2\n-5 5\n', expectedOutput: '0\n' },
];

describe('Python 3 (Debian’s CPython) in the judge', () => {
  const sum = 'import sys\ndata = sys.stdin.read().split()\nprint(sum(map(int, data[1:])))\n';

  it('runs a program on every case, from the cache the second time', async () => {
    const code = `# ${nonce()}\n${sum}`;
    const first = await judge().judge({ language: 'python', code, tests });
    expect(first.statusId).toBe(Status.Accepted);
    expect(first.build?.compiled).toBe(true);
    const again = await judge().judge({ language: 'python', code, tests });
    expect(again.statusId).toBe(Status.Accepted);
    expect(again.build?.compiled).toBe(false);
  }, 120_000);

  it('makes a program that does not parse a Compilation Error with Python’s message and line', async () => {
    const result = await judge().judge({ language: 'python', code: `# ${nonce()}\nx = 1\nprint(x +)\n`, tests });
    expect(result.statusId).toBe(Status.CompilationError);
    expect(result.compileOutput).toContain('File "main.py", line 3');
    expect(result.compileOutput).toMatch(/SyntaxError: invalid syntax/);
    expect(result.tests).toEqual([]);
  }, 120_000);

  it('gives a raised exception as a runtime error with its traceback on stderr', async () => {
    const result = await judge().judge({ language: 'python', code: `# ${nonce()}\nraise ValueError('nope')\n`, tests: tests.slice(0, 1) });
    expect(result.tests[0]).toMatchObject({ statusId: Status.RuntimeErrorNZEC });
    expect(result.tests[0]?.stderr).toMatch(/ValueError: nope/);
  }, 120_000);

  it('has the standard library, and recursion as deep as the program allows itself', async () => {
    const code = `# ${nonce()}
import sys, heapq, collections, math
sys.setrecursionlimit(200000)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(50000) + math.isqrt(16) + len(collections.Counter('aab')))
`;
    const result = await judge().judge({ language: 'python', code, tests: [{ input: '', expectedOutput: '50006\n' }] });
    expect(result.statusId).toBe(Status.Accepted);
  }, 120_000);
});

describe('C (Debian’s gcc, -O2 -std=gnu17 -lm) in the judge', () => {
  it('runs a program that uses the math library', async () => {
    const code = `// ${nonce()}
#include <math.h>
#include <stdio.h>
int main(void) {
  int n;
  long long total = 0;
  if (scanf("%d", &n) != 1) return 1;
  for (int i = 0; i < n; i++) { long long x; scanf("%lld", &x); total += x; }
  printf("%lld\\n", total + (long long)(sqrt(0.0)));
}
`;
    const result = await judge().judge({ language: 'c', code, tests });
    expect(result.statusId).toBe(Status.Accepted);
    expect(result.build?.compiled).toBe(true);
  }, 120_000);

  it('makes a program gcc refuses a Compilation Error with its message', async () => {
    const result = await judge().judge({ language: 'c', code: `// ${nonce()}\nint main(void) { return undeclared; }\n`, tests });
    expect(result.statusId).toBe(Status.CompilationError);
    expect(result.compileOutput).toMatch(/main\.c:2:\d+: error: .undeclared. undeclared/);
  }, 120_000);

  it('is C, not C++: a C++-only program does not compile', async () => {
    const result = await judge().judge({
      language: 'c',
      code: `// ${nonce()}\n#include <vector>\nint main() { std::vector<int> v; return 0; }\n`,
      tests,
    });
    expect(result.statusId).toBe(Status.CompilationError);
  }, 120_000);
});
