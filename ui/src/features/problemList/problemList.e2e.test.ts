import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { screenshot, useBrowserApp } from '../../testing/browser';
import { choose, registerLearner } from '../../testing/accounts';

// Generous: the judge and other suites may share a small machine.
jest.setTimeout(300_000);

const builtin = resolve(__dirname, '..', '..', '..', '..', 'api', 'builtin-problems');
/** A built-in problem's JavaScript reference solution, from its folder. */
const referenceJs = (slug: string): string => readFileSync(join(builtin, slug, 'reference', 'main.js'), 'utf8');

const { page } = useBrowserApp({ page: 'file', actionTimeout: 90_000 });
let ids: Record<string, string>;

beforeAll(async () => {
  await page().goto('/');
  await registerLearner(page());
  const list = (await (await page().request.get('/api/problem/getAllProblem')).json()) as { _id: string; title: string }[];
  ids = Object.fromEntries(list.map((p) => [p.title, p._id]));
  // One solved and one only attempted, through the real judge.
  const solved = await page().request.post(`/api/submission/submit/${ids['Staircase Ways']}`, {
    data: { language: 'javascript', code: referenceJs('staircase-ways') },
  });
  expect(solved.ok()).toBe(true);
  const attempted = await page().request.post(`/api/submission/submit/${ids['Reverse a Chain']}`, {
    data: { language: 'javascript', code: 'console.log(0)' },
  });
  expect(attempted.ok()).toBe(true);
}, 300_000);

const rows = () => page().locator('ol.problem-table > li');
const titles = () => page().locator('ol.problem-table .problem-title').allTextContents();
const meta = (text: string) => page().getByText(text, { exact: true }).waitFor();
const search = (text: string) => page().getByRole('textbox', { name: 'Search problems' }).fill(text);

async function openList() {
  await page().goto('/problems');
  await meta('Showing 20 of 26 problems');
}

/** /problems reached inside the app, from the header: the list is fetched (a page load of /problems carries it). */
async function openListInApp() {
  await page().goto('/');
  await page().locator('header').getByRole('link', { name: 'Problems', exact: true }).click();
}

