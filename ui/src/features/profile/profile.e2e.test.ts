import type { Page } from 'playwright-core';
import { registerLearner } from '../../testing/accounts';
import { axeViolations, describeViolations } from '../../testing/axe';
import { signInAs, useBrowserApp } from '../../testing/browser';
import { docScreenshot } from '../../testing/docScreenshots';
import { createSumProblem, sumSolutions } from '../../testing/sumProblem';
import { openProblem } from '../../testing/problemPage';

jest.setTimeout(180_000);

const { open } = useBrowserApp();
let problemId = '';
let problemTitle = '';

beforeAll(async () => {
  const { page } = await open();
  await signInAs(page);
  const problem = await createSumProblem(page, `Profile sums ${Date.now()}`, 2);
  problemId = problem._id;
  problemTitle = problem.title;
});

/** Submits through the API, as the page's signed-in learner, and waits for the verdict. */
async function submit(page: Page, code: string): Promise<boolean> {
  const res = await page.request.post(`/api/submission/submit/${problemId}`, { data: { code, language: 'javascript' } });
  if (!res.ok()) throw new Error(`submit failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { accepted: boolean }).accepted;
}

const today = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe.each(['light', 'dark'] as const)('a learner’s profile (%s theme)', (theme) => {
  it.each([1366, 375])(
    'opens from the avatar menu, shows what they solved with every chart written out too, at %i px, axe clean',
    async (width) => {
      const { page } = await open({ viewport: { width, height: 900 }, colorScheme: theme });
      await registerLearner(page);
      expect(await submit(page, 'console.log(0)')).toBe(false);
      expect(await submit(page, sumSolutions.js)).toBe(true);
      await page.goto('/');
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.waitForURL('**/profile/**');

      await page.getByText('Your profile').waitFor();
      await page.getByRole('progressbar', { name: /^Solved 1 of \d+ problems$/ }).waitFor();
      await page.getByRole('progressbar', { name: 'Acceptance rate 50 %' }).waitFor();
      await page.getByText('Current streak:').waitFor();
      expect(await page.locator('.pf-facts').textContent()).toContain('2 submissions in the last year, on 1 day');
      // The calendar's table for screen readers holds today's date (the browser's zone is the viewer's).
      const days = page.locator('table', { has: page.locator('caption', { hasText: 'Days with submissions' }) });
      expect(await days.locator('tbody tr').allTextContents()).toEqual([`${today()}2`]);
      await page.getByRole('cell', { name: 'JavaScript' }).first().waitFor();
      await page.getByRole('link', { name: /^Profile sums/ }).waitFor();
      // Nothing sideways on a phone but the calendar's own scroller.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const violations = await axeViolations(page);
      expect(describeViolations(violations)).toBe('');
      await docScreenshot(page, `profile-${width}-${theme}`);
    },
  );
});

it('shows one’s own accepted submission on an open profile without a reload, and 404s an unknown learner', async () => {
  const { page } = await open({ viewport: { width: 1366, height: 900 } });
  await registerLearner(page);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('progressbar', { name: /^Solved 0 of \d+ problems$/ }).waitFor();
  await page.getByText('No accepted submission yet.').waitFor();
  const loaded = await page.evaluate(() => performance.getEntriesByType('navigation').length);

  expect(await submit(page, sumSolutions.js)).toBe(true);
  await page.getByRole('progressbar', { name: /^Solved 1 of \d+ problems$/ }).waitFor();
  await page.getByRole('link', { name: /^Profile sums/ }).waitFor();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loaded);

  await page.goto('/profile/no-such-learner');
  await page.getByText('User not found').waitFor();
});

it.each(['light', 'dark'] as const)(
  'tells in the Result tab how an accepted solution compares, with its histograms as tables too (%s theme)',
  async (theme) => {
    const { page } = await open({ viewport: { width: 1366, height: 900 }, colorScheme: theme });
    await registerLearner(page);
    await openProblem(page, { _id: problemId, title: problemTitle });
    await page.getByRole('button', { name: 'Submit' }).click();
    const compared = page.getByRole('region', { name: 'How this solution compares' });
    await compared.waitFor();
    expect(await compared.locator('.dist-beats').textContent()).toMatch(/^Faster than \d+(\.\d)? % · less memory than \d+(\.\d)? %$/);
    const runtimes = compared.locator('table', { has: page.locator('caption', { hasText: 'Runtime of accepted submissions' }) });
    expect(await runtimes.locator('tbody td', { hasText: '(this submission)' }).count()).toBe(1);
    const violations = await axeViolations(page, '[data-testid="distribution"]');
    expect(describeViolations(violations)).toBe('');
    await docScreenshot(page.getByTestId('submit-result'), `solution-distribution-${theme}`);

    // The submission's detail in the Submissions tab tells the same.
    await page.getByRole('tab', { name: /Submissions/ }).click();
    await page.getByRole('button', { name: /View submission 1/ }).click();
    await page.getByRole('button', { name: 'Back to submissions' }).waitFor();
    await page.getByRole('tabpanel', { name: 'Submissions' }).getByRole('region', { name: 'How this solution compares' }).waitFor();
  },
);
