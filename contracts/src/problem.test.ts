import { problemBody, problemPreviewBody, type ProblemBody } from './problem';
import { codeBody } from './submission';
import { problemLanguages, type ProblemLanguage } from './vocabulary';

const program: Record<ProblemLanguage, string> = {
  'C++': '#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b; }',
  Java: 'public class Main { public static void main(String[] a) {} }',
  JavaScript: "console.log(require('fs').readFileSync(0, 'utf8'));",
  Python: 'a, b = map(int, input().split())\nprint(a + b)',
  C: '#include <stdio.h>\nint main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }',
};

/** A valid body in the given languages, start code and references alike. */
function body(languages: readonly ProblemLanguage[] = ['C++', 'Java', 'JavaScript'], overrides: Partial<ProblemBody> = {}): ProblemBody {
  return {
    title: 'Sum',
    description: 'Add two numbers.',
    difficulty: 'easy',
    tags: 'array',
    visibleTestCases: [{ input: '1 2\n', output: '3\n', explanation: 'one and two' }],
    hiddenTestCases: [{ input: '2 2\n', output: '4\n' }],
    startCode: languages.map((language) => ({ language, initialCode: program[language] })),
    referenceSolution: languages.map((language) => ({ language, completeCode: program[language] })),
    ...overrides,
  };
}

/** The messages a refused body gets, each with its path. */
function refusal(input: unknown): { path: string; message: string }[] {
  const parsed = problemBody.safeParse(input);
  if (parsed.success) throw new Error('the body was accepted');
  return parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('a problem body in five languages (issue 32)', () => {
  it('takes the spec three alone, as the spec says', () => {
    expect(problemBody.safeParse(body()).success).toBe(true);
  });

  it('takes all five languages, Python and C each once, and keeps them in the order given', () => {
    const parsed = problemBody.parse(body(problemLanguages));
    expect(parsed.startCode.map((s) => s.language)).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);
    expect(parsed.referenceSolution.map((s) => s.language)).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);
  });

  it('takes Python without C', () => {
    expect(problemBody.safeParse(body(['C++', 'Java', 'JavaScript', 'Python'])).success).toBe(true);
  });

  it('refuses Python twice', () => {
    const twice = body(['C++', 'Java', 'JavaScript', 'Python']);
    const startCode = [...twice.startCode, { language: 'Python' as const, initialCode: 'print(1)' }];
    expect(refusal({ ...twice, startCode })).toContainEqual({ path: 'startCode', message: 'All three languages required' });
  });

  it('still requires JavaScript with the spec message, whatever else is there', () => {
    const withoutJavaScript = body(['C++', 'Java', 'Python', 'C']);
    expect(refusal(withoutJavaScript)).toEqual(
      expect.arrayContaining([
        { path: 'startCode', message: 'All three languages required' },
        { path: 'referenceSolution', message: 'All three languages required' },
      ]),
    );
  });

  it('refuses Python start code without a Python reference solution, and the other way round', () => {
    const five = body(problemLanguages);
    const message = 'A reference solution for each language of the start code';
    const noPythonReference = { ...five, referenceSolution: five.referenceSolution.filter((s) => s.language !== 'Python') };
    expect(refusal(noPythonReference)).toEqual([{ path: 'referenceSolution', message }]);
    const noCStart = { ...five, startCode: five.startCode.filter((s) => s.language !== 'C') };
    expect(refusal(noCStart)).toEqual([{ path: 'referenceSolution', message }]);
  });

  it('refuses a language it does not know', () => {
    const ruby = body();
    const startCode = [...ruby.startCode, { language: 'Ruby', initialCode: 'puts 1' }];
    expect(refusal({ ...ruby, startCode })).toContainEqual({ path: 'startCode.3.language', message: 'All three languages required' });
  });
});

describe('per-language time factors (issue 32)', () => {
  it('takes a factor from 1 to 5 for any language', () => {
    const parsed = problemBody.parse(body(problemLanguages, { timeFactors: { Python: 3, C: 1, Java: 5, JavaScript: 1.5 } }));
    expect(parsed.timeFactors).toEqual({ Python: 3, C: 1, Java: 5, JavaScript: 1.5 });
    expect(problemBody.parse(body()).timeFactors).toBeUndefined();
  });

  it.each([0.5, 0, 5.5, -1])('refuses a factor of %d with its message', (factor) => {
    expect(refusal(body(problemLanguages, { timeFactors: { Python: factor } }))).toEqual([
      { path: 'timeFactors.Python', message: 'Time factor must be between 1 and 5' },
    ]);
  });

  it('refuses a factor that is not a number, or of a language it does not know', () => {
    expect(refusal({ ...body(), timeFactors: { Python: '3' } })).toEqual([
      { path: 'timeFactors.Python', message: 'Time factor must be between 1 and 5' },
    ]);
    expect(refusal({ ...body(), timeFactors: { Ruby: 2 } })).toEqual([
      { path: 'timeFactors', message: "A time factor's language must be C++, Java, JavaScript, Python or C" },
    ]);
    expect(refusal({ ...body(), timeFactors: 3 })).toEqual([
      { path: 'timeFactors', message: 'Time factors must map a language to a factor' },
    ]);
  });

  it('travels with the preview of a program, as a submission would be judged', () => {
    const preview = { language: 'Python', code: program.Python, visibleTestCases: [], timeFactors: { Python: 3 } };
    expect(problemPreviewBody.parse(preview).timeFactors).toEqual({ Python: 3 });
    expect(problemPreviewBody.safeParse({ ...preview, timeFactors: { Python: 6 } }).success).toBe(false);
  });
});

describe('an input validator (issue 33)', () => {
  it('is optional, and taken with its language, source and helper files', () => {
    expect(problemBody.parse(body()).inputValidator).toBeUndefined();
    const inputValidator = { language: 'cpp' as const, source: 'int main() { return 42; }', files: [{ name: 'validator.h', content: '' }] };
    expect(problemBody.parse(body(undefined, { inputValidator })).inputValidator).toEqual(inputValidator);
  });

  it('refuses an empty source, a language it does not know and unknown fields, with their messages', () => {
    expect(refusal(body(undefined, { inputValidator: { language: 'python', source: '  ' } }))).toEqual([
      { path: 'inputValidator.source', message: 'The input validator source is required' },
    ]);
    expect(refusal({ ...body(), inputValidator: { language: 'ruby', source: 'exit 42' } })).toEqual([
      { path: 'inputValidator.language', message: "The input validator's language must be one of cpp, java, javascript, python, c" },
    ]);
    expect(refusal({ ...body(), inputValidator: { language: 'cpp', source: 'x', kind: 'checker' } }).map((r) => r.path)).toEqual([
      'inputValidator',
    ]);
  });
});

describe('a run or submit body', () => {
  it.each(['python', 'c', 'cpp', 'java', 'javascript'])('takes %s', (language) => {
    expect(codeBody.safeParse({ code: 'x', language }).success).toBe(true);
  });

  it('refuses another language, naming the five', () => {
    const parsed = codeBody.safeParse({ code: 'x', language: 'Python' });
    expect(parsed.error?.issues[0]?.message).toBe('Language must be javascript, java, cpp, python or c');
  });
});
