import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sampleProblem } from '@forge/domain/testing';
import { reportWhenDone } from '../rejudge/rejudgeTestKit';
import { registerLearner, signIn, startTestPlatform, TEST_ADMIN, type TestPlatform } from '../testing/testPlatform';

const cliScript = resolve(__dirname, '..', '..', 'dist', 'history', 'eventsCli.js');
const events = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, [cliScript, ...args], { env: { ...process.env, DATA_DIR: dataDir, EVENTSTORE_URL: '' }, encoding: 'utf8' });

const root = mkdtempSync(join(tmpdir(), 'forge-round-trip-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Seen {
  readonly problemId: string;
  /** A problem whose test data is in blobs beside the log. */
  readonly bigProblemId: string;
  readonly submissionIds: readonly string[];
  readonly learner: { readonly emailId: string; readonly password: string };
}

/**
 * What every GET route answers, signed in as the admin and as the learner (sessions are not part
 * of the log: each platform gets its own sign-ins). Left out: /api/video/create, which signs a new
 * upload with the time of the call.
 */
async function everyGetRoute(test: TestPlatform, seen: Seen) {
  const admin = await signIn(test, TEST_ADMIN);
  const learner = await signIn(test, seen.learner);
  const { problemId } = seen;
  const routes: [string, typeof admin][] = [
    ['/api/health', learner],
    ['/api/auth/google-config', learner],
    ['/api/user/check', learner],
    ['/api/user/check', admin],
    ['/api/problem/getAllProblem', learner],
    ['/api/problem/getAllProblem', admin],
    [`/api/problem/problemById/${problemId}`, learner],
    [`/api/problem/problemById/${problemId}`, admin],
    [`/api/problem/problemById/${seen.bigProblemId}`, learner],
    [`/api/problem/problemById/${seen.bigProblemId}`, admin],
    [`/api/problem/submittedProblem/${problemId}`, learner],
    ...seen.submissionIds.flatMap((id): [string, typeof admin][] => [
      [`/api/submission/${id}`, learner],
      [`/api/submission/${id}`, admin],
    ]),
    [`/api/admin/problem/${problemId}/history`, admin],
    [`/api/admin/problem/${problemId}/revision/0`, admin],
    [`/api/admin/problem/${problemId}/revision/1`, admin],
    [`/api/admin/problem/${problemId}/revision/2`, admin],
    ['/api/admin/history', admin],
    ['/api/admin/audit', admin],
    [`/api/admin/problem/${problemId}/rejudge`, admin],
  ];
  const answers: Record<string, unknown> = {};
  for (const [path, agent] of routes) {
    const res = await agent.get(path);
    answers[`${agent === admin ? 'admin' : 'learner'} GET ${path}`] = { status: res.status, body: res.body as unknown };
  }
  return answers;
}

describe('a platform exported and imported into a new data dir', () => {
  it('answers every GET route as it did before', async () => {
    const source = await startTestPlatform({}, {}, join(root, 'source'));
    let seen: Seen;
    let before: Record<string, unknown>;
    try {
      const admin = await signIn(source);
      const created = await admin
        .post('/api/problem/create')
        .send(sampleProblem({ title: 'Round Trip' }))
        .expect(201);
      const problemId = created.body.problem._id as string;
      await admin
        .put(`/api/problem/update/${problemId}`)
        .send(sampleProblem({ title: 'Round Trip', description: 'Read two integers, print their sum.' }))
        .expect(200);
      const learner = await registerLearner(source, 'Roundtripper');
      const solution = sampleProblem().referenceSolution.find((r) => r.language === 'JavaScript')!.completeCode;
      const submissionIds: string[] = [];
      for (const code of [solution, 'console.log(42);\n']) {
        const res = await learner.agent.post(`/api/submission/submit/${problemId}`).send({ code, language: 'javascript' }).expect(200);
        submissionIds.push(res.body.submissionId as string);
      }
      // A rejudge of the accepted one, after the problem gained a case (its report is a route too).
      await admin
        .put(`/api/problem/update/${problemId}`)
        .send(sampleProblem({ title: 'Round Trip', hiddenTestCases: [{ input: '20 22\n', output: '42\n' }] }))
        .expect(200);
      await admin.post(`/api/admin/problem/${problemId}/rejudge`).expect(202);
      await reportWhenDone(admin, problemId);
      // Test data of 200 kB a case goes to the blob store; the event names it by hash.
      const bigCase = { input: `20 22\n${' \n'.repeat(100_000)}`, output: '42\n' };
      const big = await admin
        .post('/api/problem/create')
        .send(sampleProblem({ title: 'Blobs', hiddenTestCases: [bigCase, { ...bigCase, input: `1 41\n${'\n'.repeat(150_000)}` }] }))
        .expect(201);
      const bigProblemId = big.body.problem._id as string;
      const bigSubmission = await learner.agent
        .post(`/api/submission/submit/${bigProblemId}`)
        .send({ code: solution, language: 'javascript' })
        .expect(200);
      submissionIds.push(bigSubmission.body.submissionId as string);
      seen = { problemId, bigProblemId, submissionIds, learner: { emailId: learner.emailId, password: learner.password } };
      before = await everyGetRoute(source, seen);
      // Every route answers with something to compare, and the submissions were judged.
      expect(Object.entries(before).filter(([, answer]) => (answer as { status: number }).status !== 200)).toEqual([]);
      expect(JSON.stringify(before[`learner GET /api/submission/${submissionIds[0]}`])).toContain('accepted');
      // Judged against the cases read back from the blob store.
      expect(JSON.stringify(before[`learner GET /api/submission/${submissionIds[2]}`])).toContain('accepted');
      expect(JSON.stringify(before['admin GET /api/admin/audit'])).toContain('rejudged');
    } finally {
      await source.platform.close();
    }

    const file = join(root, 'history.ndjson');
    expect(events(join(root, 'source'), 'export', '--out', file).status).toBe(0);
    const imported = events(join(root, 'target'), 'import', file);
    expect(imported.stderr).toMatch(/^imported \d+ events \(0 already present\)/);
    expect(imported.status).toBe(0);

    const target = await startTestPlatform({}, {}, join(root, 'target'));
    try {
      expect(await everyGetRoute(target, seen)).toEqual(before);
    } finally {
      await target.close();
    }

    // One archive with the blobs: its events name the test data, which it holds; it verifies and imports whole.
    const archive = join(root, 'history.zip');
    const exported = events(join(root, 'source'), 'export', '--with-blobs', '--out', archive);
    expect(exported.stderr).toMatch(/^exported \d+ events and [1-9]\d* blobs/);
    expect(exported.status).toBe(0);
    const verified = events(join(root, 'nowhere'), 'verify', archive);
    expect(verified.stdout).toMatch(/^ok: \d+ events, \d+ streams, [1-9]\d* blobs/);
    const restored = events(join(root, 'blobs-target'), 'import', archive);
    expect(restored.stderr).toMatch(/^imported \d+ events \(0 already present\)/);
    expect(restored.status).toBe(0);
    expect(readdirSync(join(root, 'blobs-target', 'blobs')).length).toBeGreaterThan(0);
    const fromArchive = await startTestPlatform({}, {}, join(root, 'blobs-target'));
    try {
      expect(await everyGetRoute(fromArchive, seen)).toEqual(before);
    } finally {
      await fromArchive.close();
    }
  }, 240_000);
});
