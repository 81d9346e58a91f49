import { registerLearner } from '../../testing/accounts';
import { screenshot, useBrowserApp } from '../../testing/browser';

jest.setTimeout(120_000);

const { open } = useBrowserApp();
const PHONE = { width: 375, height: 812 };

test.each(['light', 'dark'] as const)('the leaderboard shows every badge whole on a 375 px phone (%s theme)', async (theme) => {
  const { page } = await open({ viewport: PHONE, colorScheme: theme });
  await registerLearner(page);
  await page.goto('/leaderboard');
  const table = page.getByRole('region', { name: 'Leaderboard table' });
  await table.waitFor();
  const container = (await table.boundingBox())!;
  expect(container.x).toBeGreaterThanOrEqual(0);
  expect(container.x + container.width).toBeLessThanOrEqual(PHONE.width);

  const badges = table.locator('.badge-level');
  const count = await badges.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const badge = badges.nth(i);
    expect(await badge.isVisible()).toBe(true);
    const box = (await badge.boundingBox())!;
    // Inside the table's box and the screen, without scrolling the table sideways.
    expect(box.x).toBeGreaterThanOrEqual(container.x);
    expect(box.x + box.width).toBeLessThanOrEqual(container.x + container.width);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.width).toBeGreaterThan(20);
  }
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, `leaderboard-mobile-${theme}`);
});
