import { readConfig } from '../../config';
import { createGoogleSignIn, GOOGLE_SIGN_IN_ERRORS, type GoogleSignIn } from './googleSignIn';
import { useStarted } from '../../testing/lifecycle';
import { startFakeGoogle, type TokenClaims } from './testing/fakeGoogle';

const google = useStarted(() => startFakeGoogle());

const signInWith = (env: Record<string, string>, log = jest.fn()) => createGoogleSignIn(readConfig({ ...env }), log);
const refusal = (signIn: GoogleSignIn, token: string) =>
  signIn.verify(token, new Date()).then(
    () => undefined,
    (error: { status?: number; message?: string; code?: string }) => ({ status: error.status, message: error.message, code: error.code }),
  );

describe('verifying a Google ID token', () => {
  it('returns the identity: stable id, verified email and names', async () => {
    const signIn = signInWith(google().env);
    const token = await google().mint({ sub: '1234567890', email: 'ada@gmail.test', givenName: 'Ada', familyName: 'Lovelace' });
    await expect(signIn.verify(token, new Date())).resolves.toEqual({
      googleId: '1234567890',
      email: 'ada@gmail.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it.each(['accounts.google.com', 'https://accounts.google.com'])('accepts the issuer %s', async (issuer) => {
    const signIn = signInWith(google().env);
    await expect(signIn.verify(await google().mint({ issuer }), new Date())).resolves.toMatchObject({ email: 'ada@gmail.test' });
  });

  const refused: [string, TokenClaims | string, string][] = [
    ['signed by another key', { signedBy: 'forger' }, GOOGLE_SIGN_IN_ERRORS.invalidToken],
    ['expired', { expiresAt: Math.floor(Date.now() / 1000) - 60 }, GOOGLE_SIGN_IN_ERRORS.invalidToken],
    ['for another client', { audience: 'someone-else.apps.googleusercontent.com' }, GOOGLE_SIGN_IN_ERRORS.invalidToken],
    ['from another issuer', { issuer: 'https://accounts.example.com' }, GOOGLE_SIGN_IN_ERRORS.invalidToken],
    ['with an unverified email', { emailVerified: false }, GOOGLE_SIGN_IN_ERRORS.unverifiedEmail],
    ['not a JWT at all', 'not-a-token', GOOGLE_SIGN_IN_ERRORS.invalidToken],
  ];

  it.each(refused)('refuses a token %s with 401', async (_name, claims, message) => {
    const signIn = signInWith(google().env);
    const token = typeof claims === 'string' ? claims : await google().mint(claims);
    expect(await refusal(signIn, token)).toEqual({ status: 401, message, code: 'INVALID_GOOGLE_TOKEN' });
  });

  it('refuses a token that has expired by the clock it is given', async () => {
    const signIn = signInWith(google().env);
    const token = await google().mint();
    const later = new Date(Date.now() + 2 * 3600_000);
    await expect(signIn.verify(token, later)).rejects.toMatchObject({ status: 401, message: GOOGLE_SIGN_IN_ERRORS.invalidToken });
    await expect(signIn.verify(token, new Date())).resolves.toMatchObject({ email: 'ada@gmail.test' });
  });

  it("fetches Google's keys once and serves later tokens from the cache", async () => {
    const signIn = signInWith(google().env);
    const before = google().jwksRequests();
    await Promise.all([google().mint({ sub: 'a' }), google().mint({ sub: 'b' })].map(async (t) => signIn.verify(await t, new Date())));
    for (const sub of ['c', 'd', 'e']) await signIn.verify(await google().mint({ sub }), new Date());
    await refusal(signIn, await google().mint({ signedBy: 'forger' }));
    expect(google().jwksRequests() - before).toBe(1);
  });

  it('answers 503 without configuration, and never fetches keys', async () => {
    const signIn = signInWith({ GOOGLE_JWKS_URL: google().jwksUrl });
    const before = google().jwksRequests();
    expect(signIn.clientId).toBeUndefined();
    expect(await refusal(signIn, await google().mint())).toEqual({
      status: 503,
      message: GOOGLE_SIGN_IN_ERRORS.notConfigured,
      code: 'GOOGLE_NOT_CONFIGURED',
    });
    expect(google().jwksRequests()).toBe(before);
  });

  it("answers 503 and logs when Google's keys cannot be fetched: the token is not to blame", async () => {
    const down = await startFakeGoogle();
    await down.stop();
    const log = jest.fn();
    const signIn = signInWith(down.env, log);
    expect(await refusal(signIn, await down.mint())).toEqual({
      status: 503,
      message: GOOGLE_SIGN_IN_ERRORS.unavailable,
      code: 'GOOGLE_UNAVAILABLE',
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(down.jwksUrl), expect.anything());
  });
});
