import { registerLearner, signIn, useTestPlatform } from '../testing/testPlatform';
import { javascriptSum, solve, sums } from '../rejudge/rejudgeTestKit';

const test = useTestPlatform({}, { timeout: 120_000 });

describe("GET /api/admin/submission/:id: the admin's submission page", () => {
  it('names the problem by its title and the learner who submitted, a deleted problem too', async () => {
    const admin = await signIn(test);
    const problem = sums();
    const problemId: string = (await admin.post('/api/problem/create').send(problem).expect(201)).body.problem._id;
    const learner = await registerLearner(test, 'Grace');
    const submissionId = await solve(learner.agent, problemId, 'javascript', javascriptSum);

    const read = await admin.get(`/api/admin/submission/${submissionId}`).expect(200);
    expect(read.body).toMatchObject({
      submissionId,
      problemId,
      problemTitle: problem.title,
      learner: { _id: learner.user._id, firstName: 'Grace', emailId: learner.emailId },
    });

    await admin.delete(`/api/problem/delete/${problemId}`).expect(200);
    const afterDelete = await admin.get(`/api/admin/submission/${submissionId}`).expect(200);
    expect(afterDelete.body.problemTitle).toBe(problem.title);
    await learner.agent.get(`/api/admin/submission/${submissionId}`).expect(403);
  });
});
