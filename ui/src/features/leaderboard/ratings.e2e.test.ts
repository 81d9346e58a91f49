import type { Page } from 'playwright-core';
import { newLearner, registerLearner } from '../../testing/accounts';
import { signInAs, useBrowserApp } from '../../testing/browser';
import { docScreenshot } from '../../testing/docScreenshots';
import { createSumProblem, sumSolutions } from '../../testing/sumProblem';

jest.setTimeout(240_000);

/**
 * A rated contest run to its end on the real app and the real clock (issue 36): nobody ends it, the
 * server's contest ender does, and the ratings then show on the results, the profile and the
 * leaderboard. The contest lasts the shortest a contest can, one minute.
 */
const { open } = useBrowserApp();

/** Waits (bounded) until `ask` answers what `done` wants: the contest's start, its end and rating. */
async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const value = await ask();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const learnerPage = async (theme: 'light' | 'dark', who: { emailId: string; password: string }): Promise<Page> => {
  const { page } = await open({ colorScheme: theme });
  await signInAs(page, { emailId: who.emailId, password: who.password });
  return page;
};

test('a rated contest ends by its time and rates its participants: the results, the profile and the leaderboard show it', async () => {
  const { page: admin } = await open();
  await signInAs(admin);
  const problem = await createSumProblem(admin, 'Rated Sum', 1);
  const startTime = new Date(Date.now() + 10_000).toISOString();
  const created = await admin.request.post('/api/admin/contest', {
    data: {
      title: 'Rated Round 1',
      description: 'One sum',
      type: 'weekly',
      difficulty: 'easy',
      startTime,
      durationMinutes: 1,
      maxParticipants: 10,
      prizes: [],
      rules: 'icpc',
      problemIds: [problem._id],
      freezeMinutes: 0,
      rated: true,
    },
  });
  expect(created.status()).toBe(201);
  const contestId = ((await created.json()) as { contestId: string }).contestId;

  const [winner, other] = [newLearner('Winnie'), newLearner('Oscar')];
  const pages = [(await open()).page, (await open()).page];
  for (const [i, learner] of [winner, other].entries()) {
    await registerLearner(pages[i]!, learner);
    expect((await pages[i]!.request.post(`/api/contest/${contestId}/register`)).status()).toBe(200);
  }
  await until(
    () => Promise.resolve(Date.now()),
    (now) => now > Date.parse(startTime) + 1000,
    'the start',
  );
  const submit = (page: Page, code: string) =>
    page.request.post(`/api/contest/${contestId}/submit/${problem._id}`, { data: { language: 'javascript', code } });
  expect((await (await submit(pages[0]!, sumSolutions.js)).json()).accepted).toBe(true);
  expect((await (await submit(pages[1]!, 'console.log(0);\n')).json()).accepted).toBe(false);

  // Nobody ends it: past its minute, the server does, and rates it.
  type Board = { rows: { name: string; ratingChange?: number }[] };
  const board = await until(
    async () => (await (await pages[1]!.request.get(`/api/contest/${contestId}/scoreboard`)).json()) as Board,
    (b) => b.rows.every((r) => r.ratingChange !== undefined),
    'the ratings',
  );
  const gain = board.rows[0]!.ratingChange!;
  expect(board.rows.map((r) => [r.name, r.ratingChange])).toEqual([
    ['Winnie', gain],
    ['Oscar', -gain],
  ]);
  expect(gain).toBeGreaterThan(0);

  for (const theme of ['light', 'dark'] as const) {
    const page = await learnerPage(theme, winner);
    await page.goto(`/contest/${contestId}`);
    const scoreboard = page.getByRole('region', { name: 'Scoreboard' });
    await scoreboard.getByRole('columnheader', { name: 'Rating' }).waitFor();
    expect(await scoreboard.locator('td.rating-change').allInnerTexts()).toEqual([`+${gain}`, `−${gain}`]);
    await docScreenshot(scoreboard, `contest-rated-results-${theme}`);

    const { _id: winnerId } = ((await (await page.request.get('/api/user/check')).json()) as { user: { _id: string } }).user;
    await page.goto(`/profile/${winnerId}`);
    const chart = page.getByRole('img', { name: `Rating over time: from 1500 to ${1500 + gain} over 1 rated contests` });
    await chart.waitFor();
    const history = page.locator('.pf-rating-history tbody tr');
    expect(await history.first().locator('td').allInnerTexts()).toEqual(['Rated Round 1', '1', `+${gain}`, String(1500 + gain)]);
    await docScreenshot(page.locator('.pf-card', { has: chart }), `profile-rating-${theme}`);

    await page.goto('/leaderboard');
    await page.getByRole('textbox', { name: 'Search users' }).fill('Winnie');
    await page.getByText('Showing 1 of 1 users').waitFor();
    const row = page.getByRole('region', { name: 'Leaderboard table' }).locator('tbody tr').first();
    expect(await row.locator('.rank-cell').innerText()).toBe('#1');
    expect(await row.locator('.lb-rating').innerText()).toBe(`${1500 + gain} Silver`);
    expect((await row.locator('.lb-fact').allInnerTexts()).map((t) => t.trim())).toEqual(['1', '1', '1 days']);
  }
});
