import type { Page } from 'playwright-core';
import type { ProblemView } from '@forge/contracts';

/** The sum of two integers in each language; quick enough to be any problem's reference solution. */
export const sumSolutions = {
  cpp: '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << "\\n";\n}\n',
  java: 'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    long a = in.nextLong(), b = in.nextLong();\n    System.out.println(a + b);\n  }\n}\n',
  js: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
} as const;

/**
 * Right, after sleeping (no CPU) a second longer on each hidden case of a sum problem (case i
 * reads `i 1` and sleeps i + 1 seconds): however many cases the judge runs at once, they finish
 * one after another, the last some seconds after the first, which leaves a test time to act
 * (reload, open another tab) while the submission is being judged.
 */
export const slowSum =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n" +
  'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000 * (a + 1));\n' +
  'console.log(a + b);\n';

/**
 * A new easy problem, a + b, with `hidden` hidden cases (`i 1` for i = 0..hidden-1), created
 * through the API by the signed-in admin of `admin`. Its time limit leaves `slowSum` room: its
 * slowest case sleeps `hidden` seconds, and a run may take its CPU limit plus a second of wall time.
 */
export async function createSumProblem(admin: Page, title: string, hidden: number): Promise<ProblemView> {
  const res = await admin.request.post('/api/problem/create', {
    data: {
      title,
      description: 'Read two integers a and b and print a + b.',
      difficulty: 'easy',
      tags: 'array',
      visibleTestCases: [{ input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3' }],
      hiddenTestCases: Array.from({ length: hidden }, (_, i) => ({ input: `${i} 1\n`, output: `${i + 1}\n` })),
      startCode: [
        { language: 'C++', initialCode: sumSolutions.cpp },
        { language: 'Java', initialCode: sumSolutions.java },
        { language: 'JavaScript', initialCode: sumSolutions.js },
      ],
      referenceSolution: [
        { language: 'C++', completeCode: sumSolutions.cpp },
        { language: 'Java', completeCode: sumSolutions.java },
        { language: 'JavaScript', completeCode: sumSolutions.js },
      ],
      timeLimitSeconds: hidden + 2,
    },
  });
  if (!res.ok()) throw new Error(`could not create the problem: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { problem: ProblemView }).problem;
}
