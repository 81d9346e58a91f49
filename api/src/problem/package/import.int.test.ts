import { cp, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countEvents, signIn, useTestPlatform, registerLearner } from '../../testing/testPlatform';
import { UNPROVEN_NOTE } from './importPackage';
import { rawZip } from './testing/rawZip';
import { streamToBuffer, zipDirectory } from './zipDirectory';

/**
 * Importing problem packages (issue 34) through the real route, the real judge and the real log:
 * each hand-made package of fixtures/ is proven by its own submissions and becomes a problem;
 * every broken one is refused, naming its problems, and leaves nothing behind.
 */
const test = useTestPlatform({}, { timeout: 600_000 });
const fixture = (name: string) => join(__dirname, 'fixtures', name);
const zipOf = async (dir: string, prefix = '') => streamToBuffer(await zipDirectory(dir, prefix));
const scratchLeft = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('package-')).length;

const upload = async (zip: Buffer, fields: Record<string, string> = {}) => {
  const admin = await signIn(test);
  let request = admin.post('/api/admin/problem/import');
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  return request.attach('package', zip, 'package.zip');
};

type Report = {
  proven: boolean;
  timeLimitSeconds: number;
  timeLimitFrom: string;
  submissions: { path: string; expected: string; actual: string; ok: boolean; timeSeconds: number }[];
  skipped: { path: string }[];
};

