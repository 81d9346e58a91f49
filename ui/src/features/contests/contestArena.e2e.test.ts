import type { Page } from 'playwright-core';
import { newLearner, registerLearner } from '../../testing/accounts';
import { signInAs, useBrowserApp } from '../../testing/browser';
import { docScreenshot } from '../../testing/docScreenshots';
import { createSumProblem } from '../../testing/sumProblem';

jest.setTimeout(180_000);

const { open } = useBrowserApp();

/** A contest the admin sets through the API: starting `startsInMs` from now, one problem. */
async function createContest(admin: Page, title: string, problemId: string, startsInMs: number, durationMinutes = 30): Promise<string> {
  // Made for the contest (issue 36): out of /problems until it ends.
  const res = await admin.request.post('/api/admin/contest', {
    data: {
      title,
      description: `${title}: the sum of two numbers`,
      type: 'weekly',
      difficulty: 'easy',
      startTime: new Date(Date.now() + startsInMs).toISOString(),
      durationMinutes,
      maxParticipants: 50,
      prizes: ['Gold medal', 'Silver medal', 'Bronze medal', 'A fourth prize'],
      rules: 'icpc',
      problemIds: [problemId],
      contestOnly: [problemId],
      freezeMinutes: 0,
      rated: true,
    },
  });
  if (res.status() !== 201) throw new Error(`contest not created: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { contestId: string }).contestId;
}

test.each(['light', 'dark'] as const)(
  'a learner registers on /contests, joins when it starts, and sees the scoreboard change as the verdict lands (%s theme)',
  async (theme) => {
    const { page: admin } = await open({ colorScheme: theme });
    await signInAs(admin);
    const problem = await createSumProblem(admin, `Contest Sum ${theme}`, 1);
    const title = `Arena ${theme} ${Date.now()}`;
    // Long enough ahead for the learner to register through the page first.
    const contestId = await createContest(admin, title, problem._id, 15_000);

    const { page } = await open({ colorScheme: theme });
    const learner = await registerLearner(page, newLearner('Grace'));
    await page.goto('/contests');
    const card = page
      .getByRole('list', { name: 'Contests' })
      .locator(':scope > li')
      .filter({ has: page.getByRole('link', { name: title }) });
    await page.getByText(/Showing \d+ of \d+ contests/).waitFor();
    await card.getByRole('button', { name: 'Register' }).click();
    await card.getByText('Registered').waitFor();
    await card.getByText('1/50').waitFor();
    // Up to 3 prizes shown, as the spec says.
    expect(await card.getByRole('list', { name: 'Prizes' }).locator('li').count()).toBe(3);
    await docScreenshot(page, `contests-registered-${theme}`);

    await card.getByRole('link', { name: title }).click();
    await page.getByText('You are registered.').waitFor();
    await page
      .getByRole('timer')
      .getByText(/0:00:\d\d/)
      .waitFor();
    expect(await page.getByRole('navigation', { name: 'Contest problems' }).count()).toBe(0);
    // At the start the page shows the problems, without a reload.
    await page.getByRole('tab', { name: `A. ${problem.title}` }).waitFor({ timeout: 30_000 });
    await page.getByText('Ends in').waitFor();
    const row = page.getByRole('region', { name: 'Scoreboard' }).getByRole('row', { name: new RegExp(learner.firstName) });
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('0');

    // The problem's tab opens the problem page in the contest; the arena stays open in its own tab.
    const tab = page.getByRole('tab', { name: `A. ${problem.title}` });
    expect(await tab.getAttribute('href')).toBe(`/problem/${problem._id}?contest=${contestId}`);
    const solving = await page.context().newPage();
    await solving.goto((await tab.getAttribute('href'))!);
    await solving.getByRole('heading', { name: problem.title }).waitFor();
    await solving.locator('.ace_editor').waitFor();
    const tag = solving.getByRole('link', { name: `Contest mode: ${title}, back to the arena` });
    expect(await tag.innerText()).toBe(`Contest: ${title}`);
    // The start code is a right solution: Submit judges it in the contest.
    await solving.getByRole('button', { name: 'Submit' }).click();
    await solving.getByTestId('submit-result').getByText('Accepted', { exact: true }).waitFor({ timeout: 60_000 });
    await docScreenshot(solving, `contest-problem-${theme}`);
    // Pushed over the socket: the arena's row shows the solve without a reload.
    await row.getByText(/\+ \(0′\)|\+ \(\d+′\)/).waitFor();
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('1');
    await row.getByText('First').waitFor();
    await docScreenshot(page, `contest-arena-${theme}`);
    // The contest-only problem stays out of the library while the contest runs, even for its participants.
    await solving.goto(`/problems?q=${encodeURIComponent(problem.title)}`);
    await solving.getByRole('heading', { name: 'No Problems Found' }).waitFor();
    await solving.goBack();
    await solving.getByRole('heading', { name: problem.title }).waitFor();
    // The tag leads back to the arena, where the solve shows too.
    await tag.click();
    await solving.waitForURL(`**/contest/${contestId}`);
    await solving
      .getByRole('region', { name: 'Scoreboard' })
      .getByRole('row', { name: new RegExp(learner.firstName) })
      .getByText('First')
      .waitFor();
    await solving.close();

    // The contests list: Join Now opens the running contest.
    await page.goto('/contests');
    await card.getByRole('button', { name: 'Join Now' }).click();
    await page.waitForURL(`**/contest/${contestId}`);
  },
);
