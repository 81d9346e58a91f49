import { handleCommand } from '@forge/events';
import { streams, submissionDecider } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { countEvents, postProblemAsAdmin, registerLearner, signIn, useTestPlatform } from '../testing/testPlatform';

const test = useTestPlatform({}, { perTest: true });

async function createProblem(overrides = {}) {
  return (await postProblemAsAdmin(test, sampleProblem(overrides))).res.body.problem as { _id: string };
}

/** Records an accepted (or other) verdict the way the judge will: as submission events. */
async function judge(userId: string, problemId: string, status: 'accepted' | 'wrong', submissionId = `s-${Math.random()}`) {
  const store = test.platform.deps.store;
  await handleCommand(store, streams.submission(submissionId), submissionDecider, {
    type: 'RequestSubmission',
    data: { submissionId, userId, problemId, language: 'cpp', code: 'int main(){}', testCasesTotal: 2, now: new Date().toISOString() },
  });
  const { append } = await handleCommand(store, streams.submission(submissionId), submissionDecider, {
    type: 'RecordVerdict',
    data: {
      submissionId,
      status,
      runtime: 0.01,
      memory: 1200,
      testCasesPassed: status === 'accepted' ? 2 : 1,
      errorMessage: null,
      failure: null,
      now: new Date().toISOString(),
    },
  });
  await test.platform.deps.projections.waitFor(append!.position);
}

describe('who may do what', () => {
  it('keeps every problem call behind sign-in', async () => {
    const anonymous = test.agent();
    await anonymous.get('/api/problem/getAllProblem').expect(401);
    await anonymous.get('/api/problem/problemById/anything').expect(401);
    await anonymous.get('/api/problem/submittedProblem/anything').expect(401);
    await anonymous.post('/api/problem/create').send(sampleProblem()).expect(401);
  });

  it('lets only admins create, update and delete, appending nothing for others', async () => {
    const problem = await createProblem();
    const { agent } = await registerLearner(test);
    const before = await countEvents(test);
    await agent.post('/api/problem/create').send(sampleProblem()).expect(403, { message: 'Admin access required', code: 'FORBIDDEN' });
    await agent
      .put(`/api/problem/update/${problem._id}`)
      .send(sampleProblem({ title: 'Mine now' }))
      .expect(403);
    await agent.delete(`/api/problem/delete/${problem._id}`).expect(403);
    expect(await countEvents(test)).toBe(before);
  });
});

describe('what each reader sees', () => {
  it('lists problems without statements, tests or solutions', async () => {
    await createProblem();
    const { agent } = await registerLearner(test);
    const res = await agent.get('/api/problem/getAllProblem').expect(200);
    expect(res.body).toEqual([{ _id: expect.any(String), title: 'Add Two Numbers', difficulty: 'easy', tags: 'array' }]);
  });

  it('never shows hidden tests to a learner, and reference solutions only once solved', async () => {
    const problem = await createProblem();
    const { agent, user } = await registerLearner(test);
    const before = await agent.get(`/api/problem/problemById/${problem._id}`).expect(200);
    expect(before.body).not.toHaveProperty('hiddenTestCases');
    expect(JSON.stringify(before.body)).not.toContain('2000000000');
    expect(before.body.referenceSolution).toEqual([]);
    expect(before.body.startCode).toHaveLength(3);
    expect(before.body.visibleTestCases).toHaveLength(2);

    await judge(user._id, problem._id, 'wrong');
    expect((await agent.get(`/api/problem/problemById/${problem._id}`)).body.referenceSolution).toEqual([]);
    await judge(user._id, problem._id, 'accepted');
    const after = await agent.get(`/api/problem/problemById/${problem._id}`).expect(200);
    expect(after.body.referenceSolution.map((r: { language: string }) => r.language)).toEqual(['C++', 'Java', 'JavaScript']);
    expect(after.body).not.toHaveProperty('hiddenTestCases');
  });

  it('shows admins everything', async () => {
    const problem = await createProblem();
    const admin = await signIn(test);
    const res = await admin.get(`/api/problem/problemById/${problem._id}`).expect(200);
    expect(res.body.hiddenTestCases).toHaveLength(2);
    expect(res.body.referenceSolution).toHaveLength(3);
  });

  it('follows solved and attempted problems on the user', async () => {
    const [a, b] = [await createProblem(), await createProblem({ title: 'Second' })];
    const { agent, user } = await registerLearner(test);
    await judge(user._id, a._id, 'accepted');
    await judge(user._id, b._id, 'wrong');
    const me = (await agent.get('/api/user/check').expect(200)).body.user;
    expect(me.problemSolved).toEqual([a._id]);
    expect(me.attemptedProblems).toEqual([b._id]);
  });

  it("returns the learner's own submissions, newest first, and nobody else's", async () => {
    const problem = await createProblem();
    const { agent, user } = await registerLearner(test);
    const other = await registerLearner(test);
    await judge(user._id, problem._id, 'wrong', 'first');
    await judge(user._id, problem._id, 'accepted', 'second');
    await judge(other.user._id, problem._id, 'accepted', 'theirs');
    const res = await agent.get(`/api/problem/submittedProblem/${problem._id}`).expect(200);
    expect(res.body.map((s: { _id: string }) => s._id)).toEqual(['second', 'first']);
    expect(res.body[0]).toEqual({
      _id: 'second',
      problemId: problem._id,
      language: 'cpp',
      status: 'accepted',
      runtime: 0.01,
      memory: 1200,
      testCasesPassed: 2,
      testCasesTotal: 2,
      createdAt: expect.any(String),
      code: 'int main(){}',
      errorMessage: null,
    });
    await agent.get('/api/problem/submittedProblem/unknown-id').expect(404, { message: 'Problem not found', code: 'NOT_FOUND' });
  });
});

