import type { ProblemContent } from '../problem/events';

/** A small valid problem for tests; override any field. */
export function sampleProblem(overrides: Partial<ProblemContent> = {}): ProblemContent {
  return {
    title: 'Add Two Numbers',
    description: 'Read two integers and print their sum.',
    difficulty: 'easy',
    tags: 'array',
    visibleTestCases: [
      { input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3' },
      { input: '-5 5\n', output: '0\n', explanation: 'They cancel out' },
    ],
    hiddenTestCases: [
      { input: '1000000000 1000000000\n', output: '2000000000\n' },
      { input: '0 0\n', output: '0\n' },
    ],
    startCode: [
      { language: 'C++', initialCode: '#include <iostream>\nint main() { return 0; }\n' },
      { language: 'Java', initialCode: 'public class Main { public static void main(String[] a) {} }\n' },
      { language: 'JavaScript', initialCode: "const input = require('fs').readFileSync(0, 'utf8');\n" },
    ],
    referenceSolution: [
      {
        language: 'C++',
        completeCode: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n',
      },
      {
        language: 'Java',
        completeCode:
          'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n',
      },
      {
        language: 'JavaScript',
        completeCode: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
      },
    ],
    ...overrides,
  };
}
