/**
 * Issue 33: a problem's input validator (the Kattis interface, exit 42 when valid) proven at save
 * on every case, and run on a learner's custom inputs before the reference solution: an input it
 * rejects is not valid, with its message, and the reference never runs on it.
 */
import type { Judge, JudgeRequest } from '@forge/judge';
import { sampleProblem } from '@forge/domain/testing';
import { INVALID_CUSTOM_INPUT } from '@forge/contracts';
import { registerLearner, sharedJudge, signIn, useTestPlatform } from '../testing/testPlatform';

const requests: JudgeRequest[] = [];
const recording: Judge = {
  health: { ok: true },
  async judge(request, onTest) {
    requests.push(request);
    return (await sharedJudge()).judge(request, onTest);
  },
  close: async () => undefined,
};
const test = useTestPlatform({}, { timeout: 180_000, overrides: { judge: recording } });

/** n, then n integers between -1000 and 1000, nothing more. */
const validator = `import sys
tokens = sys.stdin.read().split()
def fail(why):
    print(why)
    sys.exit(43)
if not tokens or not tokens[0].lstrip('-').isdigit():
    fail('n is not a number: ' + (tokens[0] if tokens else 'nothing'))
n = int(tokens[0])
if not 1 <= n <= 10:
    fail('n out of range: ' + tokens[0])
if len(tokens) != n + 1:
    fail('expected %d values, found %d' % (n, len(tokens) - 1))
for t in tokens[1:]:
    if not t.lstrip('-').isdigit() or not -1000 <= int(t) <= 1000:
        fail('not a value between -1000 and 1000: ' + t)
sys.exit(42)
`;
const js = "const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(Math.max(...a));\n";
const cpp =
  '#include <iostream>\nint main() { int n; long long x, m = -1e18; std::cin >> n; while (n-- && std::cin >> x) m = x > m ? x : m; std::cout << m << "\\n"; }\n';
const java =
  'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); int n = s.nextInt(); long m = Long.MIN_VALUE; while (n-- > 0) m = Math.max(m, s.nextLong()); System.out.println(m); } }\n';
const largest = (overrides: object = {}) => ({
  ...sampleProblem({
    title: `Largest number ${Date.now()}`,
    description: 'Read n, then n integers; print the largest.',
    visibleTestCases: [{ input: '3\n1 5 2\n', output: '5\n', explanation: '5 is the largest' }],
    hiddenTestCases: [
      { input: '1\n-7\n', output: '-7\n' },
      { input: '2\n1000 -1000\n', output: '1000\n' },
    ],
    referenceSolution: [
      { language: 'C++', completeCode: cpp },
      { language: 'Java', completeCode: java },
      { language: 'JavaScript', completeCode: js },
    ],
  }),
  inputValidator: { language: 'python', source: validator },
  ...overrides,
});

describe('a problem with an input validator', () => {
  it('is saved when the validator accepts every case, shown to admins only, and refuses a custom input it rejects before the reference runs', async () => {
    const admin = await signIn(test);
    const created = await admin.post('/api/problem/create').send(largest()).expect(201);
    const problemId: string = created.body.problem._id;
    expect((await admin.get(`/api/problem/problemById/${problemId}`).expect(200)).body.inputValidator).toEqual({
      language: 'python',
      source: validator.trim(),
    });
    const { agent } = await registerLearner(test);
    expect((await agent.get(`/api/problem/problemById/${problemId}`).expect(200)).body).not.toHaveProperty('inputValidator');

    requests.length = 0;
    const res = await agent
      .post(`/api/submission/run/${problemId}`)
      .send({ code: js, language: 'javascript', customTestCases: [{ input: 'abc\n' }, { input: '2\n4 9\n' }] })
      .expect(200);
    expect(res.body.customTestCases).toEqual([
      {
        stdin: 'abc\n',
        expected_output: null,
        stdout: '',
        stderr: '',
        status_id: null,
        note: INVALID_CUSTOM_INPUT,
        validatorMessage: 'n is not a number: abc',
      },
      { stdin: '2\n4 9\n', expected_output: '9\n', stdout: '9\n', stderr: '', status_id: 3, note: null },
    ]);
    expect(res.body.success).toBe(true);
    // The validator saw both inputs; the reference and the learner's program never saw "abc".
    expect(requests[0]).toMatchObject({ role: 'inputValidator', tests: [{ input: 'abc\n' }, { input: '2\n4 9\n' }] });
    const others = requests.slice(1);
    expect(others.length).toBe(2);
    for (const r of others) expect(r.tests.map((t) => t.input)).not.toContain('abc\n');
  });

  it('is refused at save when the validator rejects a case, naming it with the validator message, or does not compile', async () => {
    const admin = await signIn(test);
    const bad = largest();
    bad.hiddenTestCases = [...bad.hiddenTestCases, { input: '1\n5000\n', output: '5000\n' }];
    const rejected = await admin.post('/api/problem/create').send(bad).expect(400);
    expect(rejected.body.message).toBe('The input validator rejects hidden test case 3: not a value between -1000 and 1000: 5000');
    const broken = await admin
      .post('/api/problem/create')
      .send(largest({ inputValidator: { language: 'cpp', source: 'int main() { return 42 }\n' } }))
      .expect(400);
    expect(broken.body.message).toMatch(/^The input validator does not compile: .*error: expected .;. before/s);
  });

  it("runs in the admin's preview on the visible inputs, reporting the one it rejects with its message", async () => {
    const admin = await signIn(test);
    const res = await admin
      .post('/api/problem/preview')
      .send({
        language: 'C++',
        code: cpp,
        visibleTestCases: [
          { input: '3\n1 5 2\n', output: '5\n' },
          { input: 'abc\n', output: '0\n' },
        ],
        inputValidator: { language: 'python', source: validator },
      })
      .expect(200);
    expect(res.body.cases).toHaveLength(2);
    expect(res.body.cases[0]).toEqual({ status_id: 3, description: 'Accepted', stdout: '5\n' });
    expect(res.body.cases[1].inputRejected).toBe('n is not a number: abc');
    // Without a validator the preview answers as before: no case says anything of its input.
    const plain = await admin
      .post('/api/problem/preview')
      .send({ language: 'C++', code: cpp, visibleTestCases: [{ input: 'abc\n', output: '0\n' }] })
      .expect(200);
    expect(plain.body.cases[0].inputRejected).toBeUndefined();
  });
});
