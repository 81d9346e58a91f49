import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN, screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { openProblem, setEditorValue } from '../../testing/problemPage';
import { newLearner, registerLearner } from '../../testing/accounts';
import { createSumProblem, slowSum, sumSolutions } from '../../testing/sumProblem';
import type { ProblemView } from '@forge/contracts';

// Generous: the judge and other suites may share a small machine.
jest.setTimeout(300_000);

/**
 * Everything live: one learner with two tabs (two pages of one browser context, one session).
 * What one tab's verdict changes shows in the other without a reload, a reload while judging
 * still ends with the verdict, and a logout in one tab sends the other to /login.
 */
const { open } = useBrowserApp({ actionTimeout: 90_000 });
const LONG = { timeout: 120_000 };

const HIDDEN = 6;

let quick: ProblemView;
let slow: ProblemView;
beforeAll(async () => {
  const { page: admin } = await open();
  await signInAs(admin, E2E_ADMIN);
  quick = await createSumProblem(admin, 'Live Sum', HIDDEN);
  slow = await createSumProblem(admin, 'Live Slow Sum', HIDDEN);
}, 120_000);

/** A new learner's two tabs: two pages of one context, so one session. */
async function twoTabs(): Promise<{ context: BrowserContext; a: Page; b: Page }> {
  const { context, page: a } = await open();
  await registerLearner(a, newLearner('Tabby'));
  return { context, a, b: await context.newPage() };
}

const leftTab = (p: Page, name: string) => p.getByRole('tab', { name, exact: true });
/** Submits `code` in JavaScript from the page's editor. */
async function submit(p: Page, code: string): Promise<void> {
  await p.getByRole('tab', { name: 'Code', exact: true }).click();
  await p.getByRole('button', { name: 'JavaScript', exact: true }).click();
  await setEditorValue(p, code);
  await p.getByRole('button', { name: 'Submit' }).click();
}
/** Counts the page's loads from now on: a live update is one that needs none. */
function countLoads(p: Page): () => number {
  let loads = 0;
  p.on('load', () => (loads += 1));
  return () => loads;
}
/** Screenshots in the theme shown, then in the other one (switched in place, without a reload), then back. */
async function bothThemes(p: Page, name: string): Promise<void> {
  await screenshot(p, `${name}-light`);
  await p.getByRole('button', { name: 'Switch to dark theme' }).click();
  await p.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  await screenshot(p, `${name}-dark`);
  await p.getByRole('button', { name: 'Switch to light theme' }).click();
  await p.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
}
const verdict = (p: Page, title: string) => p.locator('.pp-verdict', { hasText: title });
const submissionRow = (p: Page, n: number, status: string) => p.getByRole('button', { name: `View submission ${n}: ${status}` });

