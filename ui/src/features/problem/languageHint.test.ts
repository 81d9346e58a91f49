import { guessLanguage, wrongLanguageHint } from './languageHint';

const cpp = '#include <iostream>\nusing namespace std;\nint main() {\n  int a, b;\n  cin >> a >> b;\n  cout << a + b;\n}\n';
const java = 'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    System.out.println(1);\n  }\n}\n';
const python = 'import sys\n\ndef main():\n    a, b = map(int, sys.stdin.read().split())\n    print(a + b)\n\nmain()\n';
const c =
  '#include <stdio.h>\n\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n';
const javascript = "const lines = require('fs').readFileSync(0, 'utf8').split('\\n');\nconsole.log(lines[0]);\n";

describe('guessLanguage', () => {
  it.each([
    ['C++', cpp, 'cpp'],
    ['Java', java, 'java'],
    ['JavaScript', javascript, 'javascript'],
    ['a lone #include', '#include <bits/stdc++.h>', 'cpp'],
    ['a lone public class', 'public class Solution {}', 'java'],
    ['Python', python, 'python'],
    ['C', c, 'c'],
    ['a Python loop', 'n = int(input())\nfor i in range(n):\n    print(i)\n', 'python'],
    ['C++ that prints with printf', '#include <cstdio>\nusing namespace std;\nint main() { printf("1"); }\n', 'cpp'],
  ])('reads %s as its language', (_, code, language) => {
    expect(guessLanguage(code)).toBe(language);
  });

  it('names no language for code without a clear sign', () => {
    expect(guessLanguage('')).toBeNull();
    expect(guessLanguage('x = 1')).toBeNull();
  });
});

describe('wrongLanguageHint', () => {
  const compile = { kind: 'compile' } as const;

  it('given a compile error on C++ code judged as JavaScript, then it names both languages', () => {
    expect(wrongLanguageHint(compile, { code: cpp, language: 'javascript' })).toBe(
      'This looks like C++ code, but the editor is set to JavaScript. Choose C++ above the editor, or write JavaScript.',
    );
  });

  it('given Java code judged as C++, then it says the editor is set to C++', () => {
    expect(wrongLanguageHint(compile, { code: java, language: 'cpp' })).toMatch(/looks like Java code, but the editor is set to C\+\+/);
  });

  it('given Python code judged as C, then it sends the learner to Python', () => {
    expect(wrongLanguageHint(compile, { code: python, language: 'c' }, ['cpp', 'java', 'javascript', 'python', 'c'])).toBe(
      'This looks like Python code, but the editor is set to C. Choose Python above the editor, or write C.',
    );
  });

  it('given Python code on a problem without Python, then it does not send the learner to a language the problem lacks', () => {
    expect(wrongLanguageHint(compile, { code: python, language: 'cpp' }, ['cpp', 'java', 'javascript'])).toBe(
      'This looks like Python code, but this problem does not offer Python and the editor is set to C++. Write C++, or choose another language above the editor.',
    );
  });

  it('says nothing when the code matches the editor, the failure is no compile error, or the code is unknown', () => {
    expect(wrongLanguageHint(compile, { code: cpp, language: 'cpp' })).toBeNull();
    expect(wrongLanguageHint({ kind: 'case' }, { code: cpp, language: 'javascript' })).toBeNull();
    expect(wrongLanguageHint(null, { code: cpp, language: 'javascript' })).toBeNull();
    expect(wrongLanguageHint(compile, null)).toBeNull();
    expect(wrongLanguageHint(compile, { code: 'x = 1 +', language: 'java' })).toBeNull();
  });
});
