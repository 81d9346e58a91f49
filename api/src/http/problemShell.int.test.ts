import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { sampleProblem } from '@forge/domain/testing';
import { createProblemAsAdmin, registerLearner, TEST_ADMIN, useTestPlatform } from '../testing/testPlatform';
import { problemBootShell } from './problemShell';
import { serveUi } from './serveUi';

const test = useTestPlatform();

/** A built app as small as can be: its page, an entry and the problem page's chunks in the manifest. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'forge-shell-'));
  writeFileSync(
    join(root, 'index.html'),
    '<html><head><title>Forge</title><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/features/problem/components/ProblemPage.tsx': { file: 'assets/ProblemPage.js', imports: ['_shared.js', '_tabs.js'] },
      '_tabs.js': { file: 'assets/tabs.js' },
      'src/features/problem/components/CodeEditor.tsx': { file: 'assets/CodeEditor.js', imports: ['_ace.js'] },
      '_ace.js': { file: 'assets/ace.js' },
    }),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const site = () => {
  const app = new Koa();
  // A client that stops reading early is no failure of these tests.
  app.silent = true;
  return app.use(serveUi(root, { bootShell: problemBootShell(test.platform.deps) })).callback();
};
/** A fresh session's cookie header, as a browser would send it. */
const sessionCookie = async (credentials: { emailId: string; password: string } = TEST_ADMIN) => {
  const res = await test.agent().post('/api/user/login').send(credentials).expect(200);
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
};

describe('the page served for /problem/:id (issue 33: the statement paints before the app runs)', () => {
  let problemId: string;
  beforeAll(async () => {
    problemId = await createProblemAsAdmin(
      test,
      sampleProblem({
        title: 'Sum <of> Two',
        description: 'Read $a$ and $b$.\n\n## Input\n\nTwo integers.<script>alert(1)</script>',
        hiddenTestCases: [{ input: '31337 1\n', output: '31338\n' }],
      }),
    );
  }, 120_000);

  it('carries the rendered statement and the examples for a signed-in learner, never the hidden cases or solutions', async () => {
    const { emailId, password } = await registerLearner(test);
    const cookie = await sessionCookie({ emailId, password });
    const res = await request(site()).get(`/problem/${problemId}`).set('Cookie', cookie).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['vary']).toMatch(/Cookie/);
    const html = res.text;
    expect(html).toContain('<div id="boot-shell"');
    expect(html).toContain('Sum &lt;of&gt; Two');
    expect(html).toMatch(/class="md-body pp-statement">[\s\S]*<math/);
    expect(html).toMatch(/<h2[^>]*>Input<\/h2>/);
    expect(html).not.toContain('$a$');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<pre class="pp-pre">1 2\n</pre>');
    expect(html).not.toContain('31337');
    expect(html).not.toContain('long long a, b');
    // The shell first, then the app's stylesheet, then the app's root.
    expect(html.indexOf('id="boot-shell"')).toBeLessThan(html.indexOf('href="/assets/index.css"'));
    expect(html.indexOf('href="/assets/index.css"')).toBeLessThan(html.indexOf('<div id="root">'));
    // The problem page's and the editor's chunks are preloaded; the entry's own are not repeated.
    for (const chunk of ['ProblemPage', 'tabs', 'CodeEditor', 'ace']) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${chunk}.js">`);
    }
    expect(html).not.toContain('href="/assets/shared.js"');
  });

  it('is the plain app for a visitor, an unknown problem and a session that ended', async () => {
    const plain = async (path: string, cookie?: string) => {
      const req = request(site()).get(path);
      const res = await (cookie ? req.set('Cookie', cookie) : req).expect(200);
      expect(res.text).not.toContain('boot-shell');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    };
    await plain(`/problem/${problemId}`);
    const cookie = await sessionCookie();
    await plain('/problem/no-such-problem', cookie);
    await plain('/problems', cookie);
    await test.agent().post('/api/user/logout').set('Cookie', cookie).expect(200);
    await plain(`/problem/${problemId}`, cookie);
  });
});
