import { E2E_ADMIN, screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { newLearner, registerLearner } from '../../testing/accounts';

// Generous: the judge and other suites may share a small machine.
jest.setTimeout(300_000);

const { page } = useBrowserApp({ page: 'test', actionTimeout: 90_000 });

const path = () => new URL(page().url()).pathname;

describe('route access', () => {
  it.each(['/problems', '/contests', '/leaderboard', '/courses', '/problem/anything'])(
    'sends a visitor from %s to /login',
    async (route) => {
      await page().goto(route);
      await page().waitForURL('**/login');
      await page().getByRole('heading', { name: 'Welcome back' }).waitFor();
    },
  );

  it('sends a learner away from /admin to /', async () => {
    await page().goto('/');
    await registerLearner(page());
    for (const route of ['/admin', '/admin/create', '/admin/delete', '/admin/video', '/admin/upload/p1']) {
      await page().goto(route);
      await page().waitForURL((url) => url.pathname === '/');
    }
  });

  it('lets an admin into /admin', async () => {
    await page().goto('/');
    await signInAs(page(), E2E_ADMIN);
    await page().goto('/admin');
    await page().waitForLoadState('networkidle');
    expect(path()).toBe('/admin');
  });

  it('sends a signed-in user from /login and /signup to /', async () => {
    await page().goto('/');
    await registerLearner(page());
    await page().goto('/login');
    await page().waitForURL((url) => url.pathname === '/');
    await page().goto('/signup');
    await page().waitForURL((url) => url.pathname === '/');
  });
});

describe('session check', () => {
  const failCheckWith = (body: string) =>
    page().route('**/api/user/check', (route) => route.fulfill({ status: 500, contentType: 'application/json', body }));

  it("shows the spec's fallback when the check fails with a 500 that says nothing", async () => {
    await failCheckWith('');
    try {
      await page().goto('/problems');
      await page().waitForURL('**/login');
      await page().getByRole('alert').filter({ hasText: 'Authentication check failed' }).waitFor();
      expect(await page().getByText('Internal Server Error').count()).toBe(0);
      await screenshot(page(), 'auth-check-failed');
    } finally {
      await page().unroute('**/api/user/check');
    }
  });

  it("shows the server's own message when the 500 has one", async () => {
    await failCheckWith(JSON.stringify({ message: 'The session store is down' }));
    try {
      await page().goto('/problems');
      await page().waitForURL('**/login');
      await page().getByRole('alert').filter({ hasText: 'The session store is down' }).waitFor();
      expect(await page().getByText('Authentication check failed').count()).toBe(0);
    } finally {
      await page().unroute('**/api/user/check');
    }
  });
});

describe('sign up', () => {
  it('shows the validation messages, then registers and lands on /', async () => {
    await page().goto('/signup');
    await page().getByLabel('First name').fill('Al');
    await page().getByLabel('Email').fill('not-an-email');
    await page().getByLabel('Password', { exact: true }).fill('short');
    await page().getByRole('button', { name: 'Sign Up', exact: true }).click();
    for (const message of ['Minimum character should be 3', 'Invalid Email', 'Password is too weak']) {
      await page().getByText(message, { exact: true }).waitFor();
    }
    await screenshot(page(), 'signup-validation');

    const learner = newLearner('Grace');
    await page().getByLabel('First name').fill(learner.firstName);
    await page().getByLabel('Email').fill(learner.emailId);
    await page().getByLabel('Password', { exact: true }).fill(learner.password);
    await page().getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page().waitForURL((url) => url.pathname === '/');
    await page().getByRole('button', { name: 'Account menu for Grace' }).waitFor();
    expect(await page().getByRole('button', { name: 'Account menu for Grace' }).textContent()).toBe('G');
    await page().getByRole('link', { name: 'View Problems', exact: true }).waitFor();
    await screenshot(page(), 'home-signed-in');
  });

  it('shows the server error for an email already in use', async () => {
    await page().goto('/');
    const learner = await registerLearner(page());
    await page().request.post('/api/user/logout');
    await page().goto('/signup');
    await page().getByLabel('First name').fill('Another');
    await page().getByLabel('Email').fill(learner.emailId);
    await page().getByLabel('Password', { exact: true }).fill('another-pass-1');
    await page().getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page()
      .getByRole('alert')
      .filter({ hasText: /already/i })
      .waitFor();
    expect(path()).toBe('/signup');
  });

  it("says Google sign-in is not configured, and never loads Google's script", async () => {
    const googleRequests: string[] = [];
    await page().route('https://accounts.google.com/**', (route) => {
      googleRequests.push(route.request().url());
      return route.abort();
    });
    await page().goto('/signup');
    await page().getByRole('button', { name: 'Sign up with Google' }).click();
    await page().getByText('Google sign-in is not configured').waitFor();
    expect(googleRequests).toEqual([]);
    await page().getByRole('link', { name: 'Log In' }).click();
    await page().waitForURL('**/login');
  });
});

describe('log in and log out', () => {
  it('shows the server message for wrong credentials, then logs in and out', async () => {
    await page().goto('/');
    const learner = await registerLearner(page(), { ...newLearner('Linus'), lastName: 'Torvalds' });
    await page().request.post('/api/user/logout');

    await page().goto('/login');
    await screenshot(page(), 'login');
    await page().getByLabel('Email').fill(learner.emailId);
    await page().getByLabel('Password', { exact: true }).fill('wrong-password');
    await page().getByRole('button', { name: 'Log In', exact: true }).click();
    await page().getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    await screenshot(page(), 'login-error');

    await page().getByLabel('Password', { exact: true }).fill(learner.password);
    await page().getByRole('button', { name: 'Show password' }).click();
    expect(await page().getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page().getByRole('button', { name: 'Hide password' }).click();
    expect(await page().getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
    await page().getByRole('button', { name: 'Log In', exact: true }).click();
    await page().waitForURL((url) => url.pathname === '/');

    const avatar = page().getByRole('button', { name: 'Account menu for Linus Torvalds' });
    await avatar.click();
    const menu = page().getByRole('menu', { name: 'Account' });
    await menu.getByText('Linus Torvalds').waitFor();
    await menu.getByText(learner.emailId).waitFor();
    await screenshot(page(), 'avatar-menu');
    await page().keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await avatar.evaluate((el) => el === document.activeElement)).toBe(true);

    await avatar.click();
    await page().mouse.click(5, 400);
    await menu.waitFor({ state: 'detached' });

    await avatar.click();
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await menu.waitFor({ state: 'detached' });
    // Issue 35: Profile opens one's own profile.
    await page().waitForURL('**/profile/**');
    expect(path()).toMatch(/^\/profile\/./);

    await avatar.click();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await page().waitForURL('**/login');
    expect((await page().request.get('/api/user/check')).status()).toBe(401);
  });

  it('validates the login form', async () => {
    await page().goto('/login');
    await page().getByRole('button', { name: 'Log In', exact: true }).click();
    await page().getByText('Invalid Email', { exact: true }).waitFor();
    await page().getByText('Password is too weak', { exact: true }).waitFor();
    await page().getByRole('link', { name: 'Forgot your password?' }).click();
    expect(path()).toBe('/login');
  });
});
