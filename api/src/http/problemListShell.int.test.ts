import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { sampleProblem } from '@forge/domain/testing';
import { executeProblemCommand } from '../problem/execute';
import { registerLearner, TEST_ADMIN, useTestPlatform } from '../testing/testPlatform';
import { firstBootShell, problemListBootShell, PROBLEM_LIST_DATA_ID } from './problemListShell';
import { problemBootShell } from './problemShell';
import { serveUi } from './serveUi';

const test = useTestPlatform();

/** A built app as small as can be: its page, an entry and the problem list's chunk in the manifest. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'forge-list-shell-'));
  writeFileSync(
    join(root, 'index.html'),
    '<html><head><title>Forge</title><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/features/problemList/components/ProblemsPage.tsx': { file: 'assets/ProblemsPage.js' },
    }),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const site = () => {
  const app = new Koa();
  app.silent = true;
  const deps = test.platform.deps;
  return app.use(serveUi(root, { bootShell: firstBootShell(problemBootShell(deps), problemListBootShell(deps)) })).callback();
};
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
/** The titles the shell paints, in order, as text. */
const paintedTitles = (html: string) =>
  [...html.matchAll(/<span class="bs-title">([^<]*)<\/span>/g)].map((m) =>
    m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
const servedList = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${PROBLEM_LIST_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as unknown);
};

describe('the page served for /problems (issue 33: the list paints before the app runs)', () => {
  const titles = Array.from({ length: 22 }, (_, i) => `List problem ${String(i + 1).padStart(2, '0')}`);
  titles[1] = 'Close </script><!-- & "quote" early';
  beforeAll(async () => {
    // Straight through the decider: these tests are about the page, not the judge's proof.
    for (const [i, title] of titles.entries()) {
      const problemId = randomUUID();
      const now = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
      await executeProblemCommand(test.platform.deps, problemId, {
        type: 'CreateProblem',
        data: { problemId, content: sampleProblem({ title, difficulty: i % 3 === 0 ? 'hard' : 'easy' }), by: 'test', now },
      });
    }
  }, 120_000);

  it("paints the first page of the list a signed-in learner's API answers, and hands the app that very list", async () => {
    const { agent, emailId, password } = await registerLearner(test);
    const cookie = cookieOf(await agent.post('/api/user/login').send({ emailId, password }).expect(200));
    const api = await agent.get('/api/problem/getAllProblem').expect(200);
    const library = api.body as { _id: string; title: string }[];
    expect(library.map((p) => p.title)).toEqual(titles);

    const res = await request(site()).get('/problems').set('Cookie', cookie).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const html = res.text;
    expect(html).toContain('<div id="boot-shell" data-page="problems"');
    expect(paintedTitles(html)).toEqual(titles.slice(0, 20));
    expect(html).toContain('Close &lt;/script&gt;&lt;!-- &amp; &quot;quote&quot; early');
    expect(html).toContain('<dt>Total Problems</dt><dd>22</dd>');
    expect(html).toContain('<dt>Hard</dt><dd>8</dd>');
    // The whole list, exactly as the API answers it, and no script ended early by a title.
    expect(servedList(html)).toEqual(library);
    expect(html).not.toContain('</script><!--');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ProblemsPage.js">');
    expect(html.indexOf('id="boot-shell"')).toBeLessThan(html.indexOf('<div id="root">'));

    // ?page=2 paints the second page, numbered on from the first.
    const second = await request(site()).get('/problems?page=2').set('Cookie', cookie).expect(200);
    expect(paintedTitles(second.text)).toEqual(titles.slice(20));
    expect(second.text).toContain('<ol class="bs-rows" start="21">');
  });

  it("leaves out what the learner's API list leaves out: a contest-only problem before its contest (issue 36), shown to an admin", async () => {
    const problemId = randomUUID();
    const title = 'The Contest Secret Sum';
    await executeProblemCommand(test.platform.deps, problemId, {
      type: 'CreateProblem',
      data: { problemId, content: sampleProblem({ title }), by: 'test', now: new Date(Date.UTC(2026, 0, 2)).toISOString() },
    });
    const admin = test.agent();
    const adminCookie = cookieOf(await admin.post('/api/user/login').send(TEST_ADMIN).expect(200));
    await admin
      .post('/api/admin/contest')
      .send({
        title: 'Upcoming Round',
        description: 'Its own problem stays hidden until it ends',
        type: 'special',
        difficulty: 'easy',
        startTime: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
        durationMinutes: 60,
        maxParticipants: 10,
        prizes: [],
        rules: 'icpc',
        problemIds: [problemId],
        contestOnly: [problemId],
        freezeMinutes: 0,
        rated: false,
      })
      .expect(201);
    const { agent, emailId, password } = await registerLearner(test);
    const learnerCookie = cookieOf(await agent.post('/api/user/login').send({ emailId, password }).expect(200));
    for (const [who, cookie, sees] of [
      [agent, learnerCookie, false],
      [admin, adminCookie, true],
    ] as const) {
      const library = (await who.get('/api/problem/getAllProblem').expect(200)).body as { title: string }[];
      expect(library.some((p) => p.title === title)).toBe(sees);
      const html = (await request(site()).get('/problems?page=2').set('Cookie', cookie).expect(200)).text;
      expect(servedList(html)).toEqual(library);
      expect(html.includes(title)).toBe(sees);
    }
  });

  it('is the plain app for a visitor, an ended session and a searched or filtered list', async () => {
    const plain = async (path: string, cookie?: string) => {
      const req = request(site()).get(path);
      const res = await (cookie ? req.set('Cookie', cookie) : req).expect(200);
      expect(res.text).not.toContain('boot-shell');
      expect(res.text).not.toContain(PROBLEM_LIST_DATA_ID);
      expect(res.text).not.toContain('List problem 01');
      expect(res.headers['cache-control']).toBe('no-cache');
    };
    // A visitor's API answer is 401: the page carries none of the list either.
    await test.agent().get('/api/problem/getAllProblem').expect(401);
    await plain('/problems');
    const cookie = cookieOf(await test.agent().post('/api/user/login').send(TEST_ADMIN).expect(200));
    await plain('/problems?q=list', cookie);
    await plain('/problems?difficulty=easy', cookie);
    await plain('/problems?status=solved', cookie);
    await test.agent().post('/api/user/logout').set('Cookie', cookie).expect(200);
    await plain('/problems', cookie);
  });
});
