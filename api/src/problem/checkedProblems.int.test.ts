import { sampleProblem } from '@forge/domain/testing';
import type { ProblemContent } from '@forge/domain';
import { countEvents, createProblemAsAdmin, registerLearner, signIn, useTestPlatform } from '../testing/testPlatform';

/**
 * Problems that check their outputs their own way (issue 31), through the API and the real judge:
 * a real number within a tolerance (the Kattis token rule), and a problem of many right answers
 * judged by its own Kattis output validator.
 */
const test = useTestPlatform({}, { timeout: 120_000 });

const cpp = (body: string) => `#include <cstdio>\n#include <iostream>\nint main() { ${body} }\n`;

/** a / b as a real number, accepted within 1e-6. */
const division = (): ProblemContent =>
  sampleProblem({
    title: 'Divide',
    description: 'Print a / b; answers within 1e-6 are accepted.',
    visibleTestCases: [{ input: '1 3\n', output: '0.3333333333\n', explanation: 'a third' }],
    hiddenTestCases: [
      { input: '1 3\n', output: '0.3333333333\n' },
      { input: '2 4\n', output: '0.5000000000\n' },
    ],
    referenceSolution: [
      { language: 'C++', completeCode: cpp('double a, b; std::cin >> a >> b; std::printf("%.10f\\n", a / b);') },
      {
        language: 'Java',
        completeCode:
          'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); double a = s.nextDouble(), b = s.nextDouble(); System.out.println(String.format(Locale.ROOT, "%.10f", a / b)); } }\n',
      },
      {
        language: 'JavaScript',
        completeCode:
          "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log((a / b).toFixed(10));\n",
      },
    ],
    validation: { kind: 'tokens', flags: 'float_tolerance 1e-6' },
  });

const kattisChecker = `#include <fstream>
#include <iostream>
#include <string>
int main(int argc, char** argv) {
  std::ifstream in(argv[1]);
  long long n;
  in >> n;
  std::ofstream message(std::string(argv[3]) + "/judgemessage.txt");
  long long a, b;
  if (!(std::cin >> a >> b)) { message << "expected two numbers"; return 43; }
  std::string extra;
  if (std::cin >> extra) { message << "more than two numbers"; return 43; }
  if (a < 1 || b < 1) { message << "both numbers must be positive"; return 43; }
  if (a + b != n) { message << a << " + " << b << " is not " << n; return 43; }
  return 42;
}
`;

/** Two positive numbers that add up to n: any such pair is right, so a checker judges it. */
const anyPair = (overrides: Partial<ProblemContent> = {}): ProblemContent =>
  sampleProblem({
    title: 'Any Pair',
    description: 'Print two positive integers whose sum is n.',
    visibleTestCases: [{ input: '5\n', output: '1 4\n', explanation: '1 + 4 = 5, as 2 + 3 would be' }],
    hiddenTestCases: [
      { input: '2\n', output: '1 1\n' },
      { input: '1000000\n', output: '1 999999\n' },
    ],
    // Three references, three different pairs: the checker, not the answer file, accepts them.
    referenceSolution: [
      { language: 'C++', completeCode: cpp('long long n; std::cin >> n; std::cout << n - 1 << " " << 1 << "\\n";') },
      {
        language: 'Java',
        completeCode:
          'import java.util.*;\npublic class Main { public static void main(String[] x) { long n = new Scanner(System.in).nextLong(); System.out.println((n / 2) + " " + (n - n / 2)); } }\n',
      },
      { language: 'JavaScript', completeCode: "const n = Number(require('fs').readFileSync(0, 'utf8').trim());\nconsole.log(1, n - 1);\n" },
    ],
    wrongSolutions: [
      {
        language: 'C++',
        completeCode: cpp('long long n; std::cin >> n; std::cout << 0 << " " << n << "\\n";'),
        expectedVerdict: 'Wrong Answer',
      },
    ],
    validation: { kind: 'checker', protocol: 'kattis', language: 'cpp', source: kattisChecker },
    ...overrides,
  });

describe('a real number judged within a tolerance', () => {
  let problemId = '';
  beforeAll(async () => {
    problemId = await createProblemAsAdmin(test, division());
  }, 120_000);

  it('accepts 0.3333334 for a third and rejects 0.34, through submit', async () => {
    const { agent } = await registerLearner(test);
    const close = cpp('double a, b; std::cin >> a >> b; std::printf("%.7f\\n", a / b + 1e-7);');
    const near = await agent.post(`/api/submission/submit/${problemId}`).send({ code: close, language: 'cpp' }).expect(200);
    expect(near.body).toMatchObject({ accepted: true, passedTestCases: 2, totalTestCases: 2 });
    expect(near.body).not.toHaveProperty('score');

    const far = cpp('double a, b; std::cin >> a >> b; std::printf("%.2f\\n", a / b + 0.005);');
    const run = await agent.post(`/api/submission/run/${problemId}`).send({ code: far, language: 'cpp' }).expect(200);
    expect(run.body.testCases[0]).toMatchObject({ stdout: '0.34\n', status_id: 4, checkerMessage: expect.any(String) });
    const rejected = await agent.post(`/api/submission/submit/${problemId}`).send({ code: far, language: 'cpp' }).expect(200);
    expect(rejected.body).toMatchObject({ accepted: false, passedTestCases: 0, error: 'Wrong Answer on hidden test 1' });
  });
});

