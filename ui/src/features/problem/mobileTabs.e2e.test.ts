import { registerLearner } from '../../testing/accounts';
import { screenshot, useBrowserApp } from '../../testing/browser';

jest.setTimeout(120_000);

const { open } = useBrowserApp();
const PHONE = { width: 375, height: 812 };
const LEFT_TABS = ['Description', 'Editorial', 'Solutions', 'Submissions', 'ChatAI'];
const RIGHT_TABS = ['Code', 'Testcase', 'Result'];

test.each(['light', 'dark'] as const)('every tab of the problem page is in reach on a 375 px phone (%s theme)', async (theme) => {
  const { page } = await open({ viewport: PHONE, colorScheme: theme });
  await registerLearner(page);
  const list = (await (await page.request.get('/api/problem/getAllProblem')).json()) as { _id: string; title: string }[];
  const problem = list.find((p) => p.title === 'Pair With Target Sum')!;
  await page.goto(`/problem/${problem._id}`);
  await page.getByRole('heading', { name: problem.title }).waitFor();

  // Each tab shows whole on the screen, none behind a menu or off the edge.
  for (const name of [...LEFT_TABS, ...RIGHT_TABS]) {
    const tab = page.getByRole('tab', { name, exact: true });
    expect(await tab.isVisible()).toBe(true);
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }

  // The last tab answers a tap like any other.
  await page.getByRole('tab', { name: 'ChatAI', exact: true }).click();
  expect(await page.getByRole('tab', { name: 'ChatAI', exact: true }).getAttribute('aria-selected')).toBe('true');
  await page.getByLabel('Message to the AI helper').waitFor();
  const chat = (await page.getByRole('log', { name: 'Chat with the AI helper' }).boundingBox())!;
  expect(chat.x + chat.width).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('tab', { name: 'Result', exact: true }).click();
  expect(await page.getByRole('tab', { name: 'Result', exact: true }).getAttribute('aria-selected')).toBe('true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, `problem-tabs-mobile-${theme}`);
});
