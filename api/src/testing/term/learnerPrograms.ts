import { Status, type StatusId } from '@forge/judge';
import { programOf } from './termProblems';
import type { Behaviour, Mistake, TermLanguage, TermProblem } from './termProgram';

/** What a learner's program is: right, one of the problem's mistakes, a crash or a typo. */
export type ProgramKind = 'accepted' | 'fragile' | 'wrong' | 'slow' | 'crash' | 'compile';

export type LearnerProgram = {
  readonly problem: string;
  readonly language: TermLanguage;
  readonly kind: ProgramKind;
  readonly note: string;
  readonly code: string;
} & ({ readonly compiles: true; readonly run: Behaviour } | { readonly compiles: false; readonly compileOutput: string });

/** The same mistake in every problem: `from` in the program's frame becomes `to`. */
interface FrameMistake {
  readonly from: string;
  readonly to: string;
}

/** Reading the numbers from a second line (as if the first held their count) crashes on a one-line input. */
const crashes: Readonly<Record<TermLanguage, FrameMistake & { readonly statusId: StatusId }>> = {
  // Writing past the end of an empty vector: its data pointer is null.
  cpp: {
    from: 'while (cin >> x) xs.push_back(x);',
    to: 'size_t n = 0;\n    while (cin >> x) xs[n++] = x;',
    statusId: Status.RuntimeErrorSIGSEGV,
  },
  java: { from: '.trim().split("\\\\s+");', to: '.trim().split("\\n")[1].trim().split("\\\\s+");', statusId: Status.RuntimeErrorNZEC },
  javascript: { from: '.trim().split(/\\s+/)', to: ".trim().split('\\n')[1].trim().split(/\\s+/)", statusId: Status.RuntimeErrorNZEC },
};

/** A missing `;` (C++, Java) or `)` (JavaScript) in the frame, and what the compiler says of it, as g++, javac and node --check print it. */
const typos: Readonly<Record<TermLanguage, FrameMistake & { readonly says: (lines: string[], at: number) => string }>> = {
  cpp: {
    from: 'xs.push_back(x);',
    to: 'xs.push_back(x)',
    says: (lines, at) => {
      const gutter = (n: number) => ` ${String(n).padStart(4)} | `;
      const column = lines[at]!.length + 1;
      return [
        'main.cpp: In function ‘int main()’:',
        `main.cpp:${at + 1}:${column}: error: expected ‘;’ before ‘cout’`,
        `${gutter(at + 1)}${lines[at]}`,
        `      | ${' '.repeat(column - 1)}^`,
        `      | ${' '.repeat(column - 1)};`,
        `${gutter(at + 2)}${lines[at + 1]}`,
        `      |     ~~~~${' '.repeat(column - 8)}`,
        '',
      ].join('\n');
    },
  },
  java: {
    from: 'System.out.println(solve(xs));',
    to: 'System.out.println(solve(xs))',
    says: (lines, at) => `Main.java:${at + 1}: error: ';' expected\n${lines[at]}\n${' '.repeat(lines[at]!.length)}^\n1 error\n`,
  },
  // node's message as the judge's check prints it (judge/src/javascriptCheck.ts: its stack frames left out).
  javascript: {
    from: 'console.log(String(solve(xs)));',
    to: 'console.log(String(solve(xs));',
    says: (lines, at) =>
      `/box/main.js:${at + 1}\n${lines[at]}\n${' '.repeat(lines[at]!.lastIndexOf(')'))}^\n\nSyntaxError: missing ) after argument list\n`,
  },
};

function changed(code: string, { from, to }: FrameMistake): string {
  const parts = code.split(from);
  if (parts.length !== 2) throw new Error(`the frame has no single ${from}`);
  return parts.join(to);
}

/** Every program the term's learners write for `problem` in `language`, each with what it does. */
export function learnerPrograms(problem: TermProblem, language: TermLanguage): LearnerProgram[] {
  const base = { problem: problem.slug, language };
  const reference = programOf(problem, language, problem.body[language]);
  const mistaken = (kind: ProgramKind, mistake: Mistake): LearnerProgram => ({
    ...base,
    kind,
    note: mistake.note,
    code: programOf(problem, language, mistake.body[language](problem.body[language])),
    compiles: true,
    run: mistake.run,
  });
  const crash = crashes[language];
  const typo = typos[language];
  const typoCode = changed(reference, typo);
  const typoLines = typoCode.split('\n');
  return [
    { ...base, kind: 'accepted', note: 'right', code: reference, compiles: true, run: problem.solve },
    ...(problem.fragile ? [mistaken('fragile', problem.fragile)] : []),
    ...problem.wrong.map((mistake) => mistaken('wrong', mistake)),
    mistaken('slow', problem.slow),
    { ...base, kind: 'crash', note: 'reads a second line', code: changed(reference, crash), compiles: true, run: () => crash.statusId },
    {
      ...base,
      kind: 'compile',
      note: 'a typo',
      code: typoCode,
      compiles: false,
      compileOutput: typo.says(
        typoLines,
        typoLines.findIndex((line) => line.includes(typo.to)),
      ),
    },
  ];
}
