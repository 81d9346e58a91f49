import {
  problemSummary,
  problemView,
  runResult,
  submissionView,
  submitResult,
  uploadSignature,
  userView,
  videoSolution,
} from '@forge/contracts';
import { sampleProblem } from '@forge/domain/testing';
import { postProblemAsAdmin, registerLearner, useTestPlatform } from '../testing/testPlatform';

/**
 * The API answers with the views the browser is typed by (contracts/, strict zod objects): a
 * field added, renamed or dropped on one side fails here before it fails in a browser.
 */
const test = useTestPlatform({}, { timeout: 120_000 });

describe('answers match the wire contracts', () => {
  it('users, problems, the library and the history', async () => {
    const { res: created } = await postProblemAsAdmin(test, sampleProblem({ title: 'Contract' }));
    const asAdmin = problemView.parse(created.body.problem);
    expect(asAdmin.hiddenTestCases).toHaveLength(2);

    const { agent } = await registerLearner(test);
    userView.parse((await agent.get('/api/user/check').expect(200)).body.user);
    const asLearner = problemView.parse((await agent.get(`/api/problem/problemById/${asAdmin._id}`).expect(200)).body);
    expect(asLearner.hiddenTestCases).toBeUndefined();
    expect(asLearner.referenceSolution).toEqual([]);

    const library = (await agent.get('/api/problem/getAllProblem').expect(200)).body as unknown[];
    expect(library.length).toBeGreaterThan(0);
    for (const row of library) problemSummary.parse(row);

    const code = sampleProblem().referenceSolution.find((s) => s.language === 'JavaScript')!.completeCode;
    const ran = (await agent.post(`/api/submission/run/${asAdmin._id}`).send({ code, language: 'javascript' }).expect(200)).body;
    expect(runResult.parse(ran).testCases).toHaveLength(2);
    const submitted = (await agent.post(`/api/submission/submit/${asAdmin._id}`).send({ code, language: 'javascript' }).expect(200))
      .body as Record<string, unknown>;
    const { submissionId, ...verdict } = submitted;
    expect(typeof submissionId).toBe('string');
    expect(submitResult.parse(verdict).accepted).toBe(true);
    const history = (await agent.get(`/api/problem/submittedProblem/${asAdmin._id}`).expect(200)).body as unknown[];
    expect(history).toHaveLength(1);
    expect(submissionView.parse(history[0]).status).toBe('accepted');
  });

  it('fails on a view that drifts from its contract', () => {
    const drifted = { _id: 'p1', title: 'T', difficulty: 'easy', tags: 'array', createdAt: 'now' };
    expect(problemSummary.safeParse(drifted).success).toBe(false);
    expect(() => videoSolution.parse({})).toThrow();
    expect(() => uploadSignature.parse({ signature: 's' })).toThrow();
  });
});
