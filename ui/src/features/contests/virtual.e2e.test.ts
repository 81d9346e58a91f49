import type { Page } from 'playwright-core';
import { newLearner, registerLearner } from '../../testing/accounts';
import { signInAs, useBrowserApp } from '../../testing/browser';
import { docScreenshot } from '../../testing/docScreenshots';
import { createSumProblem, sumSolutions } from '../../testing/sumProblem';

jest.setTimeout(240_000);

const { open } = useBrowserApp();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A one-minute contest of one problem, opening `startsInMs` from now, set through the API. */
async function createContest(admin: Page, title: string, problemId: string, startsInMs: number): Promise<{ id: string; start: number }> {
  const start = Date.now() + startsInMs;
  const res = await admin.request.post('/api/admin/contest', {
    data: {
      title,
      description: `${title}: the sum of two numbers`,
      type: 'weekly',
      difficulty: 'easy',
      startTime: new Date(start).toISOString(),
      durationMinutes: 1,
      maxParticipants: 10,
      prizes: [],
      rules: 'icpc',
      problemIds: [problemId],
      freezeMinutes: 0,
      rated: false,
    },
  });
  if (res.status() !== 201) throw new Error(`contest not created: ${res.status()} ${await res.text()}`);
  return { id: ((await res.json()) as { contestId: string }).contestId, start };
}

test.each(['light', 'dark'] as const)(
  'the results slider shows an earlier standing, and a virtual run after the end shows its row tagged virtual (%s theme)',
  async (theme) => {
    const { page: admin } = await open({ colorScheme: theme });
    await signInAs(admin);
    const problem = await createSumProblem(admin, `Virtual Sum ${theme} ${Date.now()}`, 1);
    const contest = await createContest(admin, `Replay ${theme} ${Date.now()}`, problem._id, 5_000);

    // A real participant registers, and solves the problem a few seconds into the contest (its minute 0).
    const { page: real } = await open({ colorScheme: theme });
    const realOne = await registerLearner(real, newLearner('Realina'));
    expect((await real.request.post(`/api/contest/${contest.id}/register`)).status()).toBe(200);
    await sleep(Math.max(0, contest.start + 1_000 - Date.now()));
    const submitted = await real.request.post(`/api/contest/${contest.id}/submit/${problem._id}`, {
      data: { language: 'javascript', code: sumSolutions.js },
    });
    expect(((await submitted.json()) as { accepted: boolean }).accepted).toBe(true);

    // The admin scrubs the standings any time: at minute 0 nothing was solved yet, by minute 1 it was.
    await admin.goto(`/contest/${contest.id}`);
    const board = admin.getByRole('region', { name: 'Scoreboard' });
    const realRow = board.getByRole('row', { name: new RegExp(realOne.firstName) });
    await realRow.getByText('+ (0′)').waitFor();
    const slider = admin.getByRole('slider', { name: 'Standings at minute' });
    await slider.focus();
    await admin.keyboard.press('Home');
    await admin.getByText('Standings at minute 0').waitFor();
    await realRow.getByText('–').waitFor();
    expect(await realRow.getByRole('cell').nth(2).innerText()).toBe('0');
    await docScreenshot(admin, `contest-results-slider-${theme}`);
    await admin.keyboard.press('ArrowRight');
    await admin.getByText('Standings at minute 1').waitFor();
    await realRow.getByText('+ (0′)').waitFor();
    expect(await slider.getAttribute('aria-valuenow')).toBe('1');

    // After the end, another learner starts a virtual run from the contest page.
    const { page } = await open({ colorScheme: theme });
    const runner = await registerLearner(page, newLearner('Virgil'));
    await sleep(Math.max(0, contest.start + 61_000 - Date.now()));
    await page.goto(`/contest/${contest.id}`);
    await page.getByRole('slider', { name: 'Standings at minute' }).waitFor();
    await page.getByRole('button', { name: 'Virtual participation' }).click();
    await page.getByRole('timer').getByText('Virtual run ends in').waitFor();
    expect(await page.getByRole('slider').count()).toBe(0);
    const myRow = page.getByRole('region', { name: 'Scoreboard' }).getByRole('row', { name: new RegExp(runner.firstName) });
    await myRow.getByText('virtual', { exact: true }).waitFor();

    // They submit on the problem page opened from the contest's tab, as a real participant does.
    const tab = page.getByRole('tab', { name: `A. ${problem.title}` });
    const solving = await page.context().newPage();
    await solving.goto((await tab.getAttribute('href'))!);
    await solving.locator('.ace_editor').waitFor();
    await solving.getByRole('button', { name: 'Submit' }).click();
    await solving.getByTestId('submit-result').getByText('Accepted', { exact: true }).waitFor({ timeout: 60_000 });
    await solving.close();
    await myRow.getByText('+ (0′)').waitFor({ timeout: 30_000 });
    expect(await myRow.getByRole('cell').nth(2).innerText()).toBe('1');
    await docScreenshot(page, `contest-virtual-${theme}`);

    // Everyone sees the run tagged virtual; the real participant keeps rank 1 and first to solve.
    await real.goto(`/contest/${contest.id}`);
    const seen = real.getByRole('region', { name: 'Scoreboard' });
    await seen
      .getByRole('row', { name: new RegExp(runner.firstName) })
      .getByText('virtual', { exact: true })
      .waitFor();
    const realSeen = seen.getByRole('row', { name: new RegExp(realOne.firstName) });
    expect(await realSeen.getByRole('cell').first().innerText()).toBe('1');
    await realSeen.getByText('First').waitFor();
  },
);

test('the contests list offers Virtual participation after the end, which starts the run and opens the contest', async () => {
  const { page: admin } = await open();
  await signInAs(admin);
  const problem = await createSumProblem(admin, `Virtual List Sum ${Date.now()}`, 1);
  const title = `Yesterday ${Date.now()}`;
  const contest = await createContest(admin, title, problem._id, -86_400_000);

  const { page } = await open();
  const runner = await registerLearner(page, newLearner('Listra'));
  await page.goto('/contests');
  await page.getByText(/Showing \d+ of \d+ contests/).waitFor();
  const card = page
    .getByRole('list', { name: 'Contests' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('link', { name: title }) });
  await card.getByRole('button', { name: 'View Results' }).waitFor();
  await card.getByRole('button', { name: 'Virtual participation' }).click();
  await page.waitForURL(`**/contest/${contest.id}`);
  await page.getByRole('timer').getByText('Virtual run ends in').waitFor();
  const row = page.getByRole('region', { name: 'Scoreboard' }).getByRole('row', { name: new RegExp(runner.firstName) });
  await row.getByText('virtual', { exact: true }).waitFor();
  expect(await row.getByRole('cell').first().innerText()).toBe('1');
  // Once started, the list offers it no more.
  await page.goto('/contests');
  await card.getByRole('button', { name: 'View Results' }).waitFor();
  expect(await card.getByRole('button', { name: 'Virtual participation' }).count()).toBe(0);
});
