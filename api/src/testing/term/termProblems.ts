import type { ProblemContent, ProblemLanguage } from '@forge/domain';
import { dpAndGraphProblems } from './dpAndGraphProblems';
import { listProblems } from './listProblems';
import type { TermLanguage, TermProblem } from './termProgram';

/**
 * A whole program around a `solve(xs)` body, as the platform's problems are written (api/builtin-problems):
 * it reads every number of stdin, calls `solve` and prints its answer on a line; Java's class is `Main`.
 * No newline at the end: the platform trims the code it saves, and an admin's save changes nothing.
 */
export function programOf(problem: TermProblem, language: TermLanguage, body: string): string {
  const number = problem.returns === 'number';
  if (language === 'cpp')
    return [
      '#include <bits/stdc++.h>',
      'using namespace std;',
      '',
      `// ${problem.statement}`,
      `${number ? 'long long' : 'string'} solve(const vector<long long>& xs) {`,
      body,
      '}',
      '',
      'int main() {',
      '    vector<long long> xs;',
      '    long long x;',
      '    while (cin >> x) xs.push_back(x);',
      "    cout << solve(xs) << '\\n';",
      '    return 0;',
      '}',
    ].join('\n');
  if (language === 'java')
    return [
      'import java.util.*;',
      '',
      'public class Main {',
      `    // ${problem.statement}`,
      `    static ${number ? 'long' : 'String'} solve(long[] xs) {`,
      body,
      '    }',
      '',
      '    public static void main(String[] args) throws Exception {',
      '        String[] tokens = new String(System.in.readAllBytes()).trim().split("\\\\s+");',
      '        long[] xs = new long[tokens.length];',
      '        for (int i = 0; i < tokens.length; i++) xs[i] = Long.parseLong(tokens[i]);',
      '        System.out.println(solve(xs));',
      '    }',
      '}',
    ].join('\n');
  return [
    "const xs = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);",
    '',
    `// ${problem.statement}`,
    'function solve(xs) {',
    body,
    '}',
    '',
    'console.log(String(solve(xs)));',
  ].join('\n');
}

/** The start code: the whole program, with `solve` left to write. */
function startCodeOf(problem: TermProblem, language: TermLanguage): string {
  const empty = problem.returns === 'number' ? '0' : '""';
  const indent = { cpp: '    ', java: '        ', javascript: '  ' }[language];
  return programOf(problem, language, `${indent}// Write your solution here.\n${indent}return ${empty};`);
}

const languages: readonly [ProblemLanguage, TermLanguage][] = [
  ['C++', 'cpp'],
  ['Java', 'java'],
  ['JavaScript', 'javascript'],
];

/** The problem as an admin creates it; `extraCase` adds the case a later edit brings. */
export function contentOf(problem: TermProblem, { extraCase = false, retitled = false } = {}): ProblemContent {
  const inputs = extraCase && problem.extraInput ? [...problem.inputs, problem.extraInput] : problem.inputs;
  const [first, ...hidden] = inputs;
  return {
    title: retitled ? `${problem.title} (revised)` : problem.title,
    description: problem.statement,
    difficulty: problem.difficulty,
    tags: problem.tags,
    visibleTestCases: [{ input: `${first}\n`, output: `${problem.solve(first!)}\n`, explanation: 'worked by hand' }],
    hiddenTestCases: hidden.map((input) => ({ input: `${input}\n`, output: `${problem.solve(input)}\n` })),
    startCode: languages.map(([language, submission]) => ({ language, initialCode: startCodeOf(problem, submission) })),
    referenceSolution: languages.map(([language, submission]) => ({
      language,
      completeCode: programOf(problem, submission, problem.body[submission]),
    })),
  };
}

/** In the order the admins create them: six in week 1, three in week 3, three in week 5. */
export const termProblems: readonly TermProblem[] = [...listProblems, ...dpAndGraphProblems];
export type { TermProblem };
