import { startFakeGoogle, type FakeGoogle } from '../../../../api/src/account/google/testing/fakeGoogle';
import { screenshot, useBrowserApp } from '../../testing/browser';
import { newLearner, registerLearner } from '../../testing/accounts';
import { GIS_SCRIPT_URL } from '../account/googleIdentity';

// Generous: the judge and other suites may share a small machine.
jest.setTimeout(300_000);

/**
 * Stands in for Google's script: records `initialize`, and `renderButton` draws a plain button
 * that hands the app whatever credential the test put in `window.__googleCredential`.
 */
const GIS_STAND_IN = `
window.google = { accounts: { id: {
  initialize: function (config) { window.__gis = config; },
  renderButton: function (parent, options) {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
    button.onclick = function () { window.__gis.callback({ credential: window.__googleCredential, select_by: 'btn' }); };
    parent.appendChild(button);
  }
} } };`;

let google: FakeGoogle;
const { page } = useBrowserApp({
  env: async () => {
    google = await startFakeGoogle();
    return { ...google.env };
  },
  page: 'test',
  actionTimeout: 90_000,
});
let scriptRequests: number;

afterAll(() => google?.stop());

beforeEach(async () => {
  scriptRequests = 0;
  await page().route(GIS_SCRIPT_URL, (route) => {
    scriptRequests += 1;
    return route.fulfill({ contentType: 'text/javascript', body: GIS_STAND_IN });
  });
});

const path = () => new URL(page().url()).pathname;

/** Clicks Google's button as the Google account the token stands for. */
async function continueWithGoogle(button: 'Sign up with Google' | 'Sign in with Google', token: string) {
  const google = page().getByRole('button', { name: button, exact: true });
  await google.waitFor();
  await page().evaluate((credential) => Object.assign(window, { __googleCredential: credential }), token);
  await google.click();
}

const signedInUser = async () => {
  const res = await page().request.get('/api/user/check');
  return res.ok() ? ((await res.json()) as { user: { _id: string; authProvider: string; emailVerified: boolean } }).user : null;
};

