import type { Page } from 'playwright-core';
import { startFakeGoogle, type FakeGoogle } from '../../../../api/src/account/google/testing/fakeGoogle';
import { choose, newLearner, registerLearner, type Learner } from '../../testing/accounts';
import { axeViolations, describeViolations } from '../../testing/axe';
import { useBrowserApp } from '../../testing/browser';
import { docScreenshot } from '../../testing/docScreenshots';
import { listProblems } from '../../testing/problems';
import { openProblem } from '../../testing/problemPage';

jest.setTimeout(240_000);

let google: FakeGoogle;
const { open } = useBrowserApp({
  env: async () => {
    google = await startFakeGoogle();
    return { ...google.env };
  },
  actionTimeout: 30_000,
});
afterAll(() => google?.stop());

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset['theme']);
const section = (page: Page, title: string) => page.locator('.st-card', { has: page.getByRole('heading', { name: title, exact: true }) });
const accountOf = async (page: Page) =>
  ((await (await page.request.get('/api/user/check')).json()) as { user: { _id: string; settings: { theme?: string } } }).user;

/** A browser of its own signed in as `learner`, in the light scheme. */
async function signedInElsewhere(learner: Learner) {
  const { page } = await open({ viewport: { width: 1366, height: 900 }, colorScheme: 'light' });
  const res = await page.request.post('/api/user/login', { data: { emailId: learner.emailId, password: learner.password } });
  expect(res.status()).toBe(200);
  return page;
}

it('changes name, theme, default language, privacy and password through /settings, kept on the server', async () => {
  const { page } = await open({ viewport: { width: 1366, height: 900 }, colorScheme: 'light' });
  const learner = await registerLearner(page, newLearner('Ada'));
  const otherBrowser = await signedInElsewhere(learner);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.waitForURL('**/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

  // Name: refused in the form when too short, saved when right.
  const profile = section(page, 'Profile');
  await profile.getByLabel('First name').fill('Al');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await profile.getByText('Minimum character should be 3').waitFor();
  await profile.getByLabel('First name').fill('Augusta');
  await profile.getByLabel('Last name').fill('King');
  await profile.getByLabel('Institution').fill('University of London');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await profile.getByRole('status').getByText('Settings saved').waitFor();
  await page.getByRole('button', { name: 'Account menu for Augusta King' }).waitFor();

  // Theme and default language.
  const preferences = section(page, 'Preferences');
  await choose(page, 'Default language', 'Java');
  await preferences.getByText('Dark', { exact: true }).click();
  await preferences.getByRole('radio', { name: 'Dark', checked: true }).waitFor({ state: 'attached' });
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await preferences.getByRole('status').getByText('Settings saved').waitFor();
  expect((await accountOf(page)).settings).toMatchObject({ theme: 'dark', defaultLanguage: 'java' });
  await page.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');

  // Privacy: the calendar and the tags hidden from others.
  const privacy = section(page, 'Privacy');
  await privacy.getByLabel('Submission calendar and streaks').uncheck();
  await privacy.getByLabel('Progress by tag').uncheck();
  await privacy.getByRole('button', { name: 'Save privacy' }).click();
  await privacy.getByRole('status').getByText('Settings saved').waitFor();

  // Password: a wrong current one is refused with the server's words, then the right one changes it.
  const password = section(page, 'Change password');
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
  await password.getByLabel('Confirm new password').fill('brand-new-pass-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await password.getByText('The passwords do not match').waitFor();
  await password.getByLabel('Confirm new password').fill('brand-new-pass-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await password.getByRole('alert').getByText('Current password is incorrect').waitFor();
  await password.getByLabel('Current password').fill(learner.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await password.getByRole('status').getByText('Password changed').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await docScreenshot(page, 'settings-saved-dark');

  // The other browser's session ended; this one stays.
  expect((await otherBrowser.request.get('/api/user/check')).status()).toBe(401);
  expect((await page.request.get('/api/user/check')).status()).toBe(200);

  // A new browser in the light scheme, signed in with the new password, takes the account's theme and language.
  const fresh = await signedInElsewhere({ ...learner, password: 'brand-new-pass-1' });
  expect((await accountOf(fresh)).settings.theme).toBe('dark');
  await fresh.goto('/');
  await fresh.waitForFunction(() => document.documentElement.dataset['theme'] === 'dark');
  const [problem] = await listProblems(fresh);
  await openProblem(fresh, problem!);
  const java = fresh.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Java', exact: true });
  expect(await java.getAttribute('aria-pressed')).toBe('true');
  // The header's toggle saves the theme to the account too.
  const saved = fresh.waitForResponse((res) => res.url().endsWith('/api/user/settings') && res.request().method() === 'PUT');
  await fresh.getByRole('button', { name: 'Switch to light theme' }).click();
  expect((await saved).status()).toBe(200);
  expect((await accountOf(fresh)).settings.theme).toBe('light');
  expect(await themeOf(fresh)).toBe('light');

  // Another learner sees the profile without the hidden sections.
  const ada = (await accountOf(page))._id;
  const { page: bob } = await open({ viewport: { width: 1366, height: 900 } });
  await registerLearner(bob, newLearner('Bob'));
  await bob.goto(`/profile/${ada}`);
  await bob.getByRole('heading', { name: 'Augusta King' }).waitFor();
  await bob.getByText('Languages', { exact: true }).waitFor();
  expect(await bob.getByText('Progress by tag').count()).toBe(0);
  expect(await bob.getByText('Current streak:').count()).toBe(0);
});

it('sets a first password for an account that signs in with Google only, which can then unlink Google', async () => {
  const { page } = await open({ viewport: { width: 1366, height: 900 } });
  const email = `gia.${Date.now()}@gmail.test`;
  const token = await google.mint({ sub: `g-${Date.now()}`, email, givenName: 'Gia' });
  expect((await page.request.post('/api/auth/google-login', { data: { token } })).status()).toBe(201);
  await page.goto('/settings');
  const set = section(page, 'Set a password');
  await set.getByText('Your account signs in with Google only.').waitFor();
  expect(await set.getByLabel('Current password').count()).toBe(0);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  expect(await page.getByRole('menuitem', { name: 'Unlink Google' }).count()).toBe(0);
  await page.keyboard.press('Escape');

  await set.getByLabel('New password', { exact: true }).fill('gia-first-pass');
  await set.getByLabel('Confirm new password').fill('gia-first-pass');
  await set.getByRole('button', { name: 'Set password' }).click();
  await section(page, 'Change password').waitFor();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Unlink Google' }).click();
  await page.getByText('Google account unlinked').waitFor();
  const signIn = await page.request.post('/api/user/login', { data: { emailId: email, password: 'gia-first-pass' } });
  expect(signIn.status()).toBe(200);
});

describe.each(['light', 'dark'] as const)('/settings (%s theme)', (theme) => {
  it.each([1366, 375])('fits %i px, axe clean', async (width) => {
    const { page } = await open({ viewport: { width, height: 900 }, colorScheme: theme });
    await registerLearner(page);
    await page.goto('/settings');
    await section(page, 'Privacy').getByLabel('Acceptance rate').waitFor();
    expect(await themeOf(page)).toBe(theme);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(describeViolations(await axeViolations(page))).toBe('');
    await docScreenshot(page, `settings-${width}-${theme}`);
  });
});