describe('admin changes', () => {
  it('creates a problem that is listed at once', async () => {
    const { admin, res } = await postProblemAsAdmin(test, sampleProblem({ tags: 'array, dp , array' }));
    expect(res.body.message).toBe('Problem created successfully');
    expect(res.body.problem.tags).toBe('array, dp');
    const list = await admin.get('/api/problem/getAllProblem').expect(200);
    expect(list.body.map((p: { _id: string }) => p._id)).toEqual([res.body.problem._id]);
  });

  it('updates a problem and keeps the history as events', async () => {
    const problem = await createProblem();
    const admin = await signIn(test);
    await admin
      .put(`/api/problem/update/${problem._id}`)
      .send(sampleProblem({ title: 'Sum Two Numbers', difficulty: 'medium' }))
      .expect(200);
    const res = await admin.get(`/api/problem/problemById/${problem._id}`).expect(200);
    expect(res.body).toMatchObject({ title: 'Sum Two Numbers', difficulty: 'medium' });
    const history = await test.platform.deps.store.readStream(streams.problem(problem._id));
    expect(history.map((e) => e.type)).toEqual(['ProblemCreated', 'ProblemUpdated']);
  });

  it('keeps per-problem limits, and an update that leaves them out removes them', async () => {
    const admin = await signIn(test);
    const created = await admin
      .post('/api/problem/create')
      .send(sampleProblem({ timeLimitSeconds: 1, memoryLimitMb: 64 }))
      .expect(201);
    const id = created.body.problem._id as string;
    expect((await admin.get(`/api/problem/problemById/${id}`)).body).toMatchObject({ timeLimitSeconds: 1, memoryLimitMb: 64 });
    await admin.put(`/api/problem/update/${id}`).send(sampleProblem()).expect(200);
    const after = (await admin.get(`/api/problem/problemById/${id}`)).body;
    expect(after).not.toHaveProperty('timeLimitSeconds');
    expect(after).not.toHaveProperty('memoryLimitMb');
  });

  it('deletes a problem: gone from the list and the detail, still in the log', async () => {
    const problem = await createProblem();
    const admin = await signIn(test);
    await admin.delete(`/api/problem/delete/${problem._id}`).expect(200, { message: 'Problem deleted successfully' });
    expect((await admin.get('/api/problem/getAllProblem')).body).toEqual([]);
    await admin.get(`/api/problem/problemById/${problem._id}`).expect(404);
    await admin.delete(`/api/problem/delete/${problem._id}`).expect(404);
    await admin.put(`/api/problem/update/${problem._id}`).send(sampleProblem()).expect(404);
    const history = await test.platform.deps.store.readStream(streams.problem(problem._id));
    expect(history.map((e) => e.type)).toEqual(['ProblemCreated', 'ProblemDeleted']);
  });

  it('answers unknown ids with 404 and appends nothing', async () => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    await admin.get('/api/problem/problemById/no-such-problem').expect(404, { message: 'Problem not found', code: 'NOT_FOUND' });
    await admin.put('/api/problem/update/no-such-problem').send(sampleProblem()).expect(404);
    await admin.delete('/api/problem/delete/no-such-problem').expect(404);
    expect(await countEvents(test)).toBe(before);
  });

  const base = sampleProblem();
  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ description: '' }, 'Description is required'],
    [{ difficulty: 'impossible' }, 'Difficulty must be easy, medium or hard'],
    [{ tags: 'trees' }, 'Tags must be among array, linkedList, graph, dp'],
    [{ visibleTestCases: [] }, 'At least one visible test case required'],
    [{ visibleTestCases: [{ input: '', output: '1', explanation: 'x' }] }, 'Input is required'],
    [{ visibleTestCases: [{ input: '1', output: '', explanation: 'x' }] }, 'Output is required'],
    [{ visibleTestCases: [{ input: '1', output: '1', explanation: '' }] }, 'Explanation is required'],
    [{ hiddenTestCases: [] }, 'At least one hidden test case required'],
    [{ hiddenTestCases: [{ input: '1' }] }, 'Output is required'],
    [{ startCode: base.startCode.slice(0, 2) }, 'All three languages required'],
    [{ startCode: [base.startCode[0], base.startCode[0], base.startCode[1]] }, 'All three languages required'],
    [{ startCode: base.startCode.map((s) => ({ ...s, initialCode: '' })) }, 'Initial code is required'],
    [{ referenceSolution: base.referenceSolution.slice(1) }, 'All three languages required'],
    [{ referenceSolution: base.referenceSolution.map((s) => ({ ...s, completeCode: ' ' })) }, 'Complete code is required'],
    [{ secret: true }, 'Unrecognized key: "secret"'],
    [{ timeLimitSeconds: 0.1 }, 'Time limit must be between 0.5 and 10 seconds'],
    [{ memoryLimitMb: 4096 }, 'Memory limit must be between 32 and 1024 MB'],
  ])('refuses a problem with %j: "%s"', async (override, message) => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const res = await admin
      .post('/api/problem/create')
      .send({ ...base, ...override })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(await countEvents(test)).toBe(before);
  });

  it('proves every reference solution first, naming the language and case that fails', async () => {
    const admin = await signIn(test);
    const before = await countEvents(test);
    const base = sampleProblem();
    const broken = base.referenceSolution.map((r) =>
      r.language === 'Java'
        ? { ...r, completeCode: 'public class Main { public static void main(String[] a) { System.out.println(3); } }' }
        : r,
    );
    const res = await admin
      .post('/api/problem/create')
      .send({ ...base, referenceSolution: broken })
      .expect(400);
    expect(res.body.message).toBe('Reference solution in Java fails visible test case 2: Wrong Answer');
    const noCompile = base.referenceSolution.map((r) => (r.language === 'C++' ? { ...r, completeCode: 'int main() { return y; }' } : r));
    const res2 = await admin
      .post('/api/problem/create')
      .send({ ...base, referenceSolution: noCompile })
      .expect(400);
    expect(res2.body.message).toMatch(/^Reference solution in C\+\+ does not compile: [\s\S]*[‘']y[’'] was not declared/);
    expect(await countEvents(test)).toBe(before);
  });

  it('refuses an update whose hidden case the reference solutions fail', async () => {
    const problem = await createProblem();
    const admin = await signIn(test);
    const bad = sampleProblem({ hiddenTestCases: [{ input: '2 2\n', output: '5\n' }] });
    const res = await admin.put(`/api/problem/update/${problem._id}`).send(bad).expect(400);
    expect(res.body.message).toMatch(/^Reference solution in (C\+\+|Java|JavaScript) fails hidden test case 1: Wrong Answer$/);
  });

  it('refuses a problem body over the limit', async () => {
    const admin = await signIn(test);
    const huge = 'x'.repeat(17 * 1024 * 1024);
    const res = await admin
      .post('/api/problem/create')
      .send(sampleProblem({ description: huge }))
      .expect(413);
    expect(res.body.message).toBe('Request body is too large');
  });
});