describe('importing a problem package', () => {
  it('imports a 2023-07 package with a float tolerance, proven by its submissions', async () => {
    const res = await upload(await zipOf(fixture('divide'), 'divide'), { difficulty: 'easy' });
    expect(res.status).toBe(201);
    const report = res.body.report as Report;
    expect(report.proven).toBe(true);
    expect(report.timeLimitSeconds).toBe(2);
    expect(report.submissions.map((s) => [s.path, s.expected, s.actual])).toEqual([
      ['submissions/accepted/Main.java', 'Accepted', 'Accepted'],
      ['submissions/accepted/main.cpp', 'Accepted', 'Accepted'],
      ['submissions/accepted/main.js', 'Accepted', 'Accepted'],
      ['submissions/accepted/rounded.py', 'Accepted', 'Accepted'],
      ['submissions/time_limit_exceeded/slow.cpp', 'Time Limit Exceeded', 'Time Limit Exceeded'],
      ['submissions/wrong_answer/two-decimals.c', 'Wrong Answer', 'Wrong Answer'],
      ['submissions/wrong_answer/whole.py', 'Wrong Answer', 'Wrong Answer'],
    ]);
    expect(report.skipped.map((s) => s.path)).toEqual(['submissions/accepted/solution.kt']);
    const admin = await signIn(test);
    const problem = (await admin.get(`/api/problem/problemById/${res.body.problemId}`).expect(200)).body;
    expect(problem).toMatchObject({ title: 'Divide Two Numbers', difficulty: 'easy', timeLimitSeconds: 2, memoryLimitMb: 256 });
    expect(problem.validation).toEqual({ kind: 'tokens', flags: 'float_tolerance 1e-6' });
    expect(problem.hiddenTestCases).toHaveLength(3);
    expect(problem.wrongSolutions).toHaveLength(3);
  });

  it('imports a legacy package with a custom checker and a LaTeX statement, its time limit by the multiplier rule', async () => {
    const res = await upload(await zipOf(fixture('divisor')));
    expect(res.status).toBe(201);
    const report = res.body.report as Report;
    expect(report.proven).toBe(true);
    expect(report.timeLimitFrom).toBe('multiplier rule');
    const slowest = Math.max(...report.submissions.filter((s) => s.expected === 'Accepted').map((s) => s.timeSeconds));
    expect(report.timeLimitSeconds).toBe(Math.min(10, Math.max(1, Math.floor(0.5 + slowest * 5))));
    expect(report.submissions.find((s) => s.path.includes('run_time_error'))?.actual).toBe('Runtime Error');
    const admin = await signIn(test);
    const problem = (await admin.get(`/api/problem/problemById/${res.body.problemId}`).expect(200)).body;
    expect(problem.description).toContain('## Input');
    expect(problem.validation).toMatchObject({ kind: 'checker', protocol: 'kattis' });
    expect(problem.inputValidator).toMatchObject({ language: 'cpp' });
  });

  it('imports an interactive package and a scoring one with its groups as subtasks', async () => {
    const guess = await upload(await zipOf(fixture('guess')));
    expect(guess.status).toBe(201);
    expect((guess.body.report as Report).proven).toBe(true);
    const pairs = await upload(await zipOf(fixture('pair-sum')));
    expect(pairs.status).toBe(201);
    const report = pairs.body.report as Report;
    expect(report.submissions.find((s) => s.path.includes('partially_accepted'))).toMatchObject({
      expected: 'Partial (30 points)',
      actual: 'Partial (30 of 100 points)',
      ok: true,
    });
    const admin = await signIn(test);
    const problem = (await admin.get(`/api/problem/problemById/${pairs.body.problemId}`).expect(200)).body;
    expect(problem.subtasks.map((s: { name: string; points: number }) => [s.name, s.points])).toEqual([
      ['group1', 30],
      ['group2', 70],
    ]);
  });

  it('refuses a package whose proof fails unless forced, and a forced one says it is unproven', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'unproven-'));
    try {
      await cp(fixture('divide'), dir, { recursive: true });
      await rename(join(dir, 'submissions/wrong_answer/whole.py'), join(dir, 'submissions/accepted/whole.py'));
      const before = await countEvents(test);
      const refused = await upload(await zipOf(dir));
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('PROOF_FAILED');
      expect(refused.body.message).toContain('submissions/accepted/whole.py should get Accepted but got Wrong Answer');
      expect(refused.body.report.submissions.find((s: { path: string }) => s.path === 'submissions/accepted/whole.py').ok).toBe(false);
      expect(await countEvents(test)).toBe(before);
      const forced = await upload(await zipOf(dir), { force: 'true' });
      expect(forced.status).toBe(201);
      expect(forced.body.report.proven).toBe(false);
      const admin = await signIn(test);
      const problem = (await admin.get(`/api/problem/problemById/${forced.body.problemId}`).expect(200)).body;
      expect(problem.description.startsWith(UNPROVEN_NOTE)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses every broken package, naming its problems, with nothing left behind', async () => {
    const before = await countEvents(test);
    const left = await scratchLeft();
    const refused = async (zip: Buffer) => {
      const res = await upload(zip);
      expect(res.status).toBe(400);
      return res.body.message as string;
    };
    expect(await refused(await zipOf(fixture('broken/no-problem-yaml')))).toBe('The package is refused: problem.yaml is missing');
    expect(await refused(await zipOf(fixture('broken/bad-yaml')))).toMatch(/^The package is refused: problem.yaml is not readable YAML/);
    expect(await refused(await zipOf(fixture('broken/missing-answers')))).toBe(
      'The package is refused: data/sample/2.in has no answer (data/sample/2.ans); data/secret/2.in has no answer (data/secret/2.ans)',
    );
    expect(await refused(await zipOf(fixture('broken/checker-does-not-compile')))).toMatch(
      /^The package is refused: the output validator does not compile: /,
    );
    expect(
      await refused(
        rawZip([
          { name: 'problem.yaml', content: 'name: x\n' },
          { name: '../../evil', content: 'x' },
          { name: '/abs', content: 'x' },
          { name: 'link', content: '/etc/passwd', mode: 0o120777 },
          { name: 'bomb.in', content: Buffer.alloc(8 * 1024 * 1024) },
        ]),
      ),
    ).toMatch(
      /^The package is refused: "\.\.\/\.\.\/evil" climbs out of the package \(\.\.\); "\/abs" is an absolute path; "link" is a symbolic link; "bomb\.in" unpacks \d+ times its packed size, more than 200 \(a zip bomb\)/,
    );
    expect(await countEvents(test)).toBe(before);
    expect(await scratchLeft()).toBe(left);
  });

  it('is for admins alone, and takes only a multipart package', async () => {
    const learner = await registerLearner(test);
    await learner.agent.post('/api/admin/problem/import').attach('package', Buffer.from('x'), 'p.zip').expect(403);
    const admin = await signIn(test);
    const res = await admin.post('/api/admin/problem/import').send({ package: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PACKAGE_REQUIRED');
  });
});
