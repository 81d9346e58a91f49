import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expandHarness, namedPieces } from './harness';

let harnessDir: string;
beforeAll(() => {
  harnessDir = mkdtempSync(join(tmpdir(), 'forge-harness-'));
  const pieces: Record<string, string> = {
    'cpp/answer.cpp': 'int answer() { return 42; }\n',
    'cpp/nested.cpp': '// @harness answer\n',
    'java/Reader.java': '// Reads.\nstatic final class Reader {\n\n    int next() { return 1; }\n}\n',
    'js/tokens.js': 'const next = () => 1;\n',
    'python/tokens.py': 'import sys\n\n\ndef nxt():\n    return 1\n',
    'c/io.c': 'static int readInt(void) { return 1; }\n',
  };
  for (const [file, text] of Object.entries(pieces)) {
    mkdirSync(join(harnessDir, file, '..'), { recursive: true });
    writeFileSync(join(harnessDir, file), text);
  }
});
afterAll(() => rmSync(harnessDir, { recursive: true, force: true }));

const cpp = (code: string) => expandHarness(code, 'C++', harnessDir);
const java = (code: string) => expandHarness(code, 'Java', harnessDir);
const js = (code: string) => expandHarness(code, 'JavaScript', harnessDir);
const python = (code: string) => expandHarness(code, 'Python', harnessDir);
const c = (code: string) => expandHarness(code, 'C', harnessDir);

describe('a program’s harness directives', () => {
  it('are each replaced by the piece they name, its last newline left out', () => {
    expect(cpp('#include <bits/stdc++.h>\n// @harness answer\nint main() { return answer(); }\n')).toBe(
      '#include <bits/stdc++.h>\nint answer() { return 42; }\nint main() { return answer(); }\n',
    );
    expect(js('// @harness tokens\nconsole.log(next());')).toBe('const next = () => 1;\nconsole.log(next());');
  });

  it('put a Java piece among class Main’s members, each of its lines indented as the directive is, blank lines left blank', () => {
    expect(java('public class Main {\n    // @harness Reader\n}\n')).toBe(
      'public class Main {\n    // Reads.\n    static final class Reader {\n\n        int next() { return 1; }\n    }\n}\n',
    );
  });

  it('are a # comment in Python and a // comment in C, each language’s piece put in', () => {
    expect(python('# @harness tokens\n\nprint(nxt())\n')).toBe('import sys\n\n\ndef nxt():\n    return 1\n\nprint(nxt())\n');
    expect(c('#include <stdio.h>\n// @harness io\nint main(void) { return readInt(); }\n')).toBe(
      '#include <stdio.h>\nstatic int readInt(void) { return 1; }\nint main(void) { return readInt(); }\n',
    );
  });

  it('tell a Python program’s top level past its strings and brackets', () => {
    const code = 's = "{ ("\nt = \'#\'\nu = """\n"""\n# @harness tokens\n';
    expect(python(code)).toBe(code.replace('# @harness tokens', 'import sys\n\n\ndef nxt():\n    return 1'));
  });

  it('leave a program that names no piece as it is', () => {
    const code = 'int main() {\n    // harness: none\n    return 0;\n}\n';
    expect(cpp(code)).toBe(code);
  });

  it('tell blocks by the code alone: braces in strings, characters and comments do not open one', () => {
    const code = 'const char* open = "{";\nchar c = \'{\';\n/* { */\n// {\n// @harness answer\n';
    expect(cpp(code)).toBe(code.replace('// @harness answer', 'int answer() { return 42; }'));
  });

  it('are listed by namedPieces, in order', () => {
    expect(namedPieces('// @harness io\n\n// @harness chain\nint main() {}\n', 'C++')).toEqual(['io', 'chain']);
    expect(namedPieces('# @harness tokens\n# @harness chain\n// @harness io\n', 'Python')).toEqual(['tokens', 'chain']);
  });

  it.each([
    [
      'a directive written otherwise',
      cpp,
      '//@harness answer',
      /^line 1: "\/\/@harness answer" is not a harness directive: it stands alone on its line, as \/\/ @harness <name>$/,
    ],
    ['a directive after code', cpp, 'int x; // @harness answer', /^line 1: "int x; \/\/ @harness answer" is not a harness directive/],
    ['two names', cpp, '// @harness answer tokens', /^line 1: "\/\/ @harness answer tokens" is not a harness directive/],
    [
      'a piece there is not',
      cpp,
      '\n// @harness question',
      /^line 2: no harness piece "question" in C\+\+ \(harness\/cpp\/question\.cpp\)$/,
    ],
    [
      'a piece of another language',
      js,
      '// @harness answer',
      /^line 1: no harness piece "answer" in JavaScript \(harness\/js\/answer\.js\)$/,
    ],
    ['a piece named twice', cpp, '// @harness answer\n// @harness answer', /^line 2: \/\/ @harness answer again: line 1 names it already$/],
    [
      'a piece that names a piece',
      cpp,
      '// @harness nested',
      /^line 1: harness\/cpp\/nested\.cpp names a harness piece itself: only a program names pieces$/,
    ],
    [
      'a C++ piece inside a function',
      cpp,
      'int main() {\n    // @harness answer\n}',
      /^line 2: \/\/ @harness answer is out of place: a C\+\+ piece is named at the top level, outside every block$/,
    ],
    ['a C++ piece inside a comment', cpp, '/*\n// @harness answer\n*/', /^line 2: \/\/ @harness answer is out of place/],
    [
      'a JavaScript piece inside a block',
      js,
      'if (true) {\n  // @harness tokens\n}',
      /^line 2: \/\/ @harness tokens is out of place: a JavaScript piece is named at the top level/,
    ],
    [
      'a Java piece outside class Main',
      java,
      '// @harness Reader\npublic class Main {}',
      /^line 1: \/\/ @harness Reader is out of place: a Java piece is named in class Main's body, among its members$/,
    ],
    [
      'a Java piece inside a method',
      java,
      'public class Main {\n    void f() {\n        // @harness Reader\n    }\n}',
      /^line 3: \/\/ @harness Reader is out of place/,
    ],
    [
      'a Java piece inside another class',
      java,
      'class Other {\n    // @harness Reader\n}',
      /^line 2: \/\/ @harness Reader is out of place/,
    ],
    [
      'a Python directive written as C’s',
      python,
      '// @harness tokens',
      /^line 1: "\/\/ @harness tokens" is not a harness directive: it stands alone on its line, as # @harness <name>$/,
    ],
    [
      'a Python piece inside a function',
      python,
      'def main():\n    # @harness tokens\n',
      /^line 2: # @harness tokens is out of place: a Python piece is named at the top level, unindented$/,
    ],
    ['a Python piece inside a call’s brackets', python, 'print(\n# @harness tokens\n)', /^line 2: # @harness tokens is out of place/],
    ['a Python piece inside a triple-quoted string', python, "'''\n# @harness tokens\n'''", /^line 2: # @harness tokens is out of place/],
    ['a C piece inside a function', c, 'int main(void) {\n    // @harness io\n}', /^line 2: \/\/ @harness io is out of place: a C piece/],
  ])('refuse %s, naming the line', (_what, expand, code, message) => {
    expect(() => expand(code)).toThrow(message);
  });
});
