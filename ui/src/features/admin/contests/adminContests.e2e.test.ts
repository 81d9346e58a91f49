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
    await form.getByRole('group', { name: 'Problems' }).getByRole('checkbox').first().check();
    await form.getByRole('button', { name: 'Create Contest' }).click();
    await form.getByRole('status').getByText('Contest created successfully!').waitFor();
    const row = page.getByRole('region', { name: 'All contests' }).getByRole('row', { name: new RegExp(title) });
    await row.getByText('0/250').waitFor();
    await docScreenshot(page, `admin-contests-${theme}`);

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