describe('/problems', () => {
  it('shows counts, the first page and the breakdown', async () => {
    await openList();
    await meta('Page 1 of 2');
    expect(await rows().count()).toBe(20);
    const stats = await page().locator('.stat-card').allInnerTexts();
    expect(stats.map((s) => s.replace(/\s+/g, ' ').trim())).toEqual(['Total Problems 26', 'Easy 10', 'Medium 9', 'Hard 7']);
    await page().getByRole('progressbar', { name: 'Easy solved' }).and(page().locator('[aria-valuenow="1"]')).waitFor();
    expect(await page().locator('.breakdown-head').allInnerTexts()).toEqual(['Easy\n1/10', 'Medium\n0/9', 'Hard\n0/7']);
    await page().getByRole('heading', { name: 'My Sprints' }).waitFor();
    expect(await page().locator('.sprint-row').allInnerTexts()).toEqual(['Good Problems\n4', 'Interview Pro\n2', 'Hard\n1']);
    await screenshot(page(), 'problems');
  });

  it('pages with Previous, Next and numbered buttons', async () => {
    await openList();
    const pager = page().getByRole('navigation', { name: 'Problem pages' });
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Next' }).click();
    await meta('Page 2 of 2');
    await meta('Showing 6 of 26 problems');
    expect(await page().locator('.problem-number').allTextContents()).toEqual(['21.', '22.', '23.', '24.', '25.', '26.']);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await screenshot(page(), 'problems-page-2');
    await pager.getByRole('button', { name: 'Page 1' }).click();
    await meta('Page 1 of 2');
  });

  it('searches titles and tags, case-insensitively, back on page 1', async () => {
    await openList();
    await page().getByRole('button', { name: 'Page 2' }).click();
    await meta('Page 2 of 2');
    await search('  CHAIN ');
    await meta('Page 1 of 1');
    await meta('Showing 6 of 6 problems');
    expect((await titles()).every((t) => /chain/i.test(t))).toBe(true);
    await search('linked list');
    await meta('Showing 6 of 6 problems');
    await search('dp');
    await meta('Showing 8 of 8 problems');
    const best = page().locator('ol.problem-table li').filter({ hasText: 'Best Stretch Sum' });
    expect(await best.locator('.tag-pill').allTextContents()).toEqual(['Array', 'DP']);
    await screenshot(page(), 'problems-search');
    await search('no such problem anywhere');
    await page().getByRole('heading', { name: 'No Problems Found' }).waitFor();
    await page().getByRole('button', { name: 'Clear filters' }).click();
    await meta('Showing 20 of 26 problems');
  });

  it('filters by difficulty and status', async () => {
    await openList();
    await choose(page(), 'Filter by difficulty', 'Easy');
    await meta('Showing 10 of 10 problems');
    expect(new Set(await page().locator('ol.problem-table .badge').allTextContents())).toEqual(new Set(['Easy']));
    await choose(page(), 'Filter by difficulty', 'Hard');
    await meta('Showing 7 of 7 problems');
    await choose(page(), 'Filter by difficulty', 'All Difficulties');

    await choose(page(), 'Filter by status', 'Solved');
    await meta('Showing 1 of 1 problems');
    expect(await titles()).toEqual(['Staircase Ways']);
    expect(await page().locator('ol.problem-table .problem-row').getAttribute('data-status')).toBe('solved');
    await choose(page(), 'Filter by status', 'Attempted');
    await meta('Showing 2 of 2 problems');
    expect((await titles()).sort()).toEqual(['Reverse a Chain', 'Staircase Ways']);
    expect(await page().locator('.problem-row[data-status="attempted"] .problem-title').textContent()).toBe('Reverse a Chain');
    await screenshot(page(), 'problems-attempted');
    await choose(page(), 'Filter by status', 'Unsolved');
    await meta('Showing 20 of 24 problems');
    await meta('Page 1 of 2');
    await choose(page(), 'Filter by difficulty', 'Easy');
    await meta('Showing 8 of 8 problems');
    // The filters live in the URL: a reload shows the same list.
    await page().waitForURL((url) => url.searchParams.get('difficulty') === 'easy' && url.searchParams.get('status') === 'unsolved');
    await page().reload();
    await meta('Showing 8 of 8 problems');
  });

  it('keeps the page and the search in the URL across a reload', async () => {
    await openList();
    await page().getByRole('button', { name: 'Page 2' }).click();
    await page().waitForURL((url) => url.searchParams.get('page') === '2');
    await page().reload();
    await meta('Page 2 of 2');
    await page().goto('/problems?q=staircase');
    await meta('Showing 1 of 1 problems');
    expect(await titles()).toEqual(['Staircase Ways']);
  });

  it("paints the server's first page before the app runs, and the app shows the same list without fetching it again", async () => {
    const served = await (await page().request.get('/problems')).text();
    const painted = [...served.matchAll(/<span class="bs-title">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(painted).toHaveLength(20);
    // When the server's copy goes, the app's own rows are already there.
    await page().addInitScript(() => {
      let seen = false;
      new MutationObserver((_, observer) => {
        if (document.getElementById('boot-shell')) seen = true;
        if (!seen || document.getElementById('boot-shell')) return;
        (window as unknown as { rowsAtTakeover: number }).rowsAtTakeover =
          document.querySelectorAll('ol.problem-table .problem-title').length;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const fetched: string[] = [];
    page().on('request', (req) => {
      if (req.url().includes('/api/problem/getAllProblem')) fetched.push(req.url());
    });
    await openList();
    expect(await titles()).toEqual(painted.map((t) => t!.replace(/&amp;/g, '&')));
    expect(await page().evaluate(() => (window as unknown as { rowsAtTakeover?: number }).rowsAtTakeover)).toBe(20);
    expect(await page().locator('#boot-shell, #problem-list-data').count()).toBe(0);
    expect(fetched).toEqual([]);
    // Back to the list inside the app: fetched afresh this time.
    await openListInApp();
    await meta('Showing 20 of 26 problems');
    expect(fetched).toHaveLength(1);
  });

  it('opens a problem on row click', async () => {
    await openList();
    await page().locator('ol.problem-table li').filter({ hasText: 'Course Order' }).click();
    await page().waitForURL(`**/problem/${ids['Course Order']}`);
  });

  it.each([
    [404, 'Problems endpoint not found. Please contact support.'],
    [500, 'Server error occurred. Please try again later.'],
    [503, 'Failed to fetch problems. Please try again.'],
  ])('shows the %i error with Try Again', async (status, message) => {
    await page().route('**/api/problem/getAllProblem', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await openListInApp();
    await page().getByRole('alert').filter({ hasText: message }).waitFor();
    if (status === 500) await screenshot(page(), 'problems-error');
    await page().unroute('**/api/problem/getAllProblem');
    await page().getByRole('button', { name: 'Try Again' }).click();
    await meta('Showing 20 of 26 problems');
  });

  it('a 401 sends the learner to /login with the message', async () => {
    await page().route('**/api/problem/getAllProblem', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await openListInApp();
    await page().waitForURL('**/login');
    await page().getByRole('alert').filter({ hasText: 'Authentication failed. Please log in again.' }).waitFor();
    await page().unroute('**/api/problem/getAllProblem');
  });
});
