import { sampleProblem } from '@forge/domain/testing';
import type { ProblemContent } from '@forge/domain';

/** Sum of two numbers (sampleProblem's problem) in Python 3, as a learner writes it. */
export const pythonSum = 'a, b = map(int, input().split())\nprint(a + b)\n';
/** The same in C: `long long`, as the hidden cases pass 32 bits. */
export const cSum =
  '#include <stdio.h>\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n';

/**
 * A Python program that uses `seconds` of CPU time and then answers right: whether it is in time
 * depends on the limit alone, not on how fast the machine is (time is the program's CPU time).
 */
export const pythonSpinning = (seconds: number) =>
  `import time\na, b = map(int, input().split())\nwhile time.process_time() < ${seconds}:\n    pass\nprint(a + b)\n`;

/** sampleProblem with Python and C start code and reference solutions beside the spec's three. */
export function fiveLanguageProblem(overrides: Partial<ProblemContent> = {}, references: { python?: string; c?: string } = {}) {
  const base = sampleProblem();
  return {
    ...base,
    title: `Five languages ${Date.now()}`,
    startCode: [
      ...base.startCode,
      { language: 'Python' as const, initialCode: 'a, b = map(int, input().split())\n# print the sum\n' },
      { language: 'C' as const, initialCode: '#include <stdio.h>\nint main(void) {\n  return 0;\n}\n' },
    ],
    referenceSolution: [
      ...base.referenceSolution,
      { language: 'Python' as const, completeCode: references.python ?? pythonSum },
      { language: 'C' as const, completeCode: references.c ?? cSum },
    ],
    ...overrides,
  };
}
