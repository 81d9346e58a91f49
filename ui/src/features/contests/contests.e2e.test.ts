import { choose, registerLearner } from '../../testing/accounts';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';

jest.setTimeout(120_000);

const { open } = useBrowserApp();

test.each(['light', 'dark'] as const)('the contests page lists upcoming contests dated after today (%s theme)', async (theme) => {
  const { page: admin } = await open({ colorScheme: theme });
  await signInAs(admin);
  // Real contests now (issue 36): one two days ahead, one over.
  for (const [title, startsInMs] of [
    [`Upcoming ${theme}`, 2 * 86_400_000],
    [`Past ${theme}`, -86_400_000],
  ] as const) {
    const data = {
      title,
      description: 'A contest',
      type: 'weekly',
      difficulty: 'easy',
      durationMinutes: 60,
      maxParticipants: 10,
      prizes: [],
      rules: 'icpc',
      problemIds: [],
      freezeMinutes: 0,
      rated: false,
    };
    const res = await admin.request.post('/api/admin/contest', {
      data: { ...data, startTime: new Date(Date.now() + startsInMs).toISOString() },
    });
    expect(res.status()).toBe(201);
  }
  const { page } = await open({ colorScheme: theme });
  await registerLearner(page);
  await page.goto('/contests');
  await page.getByText(/Showing \d+ of \d+ contests/).waitFor();

  await choose(page, 'Filter by status', 'Upcoming');
  // The list's own rows (a row holds lists of its own, such as its prizes).
  const contests = page.getByRole('list', { name: 'Contests' }).locator(':scope > li');
  await page.getByText(/Showing [1-9]\d* of [1-9]\d* contests/).waitFor();
  const count = await contests.count();
  expect(count).toBeGreaterThan(0);

  const now = Date.now();
  const startOfTomorrow = new Date(now);
  startOfTomorrow.setHours(24, 0, 0, 0);
  const starts: number[] = [];
  for (let i = 0; i < count; i++) {
    const contest = contests.nth(i);
    expect(await contest.locator('.badge-status-upcoming').innerText()).toBe('Upcoming');
    starts.push(Date.parse((await contest.locator('time').getAttribute('datetime'))!));
  }
  // Still to come, and on a day after today (the screen shows them by date).
  for (const start of starts) expect(start).toBeGreaterThan(now);
  expect(Math.max(...starts)).toBeGreaterThanOrEqual(startOfTomorrow.getTime());
  const shown = await contests.first().locator('time').innerText();
  expect(shown).toContain(String(new Date(starts[0]!).getFullYear()));
  await screenshot(page, `contests-upcoming-${theme}`);
});
