import { sampleProblem } from '@forge/domain/testing';
import { countEvents, createProblemAsAdmin, registerLearner, signIn, useTestPlatform } from '../testing/testPlatform';

/**
 * A problem's output limit, end to end on the real judge: set on create and update, shown to
 * admins with the other limits, and held to by runs, submissions and the reference solutions'
 * proof. A problem that sets none gets the judge's 1 MB, as every problem had before.
 */
const test = useTestPlatform({}, { timeout: 120_000 });

/** Right on every case, then about 200 kB of trailing spaces, which the comparison ignores. */
const verbose = `const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log(String(a + b) + ' '.repeat(200 * 1024));
`;
const outputLimit = 'Runtime Error (output limit exceeded)';

const create = (overrides: Parameters<typeof sampleProblem>[0] = {}) => createProblemAsAdmin(test, sampleProblem(overrides));

describe('a problem with a 64 kB output limit', () => {
  let problemId: string;
  beforeAll(async () => {
    problemId = await create({ outputLimitKb: 64 });
  }, 120_000);

  it('shows the limit with the others and keeps it until an update leaves it out', async () => {
    const admin = await signIn(test);
    expect((await admin.get(`/api/problem/problemById/${problemId}`)).body).toMatchObject({ outputLimitKb: 64 });
    const other = await create({ outputLimitKb: 64 });
    await admin
      .put(`/api/problem/update/${other}`)
      .send(sampleProblem({ outputLimitKb: 2048 }))
      .expect(200);
    expect((await admin.get(`/api/problem/problemById/${other}`)).body).toMatchObject({ outputLimitKb: 2048 });
    await admin.put(`/api/problem/update/${other}`).send(sampleProblem()).expect(200);
    expect((await admin.get(`/api/problem/problemById/${other}`)).body).not.toHaveProperty('outputLimitKb');
  });

  it('gives a run that prints more the output-limit verdict on every case', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent.post(`/api/submission/run/${problemId}`).send({ code: verbose, language: 'javascript' }).expect(200);
    expect(res.body.success).toBe(false);
    expect(res.body.testCases.map((t: { status_id: number }) => t.status_id)).toEqual([8, 8]);
    expect(res.body.error).toEqual(expect.stringMatching(/^Runtime Error \(output limit exceeded\) on test case 1/));
  });

  it('gives a submission that prints more the output-limit verdict', async () => {
    const { agent } = await registerLearner(test);
    const res = await agent.post(`/api/submission/submit/${problemId}`).send({ code: verbose, language: 'javascript' }).expect(200);
    expect(res.body).toMatchObject({ accepted: false, passedTestCases: 0, error: `${outputLimit} on hidden test 1` });
  });

  it('refuses a reference solution that prints more than the limit', async () => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const base = sampleProblem({ outputLimitKb: 64 });
    const referenceSolution = base.referenceSolution.map((r) => (r.language === 'JavaScript' ? { ...r, completeCode: verbose } : r));
    const res = await admin
      .post('/api/problem/create')
      .send({ ...base, referenceSolution })
      .expect(400);
    expect(res.body.message).toBe(`Reference solution in JavaScript fails visible test case 1: ${outputLimit}`);
    expect(await countEvents(test)).toBe(before);
  });
});

describe('a problem that sets no output limit', () => {
  it('judges the same program by the default 1 MB: accepted on run and submit', async () => {
    const problemId = await create();
    const { agent } = await registerLearner(test);
    const run = await agent.post(`/api/submission/run/${problemId}`).send({ code: verbose, language: 'javascript' }).expect(200);
    expect(run.body).toMatchObject({ success: true, error: null });
    const submit = await agent.post(`/api/submission/submit/${problemId}`).send({ code: verbose, language: 'javascript' }).expect(200);
    expect(submit.body).toMatchObject({ accepted: true, error: null });
  });
});

describe('the output limit’s range', () => {
  it.each([
    [{ outputLimitKb: 0 }, 'Output limit must be between 1 and 65536 kB'],
    [{ outputLimitKb: 65537 }, 'Output limit must be between 1 and 65536 kB'],
    [{ outputLimitKb: 1.5 }, 'Output limit must be a whole number of kB'],
    [{ outputLimitKb: '1024' }, 'Output limit must be a number of kB'],
  ])('refuses %j: "%s"', async (override, message) => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const res = await admin
      .post('/api/problem/create')
      .send({ ...sampleProblem(), ...override })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(await countEvents(test)).toBe(before);
  });

  it('accepts the largest limit, 65536 kB (64 MB)', async () => {
    const admin = await signIn(test);
    const problemId = await create({ outputLimitKb: 65536 });
    expect((await admin.get(`/api/problem/problemById/${problemId}`)).body).toMatchObject({ outputLimitKb: 65536 });
  });
});
