import type { Page } from 'playwright-core';
import { registerLearner } from '../../testing/accounts';
import { useBrowserApp } from '../../testing/browser';
import { listProblems } from '../../testing/problems';

jest.setTimeout(120_000);

/** Issue 33's phone budget, as behaviour: the timings themselves are `npm run measure:mobile`'s. */
const { page } = useBrowserApp({ page: 'test' });

const apiCalls = (p: Page, path: string): string[] => {
  const calls: string[] = [];
  p.on('request', (req) => new URL(req.url()).pathname.startsWith(path) && calls.push(req.method()));
  return calls;
};

/** Records, from the first paint on, whether the page ever showed the statement's raw Markdown. */
const watchForMarkdown = () => {
  const w = window as unknown as { rawMarkdownSeen: string[] };
  w.rawMarkdownSeen = [];
  new MutationObserver(() => {
    const text = document.body?.innerText ?? '';
    for (const raw of ['$n$', '## Input', '$a_i$']) if (text.includes(raw) && !w.rawMarkdownSeen.includes(raw)) w.rawMarkdownSeen.push(raw);
    if (document.querySelector('.pp-md-loading')) w.rawMarkdownSeen.push('.pp-md-loading');
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

describe('Given a learner on the built-in problem set', () => {
  let problemId: string;
  beforeEach(async () => {
    await registerLearner(page());
    problemId = (await listProblems(page())).find((p) => p.title === 'Best Stretch Sum')!._id;
  });

  it('the problem page paints its statement rendered, math typeset, and never its Markdown', async () => {
    await page().addInitScript(watchForMarkdown);
    await page().goto(`/problem/${problemId}`);
    const statement = page().locator('.pp-statement');
    await statement.waitFor();
    expect(await statement.locator('math').count()).toBeGreaterThan(0);
    await page().locator('.ace_editor').waitFor();
    expect(await statement.innerText()).not.toMatch(/\$[a-z]|## /);
    expect(await page().evaluate(() => (window as unknown as { rawMarkdownSeen: string[] }).rawMarkdownSeen)).toEqual([]);
  });

  it('the submissions list is read only when its tab opens', async () => {
    const lists = apiCalls(page(), '/api/problem/submittedProblem/');
    // The page looked for a submission being judged once its socket connected: that moment has passed.
    const socket = page().waitForEvent('websocket');
    await page().goto(`/problem/${problemId}`);
    await page().locator('.ace_editor').waitFor();
    await (await socket).waitForEvent('framereceived');
    await page().waitForTimeout(500);
    expect(lists).toEqual([]);
    await page().getByRole('tab', { name: 'Submissions', exact: true }).click();
    await page().getByText('No submissions found for this problem').waitFor();
    expect(lists).toEqual(['GET']);
  });

  it('/problems checks the session once', async () => {
    const checks = apiCalls(page(), '/api/user/check');
    await page().goto('/problems');
    await page().getByText('Best Stretch Sum').first().waitFor();
    await page().waitForLoadState('networkidle');
    expect(checks).toEqual(['GET']);
  });
});

it('/favicon.ico is an icon, not the app', async () => {
  const res = await page().request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\//);
  expect([...(await res.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
