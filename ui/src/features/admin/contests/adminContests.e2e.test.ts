import { signInAs, useBrowserApp } from '../../../testing/browser';
import { docScreenshot } from '../../../testing/docScreenshots';

jest.setTimeout(120_000);

const { open } = useBrowserApp();

test.each(['light', 'dark'] as const)(
  'an admin sets a contest on /admin/contests, and learners see it on /contests (%s theme)',
  async (theme) => {
    const { page } = await open({ colorScheme: theme });
    await signInAs(page);
    await page.goto('/admin/contests');
    const form = page.getByRole('region', { name: 'Create Contest' });
    await form.getByRole('button', { name: 'Create Contest' }).click();
    await form.getByRole('alert').getByText('Title is required').waitFor();

    const title = `Spring Round ${theme}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Three problems, ICPC rules');
    await form.getByLabel('Type').selectOption('special');
    await form.getByLabel('Maximum participants').fill('250');
    await form.getByLabel('Prizes (one a line, up to 3 shown)').fill('Gold\nSilver\nBronze');
    await form.getByLabel('Scoreboard freeze (minutes before the end)').fill('30');
    const problems = form.getByRole('group', { name: 'Problems' });
    await problems.getByRole('checkbox').first().check();
    // Picked, a problem may be made contest-only (issue 36).
    await problems.getByRole('checkbox', { name: /^Contest-only: / }).check();
    await form.getByRole('button', { name: 'Create Contest' }).click();
    await form.getByRole('status').getByText('Contest created successfully!').waitFor();
    const row = page.getByRole('region', { name: 'All contests' }).getByRole('row', { name: new RegExp(title) });
    await row.getByText('0/250').waitFor();
    await docScreenshot(page, `admin-contests-${theme}`);

    // Its events are in the audit log (issue 36), and its history names each.
    await page.goto('/admin/audit');
    await page.getByRole('link', { name: title }).first().click();
    await page.waitForURL('**/admin/history/contest/**');
    await page.getByRole('heading', { name: `History: ${title}` }).waitFor();
    const created = page.getByRole('article', { name: 'Revision 0' });
    await page.getByRole('article', { name: 'Revision 1' }).getByText('Contest-only problems added').waitFor();
    await created.getByText('Created').waitFor();
    // Every setting added, folded under their count.
    await created.getByText('11 changes').click();
    await created.getByText('Title added').waitFor();
    await page.getByRole('article', { name: 'Revision 1' }).getByText('Problems set').waitFor();
    await docScreenshot(page, `admin-contest-history-${theme}`);

    await page.goto('/contests');
    const card = page
      .getByRole('list', { name: 'Contests' })
      .locator(':scope > li')
      .filter({ has: page.getByRole('link', { name: title }) });
    await card.getByText('Special').waitFor();
    await card.getByText('0/250').waitFor();
    expect(await card.getByRole('list', { name: 'Prizes' }).innerText()).toMatch(/Gold\s+Silver\s+Bronze/);
  },
);