describe('Google sign-in', () => {
  it("loads Google's script for the configured client id; a new Google user signs up and lands on /", async () => {
    await page().goto('/signup');
    await page().getByRole('button', { name: 'Sign up with Google', exact: true }).waitFor();
    expect(scriptRequests).toBe(1);
    expect(await page().evaluate(() => (window as unknown as { __gis: { client_id: string } }).__gis.client_id)).toBe(google.clientId);
    await screenshot(page(), 'signup-google-configured');

    const emailId = newLearner('Newton').emailId;
    await continueWithGoogle(
      'Sign up with Google',
      await google.mint({ sub: `g-${emailId}`, email: emailId, givenName: 'Newton', familyName: 'Google' }),
    );
    await page().waitForURL((url) => url.pathname === '/');
    await page().getByRole('button', { name: 'Account menu for Newton Google' }).waitFor();
    expect(await signedInUser()).toMatchObject({ authProvider: 'google', emailVerified: true });
    await screenshot(page(), 'google-signed-up');
  });

  it('only logs a refused Google sign-in: nothing shown, still signed out', async () => {
    await page().goto('/login');
    const logged = page().waitForEvent(
      'console',
      (message) => message.type() === 'error' && message.text().includes('Google login failed'),
    );
    const refused = page().waitForResponse((res) => res.url().endsWith('/api/auth/google-login'));
    await continueWithGoogle('Sign in with Google', await google.mint({ signedBy: 'forger' }));
    expect((await refused).status()).toBe(401);
    await logged;
    expect(path()).toBe('/login');
    expect(await page().getByRole('alert').count()).toBe(0);
    expect(await signedInUser()).toBeNull();
  });

  it("offers to link an existing account: 'Skip for Now' discards, 'Link Accounts' links, then Google signs straight in", async () => {
    await page().goto('/');
    const learner = await registerLearner(page(), { ...newLearner('Grace'), lastName: 'Hopper' });
    await page().request.post('/api/user/logout');
    const sub = `g-${learner.emailId}`;

    await page().goto('/signup');
    await continueWithGoogle('Sign up with Google', await google.mint({ sub, email: learner.emailId }));
    const dialog = page().getByRole('dialog', { name: 'Link Your Accounts' });
    await dialog.waitFor();
    for (const text of ['Grace Hopper', learner.emailId, 'Quick login with Google', 'Keep your existing progress', 'Enhanced security']) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    // The dialog zooms in: shoot it once its animation is over.
    await page().waitForFunction(() => document.getAnimations().length === 0);
    await screenshot(page(), 'link-accounts-dialog');

    await dialog.getByRole('button', { name: 'Skip for Now' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(path()).toBe('/signup');
    expect(await signedInUser()).toBeNull();

    await continueWithGoogle('Sign up with Google', await google.mint({ sub, email: learner.emailId }));
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Link Accounts' }).click();
    await page().waitForURL((url) => url.pathname === '/');
    await page().getByRole('button', { name: 'Account menu for Grace Hopper' }).waitFor();
    expect(await signedInUser()).toMatchObject({ authProvider: 'google', emailVerified: true });

    const avatar = page().getByRole('button', { name: 'Account menu for Grace Hopper' });
    await avatar.click();
    await page().getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Logout' }).click();
    await page().waitForURL('**/login');
    await continueWithGoogle('Sign in with Google', await google.mint({ sub, email: learner.emailId }));
    await page().waitForURL((url) => url.pathname === '/');
    expect(await dialog.count()).toBe(0);
    expect((await signedInUser())?._id).toBeDefined();
  });

  it('unlinks Google from the avatar menu, and says so when it cannot', async () => {
    await page().goto('/');
    const learner = await registerLearner(page(), newLearner('Ursula'));
    const userId = (await signedInUser())!._id;
    const token = await google.mint({ sub: `g-${learner.emailId}`, email: learner.emailId });
    // Linked with the account's password, which therefore keeps working (without it, the link would remove it).
    expect((await page().request.post('/api/auth/link-google', { data: { token, userId, password: learner.password } })).status()).toBe(
      200,
    );
    await page().goto('/problems');

    const avatar = page().getByRole('button', { name: 'Account menu for Ursula' });
    // A refusal from the server is reported, and the account stays linked.
    await page().route('**/api/auth/unlink-google', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await avatar.click();
    await page().getByRole('menuitem', { name: 'Unlink Google' }).click();
    await page().getByText('Failed to unlink Google account').waitFor();
    expect(await signedInUser()).toMatchObject({ authProvider: 'google' });
    await page().unroute('**/api/auth/unlink-google');

    await avatar.click();
    await screenshot(page(), 'avatar-menu-unlink-google');
    await page().getByRole('menuitem', { name: 'Unlink Google' }).click();
    await page().getByText('Google account unlinked').waitFor();
    expect(await signedInUser()).toMatchObject({ authProvider: 'local', emailVerified: false });
    await avatar.click();
    expect(await page().getByRole('menuitem', { name: 'Unlink Google' }).count()).toBe(0);
    await page().keyboard.press('Escape');

    // An account made with Google has no password: the menu does not offer to lock it out.
    await page().request.post('/api/user/logout');
    const onlyGoogle = newLearner('Gus').emailId;
    await page().goto('/login');
    await continueWithGoogle(
      'Sign in with Google',
      await google.mint({ sub: `g-${onlyGoogle}`, email: onlyGoogle, givenName: 'Gus', familyName: 'Only' }),
    );
    await page().waitForURL((url) => url.pathname === '/');
    await page().getByRole('button', { name: 'Account menu for Gus Only' }).click();
    await page().getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await page().getByRole('menuitem', { name: 'Unlink Google' }).count()).toBe(0);
    expect(await signedInUser()).toMatchObject({ authProvider: 'google' });
  });
});
