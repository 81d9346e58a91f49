import { Status } from '@forge/judge';
import { learnerPrograms } from './learnerPrograms';
import { passes, statusesOf } from './simulatedJudge';
import { contentOf, termProblems } from './termProblems';

// The simulation needs each kind of program to do what its kind says on the problem's own cases;
// recordedTerm.int.test.ts proves on the real judge that the programs do what their models say.
const cases = (content: ReturnType<typeof contentOf>) => content.hiddenTestCases.map((c) => ({ input: c.input, expectedOutput: c.output }));
const rows = termProblems.flatMap((problem) =>
  (['cpp', 'java', 'javascript'] as const).map((language) => [problem.slug, language, problem] as const),
);

describe.each(rows)('the programs of %s in %s', (_slug, language, problem) => {
  const programs = learnerPrograms(problem, language);
  const first = cases(contentOf(problem));
  const of = (kind: string) => programs.filter((program) => program.kind === kind);

  it('are all different', () => {
    expect(new Set(programs.map((program) => program.code)).size).toBe(programs.length);
  });

  it('the right one passes every case, the wrong ones fail one', () => {
    expect(of('accepted').map((program) => passes(program, first))).toEqual([true]);
    for (const program of of('wrong')) expect(statusesOf(program, first)).toContain(Status.WrongAnswer);
    for (const program of of('slow')) expect(statusesOf(program, first)).toContain(Status.TimeLimitExceeded);
    for (const program of of('crash')) expect(statusesOf(program, first)).not.toContain(Status.Accepted);
    expect(of('compile').map((program) => program.compiles)).toEqual([false]);
  });

  it('a fragile one passes until the extra case', () => {
    for (const program of of('fragile')) {
      expect(passes(program, first)).toBe(true);
      expect(statusesOf(program, cases(contentOf(problem, { extraCase: true }))).at(-1)).toBe(Status.WrongAnswer);
    }
  });
});