describe('a verdict in one tab', () => {
  it('shows in the other tab on the same problem: the new row under Submissions, and the Solutions unlocked on Accepted', async () => {
    const { a, b } = await twoTabs();
    await openProblem(b, quick);
    const loadsOfB = countLoads(b);
    await leftTab(b, 'Solutions').click();
    await b.getByText('Solutions will be available after you solve the problem.').waitFor();
    await leftTab(b, 'Submissions').click();
    await b.getByText('No submissions found for this problem').waitFor();

    await openProblem(a, quick);
    await submit(a, sumSolutions.js.replace('a + b', 'a - b'));
    await verdict(a, 'Wrong Answer').waitFor(LONG);

    // A wrong answer: a row, and the solutions stay locked.
    await submissionRow(b, 1, 'Wrong Answer').waitFor(LONG);
    await leftTab(b, 'Solutions').click();
    await b.getByText('Solutions will be available after you solve the problem.').waitFor();
    await leftTab(b, 'Submissions').click();
    await submissionRow(b, 1, 'Wrong Answer').waitFor();

    await submit(a, sumSolutions.js);
    await verdict(a, 'Accepted').waitFor(LONG);
    await submissionRow(b, 2, 'Accepted').waitFor(LONG);
    expect(await submissionRow(b, 1, 'Wrong Answer').isVisible()).toBe(true);
    await bothThemes(b, 'live-other-tab-submissions');

    await leftTab(b, 'Solutions').click();
    await b.getByLabel('JavaScript solution').waitFor(LONG);
    expect((await b.getByLabel('JavaScript solution').textContent())?.trim()).toBe(sumSolutions.js.trim());
    await bothThemes(b, 'live-other-tab-solutions');
    expect(loadsOfB()).toBe(0);
  });

  it('updates the problem list open in the other tab: the status dot and the Difficulty Breakdown', async () => {
    const { a, b } = await twoTabs();
    await b.goto('/problems');
    await b.getByLabel('Search problems').fill(quick.title);
    const row = b.locator(`a[href="/problem/${quick._id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('unsolved');
    const easy = b.getByRole('progressbar', { name: 'Easy solved' });
    expect(await easy.getAttribute('aria-valuenow')).toBe('0');
    const loadsOfB = countLoads(b);

    await openProblem(a, quick);
    await submit(a, sumSolutions.js);
    await verdict(a, 'Accepted').waitFor(LONG);

    await b.locator(`a[href="/problem/${quick._id}"][data-status="solved"]`).waitFor(LONG);
    expect(await row.getByRole('img', { name: 'Solved' }).isVisible()).toBe(true);
    await b.locator('[role="progressbar"][aria-label="Easy solved"][aria-valuenow="1"]').waitFor(LONG);
    expect(await easy.getAttribute('aria-valuetext')).toMatch(/^1 of \d+ solved$/);
    await bothThemes(b, 'live-other-tab-problems');
    expect(loadsOfB()).toBe(0);
  });
});

describe('a reload while judging', () => {
  it('shows the judging carry on and the verdict arrive, in the Result tab and under Submissions', async () => {
    const { a, b } = await twoTabs();
    await openProblem(b, slow);
    await leftTab(b, 'Submissions').click();
    await b.getByText('No submissions found for this problem').waitFor();

    await openProblem(a, slow);
    await submit(a, slowSum);
    await a.waitForFunction(
      () => Number(document.querySelector('[data-testid="submit-progress"]')?.getAttribute('data-done')) >= 1,
      undefined,
      LONG,
    );
    expect(await a.locator('.pp-verdict').count()).toBe(0);

    await a.reload();
    // Back on the page, still judging: the progress, not a verdict, then the verdict.
    await a.getByTestId('submit-progress').waitFor(LONG);
    await a.locator('.pp-verdict').waitFor(LONG);
    expect(await a.locator('.pp-verdict').textContent()).toBe('Accepted');
    expect(await a.getByText(`${HIDDEN}/${HIDDEN}`).first().isVisible()).toBe(true);
    await leftTab(a, 'Submissions').click();
    await submissionRow(a, 1, 'Accepted').waitFor(LONG);
    await bothThemes(a, 'live-after-reload');

    // The other tab saw the same submission judged.
    await submissionRow(b, 1, 'Accepted').waitFor(LONG);
    expect(await b.locator('.pp-verdict').textContent()).toBe('Accepted');
  });
});

describe('a session ended in another tab', () => {
  it('sends the problem page and the problem list to /login, as a 401 does', async () => {
    const { context, a, b } = await twoTabs();
    const list = await context.newPage();
    await openProblem(a, quick);
    await list.goto('/problems');
    await list.getByRole('list', { name: 'Problems' }).waitFor();
    await b.goto('/problems');

    await b.getByRole('button', { name: /^Account menu for / }).click();
    await b.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Logout' }).click();
    await b.waitForURL('**/login');

    for (const p of [a, list]) {
      await p.waitForURL('**/login', LONG);
      await p.getByRole('alert').filter({ hasText: 'Your session has ended. Please log in again.' }).waitFor();
    }
    // The tab that logged out says nothing of an ended session: it ended it.
    expect(await b.getByRole('alert').count()).toBe(0);
    await bothThemes(a, 'live-session-ended');
  });
});
