import { sampleProblem } from '@forge/domain/testing';
import { cSum, fiveLanguageProblem, pythonSum } from '../testing/fiveLanguages';
import { countEvents, registerLearner, signIn, useProblem, useTestPlatform } from '../testing/testPlatform';

/**
 * Python 3 and C (issue 32), end to end on the real sandboxed judge: a problem with their start
 * code and references is proven on save, learners' programs in them are judged like any other,
 * and a problem offers only the languages it has start code for.
 */
// Every program is judged for real on a machine that may be busy: each test's time is the judge's.
jest.setTimeout(180_000);
const test = useTestPlatform({}, { timeout: 180_000 });

describe('a problem in five languages', () => {
  const problemId = useProblem(test, () => fiveLanguageProblem(), 180_000);

  it('shows its Python and C start code after the spec three, in the editor order', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent.get(`/api/problem/problemById/${problemId()}`).expect(200);
    expect(res.body.startCode.map((s: { language: string }) => s.language)).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);
  });

  it.each([
    ['python', pythonSum],
    ['c', cSum],
  ])('accepts a right %s submission and run, lists it, and remembers the language', async (language, code) => {
    const { agent } = await registerLearner(test);
    const run = await agent.post(`/api/submission/run/${problemId()}`).send({ code, language }).expect(200);
    expect(run.body).toMatchObject({ success: true, error: null });
    const submit = await agent.post(`/api/submission/submit/${problemId()}`).send({ code, language }).expect(200);
    expect(submit.body).toMatchObject({ accepted: true, passedTestCases: 2, totalTestCases: 2, error: null });
    const list = await agent.get(`/api/problem/submittedProblem/${problemId()}`).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ language, status: 'accepted', code })]);
    expect((await agent.get('/api/user/check').expect(200)).body.user).toMatchObject({ lastLanguage: language });
  });

  it('makes a Python program that does not parse a Compilation Error with Python’s message and line', async () => {
    const { agent } = await registerLearner(test);
    const code = 'a, b = map(int, input().split())\nprint(a +)\n';
    const submit = await agent.post(`/api/submission/submit/${problemId()}`).send({ code, language: 'python' }).expect(200);
    expect(submit.body.accepted).toBe(false);
    expect(submit.body.error).toMatch(/^Compilation Error\n/);
    expect(submit.body.error).toContain('File "main.py", line 2');
    expect(submit.body.error).toMatch(/SyntaxError: invalid syntax/);
    const run = await agent.post(`/api/submission/run/${problemId()}`).send({ code, language: 'python' }).expect(200);
    expect(run.body.failure).toMatchObject({ kind: 'compile', statusId: 6 });
    expect(run.body.failure.detail).toContain('line 2');
  });

  it('gives a Python program that builds a 2 GB list the memory-limit verdict', async () => {
    const { agent } = await registerLearner(test);
    const code = 'a, b = map(int, input().split())\nhuge = [a + b] * (256 * 1024 * 1024)\nprint(len(huge))\n';
    const submit = await agent.post(`/api/submission/submit/${problemId()}`).send({ code, language: 'python' }).expect(200);
    expect(submit.body).toMatchObject({ accepted: false, passedTestCases: 0 });
    expect(submit.body.error).toMatch(/^Runtime Error \(memory limit exceeded\) on hidden test 1/);
  });
});

describe('saving a problem with Python and C', () => {
  it.each([
    [{ python: 'print(0)\n' }, 'Reference solution in Python fails visible test case 1: Wrong Answer'],
    [{ c: 'int main(void) { return undeclared; }\n' }, /^Reference solution in C does not compile: .*undeclared/s],
  ])('proves their references on the judge: %j is refused, recording nothing', async (references, message) => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const res = await admin.post('/api/problem/create').send(fiveLanguageProblem({}, references)).expect(400);
    expect(res.body.message).toEqual(expect.stringMatching(message));
    expect(await countEvents(test)).toBe(before);
  });
});

describe('a problem in the spec’s three languages alone', () => {
  const problemId = useProblem(test, () => sampleProblem({ title: `Three languages ${Date.now()}` }));

  it.each([
    ['python', pythonSum, 'Python'],
    ['c', cSum, 'C'],
  ])('refuses a %s run and submission with 400, recording nothing', async (language, code, name) => {
    const { agent } = await registerLearner(test);
    const before = await countEvents(test);
    for (const action of ['run', 'submit']) {
      const res = await agent.post(`/api/submission/${action}/${problemId()}`).send({ code, language }).expect(400);
      expect(res.body).toEqual({
        message: `This problem is not offered in ${name}`,
        code: 'LANGUAGE_NOT_OFFERED',
        errors: [{ path: 'language', message: `This problem is not offered in ${name}` }],
      });
    }
    expect(await countEvents(test)).toBe(before);
    expect(await agent.get(`/api/problem/submittedProblem/${problemId()}`).expect(200)).toMatchObject({ body: [] });
  });

  it('still judges its own languages', async () => {
    const admin = await signIn(test);
    const code = sampleProblem().referenceSolution.find((r) => r.language === 'JavaScript')!.completeCode;
    const res = await admin.post(`/api/submission/submit/${problemId()}`).send({ code, language: 'javascript' }).expect(200);
    expect(res.body.accepted).toBe(true);
  });
});
