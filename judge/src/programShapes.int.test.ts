import { Status, type JudgeResult, type LanguageId, type StatusId } from './api';
import { nonce, useJudge } from './judgeTestKit';

/**
 * Programs the compiler (or `node --check`) accepts but the run cannot start as the judge starts
 * it, and programs whose syntax error only the run would find: all are Compilation Errors whose
 * output says what is wrong, and no case runs. One row per language and program.
 */
interface Row {
  readonly language: LanguageId;
  readonly name: string;
  readonly code: string;
  readonly statusId: StatusId;
  /** Every pattern must be in the compile output (Compilation Errors only). */
  readonly says?: readonly RegExp[];
  readonly doesNotSay?: RegExp;
}

const cases = [
  { input: '2 3\n', expectedOutput: '5\n' },
  { input: '10 20\n', expectedOutput: '30\n' },
];
const javaSum = 'java.util.Scanner in = new java.util.Scanner(System.in); System.out.println(in.nextLong() + in.nextLong());';
const javaClass = (header: string) => `${header} {\n  public static void main(String[] args) {\n    ${javaSum}\n  }\n}\n`;
const mustDeclareMain = /Your program must declare `public class Main`/;

const rows: Row[] = [
  { language: 'java', name: 'public class Main', code: javaClass('public class Main'), statusId: Status.Accepted },
  {
    language: 'java',
    name: 'class Main beside a helper class, with a nested class',
    code: `class Helper { static int one() { return 1; } }\n${javaClass('class Main').replace('{\n', '{\n  static class Inner {}\n')}`,
    statusId: Status.Accepted,
  },
  {
    language: 'java',
    name: 'a package line and class Solution in comments only',
    code: `// package com.example;\n/* public class Solution { } */\n${javaClass('public class Main')}`,
    statusId: Status.Accepted,
  },
  {
    language: 'java',
    name: 'class Solution instead of Main',
    code: javaClass('class Solution'),
    statusId: Status.CompilationError,
    says: [mustDeclareMain, /found class Solution\./],
  },
  {
    language: 'java',
    name: 'public class Solution instead of Main (javac refuses it too)',
    code: javaClass('public class Solution'),
    statusId: Status.CompilationError,
    says: [mustDeclareMain, /found public class Solution\./, /should be declared in a file named Solution\.java/],
  },
  {
    language: 'java',
    name: 'a package declaration',
    code: `package com.example;\n\n${javaClass('public class Main')}`,
    statusId: Status.CompilationError,
    says: [/Remove the `package com\.example;` line: the judge runs `Main` from the default package\./],
  },
  {
    language: 'java',
    name: 'a syntax error keeps javac’s own message',
    code: javaClass('public class Main').replace('System.out.println', 'int x = ; System.out.println'),
    statusId: Status.CompilationError,
    says: [/Main\.java:\d+: error: illegal start of expression/],
    doesNotSay: mustDeclareMain,
  },
  {
    language: 'javascript',
    name: 'CommonJS with require',
    code: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
    statusId: Status.Accepted,
  },
  {
    language: 'javascript',
    name: 'CommonJS that is not valid module code (a with statement)',
    code: "const d = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nwith (Math) { console.log(max(d[0], 0) + d[1]); }\n",
    statusId: Status.Accepted,
  },
  {
    language: 'javascript',
    name: 'an ES module: import from node:fs and top-level await',
    code: "import { readFileSync } from 'node:fs';\nconst [a, b] = readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconst sum = await Promise.resolve(a + b);\nconsole.log(sum);\n",
    statusId: Status.Accepted,
  },
  {
    language: 'javascript',
    name: 'an ES module reading lines with readline',
    code: "import readline from 'readline';\nconst lines = readline.createInterface({ input: process.stdin });\nfor await (const line of lines) {\n  const [a, b] = line.split(' ').map(Number);\n  console.log(a + b);\n}\n",
    statusId: Status.Accepted,
  },
  {
    language: 'javascript',
    name: 'a syntax error in an ES module',
    code: "import { readFileSync } from 'node:fs';\nconst input = ;\nconsole.log(readFileSync(0, 'utf8'));\n",
    statusId: Status.CompilationError,
    says: [/main\.js:2/, /SyntaxError: Unexpected token ';'/],
    doesNotSay: /node:internal|Cannot use import statement/,
  },
  {
    language: 'javascript',
    name: 'a syntax error in a module with top-level await only',
    code: 'export const answer = await Promise.resolve(1);\nconsole.log(answer +);\n',
    statusId: Status.CompilationError,
    says: [/main\.js:2/, /SyntaxError/],
  },
  {
    language: 'javascript',
    name: 'a syntax error in CommonJS keeps node’s message',
    code: "const x = require('fs');\nconsole.log(x.;\n",
    statusId: Status.CompilationError,
    says: [/main\.js:2/, /SyntaxError: Unexpected token ';'/],
  },
];

const judge = useJudge();

describe.each(rows)('$language: $name', (row) => {
  let result: JudgeResult;
  beforeAll(async () => {
    // A fresh compile each time: the check runs when the program is built, not when it is cached.
    const code = row.language === 'java' ? `// ${nonce()}\n${row.code}` : `${row.code}// ${nonce()}\n`;
    result = await judge().judge({ language: row.language, code, tests: cases });
  }, 60_000);

  test(`is ${Object.entries(Status).find(([, id]) => id === row.statusId)?.[0]}`, () => {
    expect({ statusId: result.statusId, compileOutput: result.compileOutput }).toMatchObject({ statusId: row.statusId });
  });

  if (row.statusId === Status.CompilationError) {
    test('says what is wrong, and runs no case', () => {
      for (const pattern of row.says ?? []) expect(result.compileOutput).toMatch(pattern);
      if (row.doesNotSay) expect(result.compileOutput).not.toMatch(row.doesNotSay);
      expect(result.tests).toEqual([]);
    });
  } else {
    test('runs every case', () => {
      expect(result.tests.map((test) => test.statusId)).toEqual(cases.map(() => Status.Accepted));
    });
  }
});