describe('a problem judged by its own Kattis checker, created through the API', () => {
  it('is saved with its wrong solution proven, takes any valid pair, and shows its checker to admins alone', async () => {
    const admin = await signIn(test);
    const created = await admin.post('/api/problem/create').send(anyPair()).expect(201);
    const problemId = created.body.problem._id as string;
    expect(created.body.problem.validation).toMatchObject({ kind: 'checker', protocol: 'kattis' });

    const { agent } = await registerLearner(test);
    const seen = await agent.get(`/api/problem/problemById/${problemId}`).expect(200);
    expect(seen.body).not.toHaveProperty('validation');
    expect(JSON.stringify(seen.body)).not.toContain('judgemessage');
    expect((await admin.get(`/api/problem/problemById/${problemId}`).expect(200)).body.validation.source).toBe(kattisChecker.trim());

    const twoAndThree = cpp('long long n; std::cin >> n; std::cout << 2 << " " << n - 2 << "\\n";');
    const run = await agent.post(`/api/submission/run/${problemId}`).send({ code: twoAndThree, language: 'cpp' }).expect(200);
    expect(run.body.testCases).toEqual([{ stdin: '5\n', expected_output: '1 4\n', stdout: '2 3\n', status_id: 3 }]);
    const wrong = cpp('long long n; std::cin >> n; std::cout << 1 << " " << n << "\\n";');
    const refused = await agent.post(`/api/submission/run/${problemId}`).send({ code: wrong, language: 'cpp' }).expect(200);
    expect(refused.body.testCases[0]).toMatchObject({ status_id: 4, checkerMessage: '1 + 5 is not 5' });
    // Hidden cases: 2 has only 1 1, and 2 + (n - 2) is 0 + 2 there.
    const submitted = await agent.post(`/api/submission/submit/${problemId}`).send({ code: twoAndThree, language: 'cpp' }).expect(200);
    expect(submitted.body).toMatchObject({ accepted: false, error: 'Wrong Answer on hidden test 1' });
    expect(JSON.stringify(submitted.body)).not.toContain('positive');
  });

  it('refuses a checker that does not compile with the compiler’s message, saving nothing', async () => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const broken = anyPair({ validation: { kind: 'checker', protocol: 'kattis', language: 'cpp', source: 'int main( { return 42; }' } });
    const res = await admin.post('/api/problem/create').send(broken).expect(400);
    expect(res.body.code).toBe('CHECKER_DOES_NOT_COMPILE');
    expect(res.body.message).toMatch(/^The checker does not compile: [\s\S]*error/);
    expect(await countEvents(test)).toBe(before);
  });

  it('refuses a checker that accepts the wrong solution, saying so', async () => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const lenient = anyPair({ validation: { kind: 'checker', protocol: 'kattis', language: 'cpp', source: 'int main() { return 42; }' } });
    const res = await admin.post('/api/problem/create').send(lenient).expect(400);
    expect(res.body).toEqual({
      code: 'WRONG_SOLUTION_VERDICT',
      message:
        'Wrong solution 1 (C++) should get Wrong Answer but was Accepted: its checker accepts it on every case: add a case or a check that rejects it',
    });
    expect(await countEvents(test)).toBe(before);
  });
});

describe('the problem form’s preview', () => {
  const reference = anyPair().referenceSolution[0]!.completeCode;
  const preview = (overrides: object = {}) => ({
    validation: anyPair().validation,
    language: 'C++',
    code: reference,
    visibleTestCases: [
      { input: '5\n', output: '1 4\n' },
      { input: '2\n', output: '1 1\n' },
    ],
    ...overrides,
  });

  it('judges the code on every case through the checker, with its message, saving nothing', async () => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const ok = await admin.post('/api/problem/preview').send(preview()).expect(200);
    expect(ok.body).toEqual({
      checkerCompileOutput: null,
      compileOutput: null,
      cases: [
        { status_id: 3, description: 'Accepted', stdout: '4 1\n' },
        { status_id: 3, description: 'Accepted', stdout: '1 1\n' },
      ],
    });
    const zero = cpp('long long n; std::cin >> n; std::cout << 0 << " " << n << "\\n";');
    const wrong = await admin
      .post('/api/problem/preview')
      .send(preview({ code: zero }))
      .expect(200);
    expect(wrong.body.cases.map((c: { status_id: number; checkerMessage?: string }) => [c.status_id, c.checkerMessage])).toEqual([
      [4, 'both numbers must be positive'],
      [4, 'both numbers must be positive'],
    ]);
    expect(await countEvents(test)).toBe(before);
  });

  it('compiles a checker with no cases, answering the compiler’s output when it does not compile', async () => {
    const admin = await signIn(test);
    const validation = { kind: 'checker', protocol: 'kattis', language: 'cpp', source: 'int main( { return 42; }' };
    const broken = await admin
      .post('/api/problem/preview')
      .send(preview({ validation, visibleTestCases: [] }))
      .expect(200);
    expect(broken.body).toMatchObject({ compileOutput: null, cases: [] });
    expect(broken.body.checkerCompileOutput).toMatch(/error/);
    const fine = await admin
      .post('/api/problem/preview')
      .send(preview({ visibleTestCases: [] }))
      .expect(200);
    expect(fine.body).toEqual({ checkerCompileOutput: null, compileOutput: null, cases: [] });
  });

  it('is for admins alone, and checks its body', async () => {
    const { agent } = await registerLearner(test);
    await agent.post('/api/problem/preview').send(preview()).expect(403);
    const admin = await signIn(test);
    const res = await admin
      .post('/api/problem/preview')
      .send(preview({ language: 'Ruby' }))
      .expect(400);
    expect(res.body.message).toBe('Language must be C++, Java, JavaScript, Python or C');
  });
});
