import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJudge, Status, type ForgeJudge } from '@forge/judge';
import { expectations, expectedVerdict, languages, LOAD_PROBLEM_TITLE, parseMarker, programFor, type Marker } from './programs';
import { ROOT } from './roster';

/** The problem the load submits to, as the API loads it into a fresh log (staircase-ways has no limitCases.json). */
const folder = join(ROOT, 'api', 'builtin-problems', 'staircase-ways');
const problem = {
  title: (JSON.parse(readFileSync(join(folder, 'problem.json'), 'utf8')) as { title: string }).title,
  hiddenTestCases: (JSON.parse(readFileSync(join(folder, 'cases.json'), 'utf8')) as { hidden: { input: string; output: string }[] }).hidden,
};

describe("the load run's programs", () => {
  let judge: ForgeJudge;
  beforeAll(async () => {
    judge = await createJudge({ cacheDir: join(tmpdir(), 'forge-test-judge-cache'), log: () => undefined });
  }, 120_000);
  afterAll(() => judge.close());

  it('are for the problem the load opens', () => {
    expect(problem.title).toBe(LOAD_PROBLEM_TITLE);
  });

  it('carry a marker that reads back as it was written', () => {
    const marker: Marker = { run: 'r1', learner: 12, seq: 7, expect: 'tle', language: 'java' };
    expect(parseMarker(programFor(marker))).toEqual(marker);
    expect(parseMarker('int main() {}')).toBeUndefined();
  });

  it.each(languages.flatMap((language) => expectations.map((wanted) => [language, wanted] as const)))(
    '%s, expected %s: the judge gives the verdict the load expects',
    async (language, wanted) => {
      const code = programFor({ run: `probe-${Date.now()}`, learner: 1, seq: 1, expect: wanted, language });
      const result = await judge.judge({
        language,
        code,
        tests: problem.hiddenTestCases.map((c) => ({ input: c.input, expectedOutput: c.output })),
        stopOnFirstFailure: true,
      });
      const status = {
        accepted: Status.Accepted,
        wrong: Status.WrongAnswer,
        tle: Status.TimeLimitExceeded,
        compile: Status.CompilationError,
      }[wanted];
      expect({ statusId: result.statusId, description: result.description }).toEqual({
        statusId: status,
        description: expectedVerdict(wanted).errorPrefix ?? 'Accepted',
      });
    },
    60_000,
  );
});
