import type { Page } from 'playwright-core';
import { newLearner, registerLearner } from '../../testing/accounts';
import { signInAs, useBrowserApp } from '../../testing/browser';
import { createSumProblem, sumSolutions } from '../../testing/sumProblem';
import { docScreenshot } from '../../testing/docScreenshots';

jest.setTimeout(120_000);

/**
 * /leaderboard on real data (issue 36): the learners the server ranks, 25 a page, searched on the
 * server, a row opening the learner's profile, and the spec's error with Try Again.
 */
const { open } = useBrowserApp();
const LEARNERS = 27;
const nameOf = (i: number) => `Lb${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;

beforeAll(async () => {
  const { page } = await open();
  for (let i = 0; i < LEARNERS; i++) await registerLearner(page, newLearner(nameOf(i)));
  // The last one says where they are from in Settings, and solves a problem: first, before the ties.
  const res = await page.request.put('/api/user/settings', { data: { lastName: 'Otieno', country: 'Kenya', institution: 'Strathmore' } });
  expect(res.status()).toBe(200);
  const { page: admin } = await open();
  await signInAs(admin);
  const problem = await createSumProblem(admin, 'Leaderboard Sum', 1);
  const submitted = await page.request.post(`/api/submission/submit/${problem._id}`, {
    data: { language: 'javascript', code: sumSolutions.js },
  });
  expect(((await submitted.json()) as { accepted: boolean }).accepted).toBe(true);
});

const rows = (page: Page) => page.getByRole('region', { name: 'Leaderboard table' }).locator('tbody tr');

test.each(['light', 'dark'] as const)('ranks the real learners 25 a page, searches them and opens a profile (%s theme)', async (theme) => {
  const { page } = await open({ colorScheme: theme });
  await registerLearner(page, newLearner('Viewer'));
  await page.goto('/leaderboard');
  await page.getByText(/Showing 25 of \d+ users/).waitFor();
  expect(await rows(page).count()).toBe(25);
  const top = rows(page).first();
  expect(await top.locator('.rank-cell').innerText()).toBe('#1');
  expect(await top.locator('.lb-user').innerText()).toContain(`${nameOf(LEARNERS - 1)} Otieno`);
  expect((await top.locator('.lb-fact').allInnerTexts()).map((t) => t.trim())).toEqual(['1', '0', '1 days']);
  expect(await top.locator('.lb-location').innerText()).toBe('Kenya\nStrathmore');
  // The rest are tied (1500, nothing solved): they share the next rank.
  expect(await rows(page).nth(1).locator('.rank-cell').innerText()).toBe('#2');
  const pages = page.getByRole('navigation', { name: 'Leaderboard pages' });
  expect(await pages.locator('.pager-number').count()).toBeLessThanOrEqual(5);
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await page.getByText(/Page 2 of 2/).waitFor();
  expect(await rows(page).first().locator('.rank-cell').innerText()).toBe('#2');
  expect(await rows(page).first().locator('.lb-user a').innerText()).toBe(nameOf(24).toLowerCase());

  // Searched on the server: the one learner, with the rank they hold in the whole ranking.
  const last = nameOf(LEARNERS - 2);
  await page.getByRole('textbox', { name: 'Search users' }).fill(last);
  await page.getByText('Showing 1 of 1 users').waitFor();
  const row = rows(page).first();
  expect(await row.locator('.lb-user a').innerText()).toBe(last.toLowerCase());
  expect(await row.locator('.rank-cell').innerText()).toBe('#2');
  expect(await row.locator('.lb-rating').innerText()).toBe('1500 Silver');
  await page.getByRole('textbox', { name: 'Search users' }).fill('nobody-by-this-name');
  await page.getByRole('heading', { name: 'No Leaderboard Data' }).waitFor();

  await page.getByRole('textbox', { name: 'Search users' }).fill(last);
  await page.getByText('Showing 1 of 1 users').waitFor();
  await rows(page).first().locator('.lb-location').click();
  await page.waitForURL(/\/profile\/[\w-]+$/);
  await page.goto('/leaderboard');
  await page.getByText(/Showing 25 of \d+ users/).waitFor();
  await docScreenshot(page, `leaderboard-${theme}`);
});

test('says the leaderboard could not be fetched, and Try Again fetches it', async () => {
  const { page } = await open();
  await registerLearner(page, newLearner('Failing'));
  await page.route('**/api/leaderboard**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/leaderboard');
  await page.getByText('Failed to fetch leaderboard data. Please try again later.').waitFor();
  await page.unroute('**/api/leaderboard**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByText(/Showing 25 of \d+ users/).waitFor();
});
