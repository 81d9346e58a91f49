import { useStarted } from '../../testing/lifecycle';
import { countEvents, registerLearner, useTestPlatform } from '../../testing/testPlatform';
import { GOOGLE_ERRORS } from '@forge/domain';
import { startFakeGoogle } from './testing/fakeGoogle';

const google = useStarted(() => startFakeGoogle());
const test = useTestPlatform(() => google().env, { perTest: true });

const eventTypesSince = async (from: number) =>
  (await test.platform.deps.store.readAll()).slice(from).map((e) => `${e.type} ${e.streamId}`);

/** A password account and a Google token for its email. */
async function localAccountWithGoogle(sub = 'g-grace') {
  const learner = await registerLearner(test, 'Grace');
  return { ...learner, userId: learner.user._id, token: await google().mint({ sub, email: learner.emailId }) };
}

/** Google login, from a browser of its own, with a token for identity `sub` and `email`. */
async function googleLogin(sub: string, email: string) {
  return test
    .agent()
    .post('/api/auth/google-login')
    .send({ token: await google().mint({ sub, email }) });
}

async function refusedWithoutChange(
  send: () => PromiseLike<{ status: number; body: { message?: string } }>,
  status: number,
  message: string,
) {
  const before = await countEvents(test);
  const res = await send();
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  expect(await countEvents(test)).toBe(before);
}

describe('POST /api/auth/link-google', () => {
  it('links the account whose email Google verified, signs in as it, and Google login then signs straight in', async () => {
    const grace = await localAccountWithGoogle();
    const before = await countEvents(test);
    const agent = test.agent();
    const res = await agent
      .post('/api/auth/link-google')
      .send({ token: grace.token, userId: grace.userId, password: grace.password })
      .expect(200);
    expect(res.body.user).toMatchObject({
      _id: grace.userId,
      authProvider: 'google',
      emailVerified: true,
      hasPassword: true,
      emailId: grace.emailId,
    });
    expect((await agent.get('/api/user/check').expect(200)).body.user._id).toBe(grace.userId);
    expect(await eventTypesSince(before)).toEqual([
      'GoogleIdentityClaimed googleIdentity-g-grace',
      `GoogleAccountLinked user-${grace.userId}`,
    ]);

    const again = await googleLogin('g-grace', grace.emailId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ needsLinking: false, user: { _id: grace.userId } });
    // The linker gave the password, so it still works, and so does the session that made it.
    await test.agent().post('/api/user/login').send({ emailId: grace.emailId, password: grace.password }).expect(200);
    await grace.agent.get('/api/user/check').expect(200);
  });

  it("takes an unverified account's password away when the link does not confirm it, and ends its sessions", async () => {
    // Someone registered this email first, with a password of their choosing; the email's owner links Google.
    const squatter = await localAccountWithGoogle('g-owner');
    const before = await countEvents(test);
    const owner = test.agent();
    const res = await owner.post('/api/auth/link-google').send({ token: squatter.token, userId: squatter.userId }).expect(200);
    expect(res.body.user).toMatchObject({ _id: squatter.userId, emailVerified: true, hasPassword: false });
    expect(await eventTypesSince(before)).toEqual([
      'GoogleIdentityClaimed googleIdentity-g-owner',
      `GoogleAccountLinked user-${squatter.userId}`,
      `UserPasswordRemoved user-${squatter.userId}`,
    ]);
    // The squatter's session and password no longer get in; the owner's session does.
    await squatter.agent.get('/api/user/check').expect(401);
    await test.agent().post('/api/user/login').send({ emailId: squatter.emailId, password: squatter.password }).expect(401);
    await owner.get('/api/user/check').expect(200);
  });

  it('refuses a link with a wrong password, appending nothing', async () => {
    const grace = await localAccountWithGoogle('g-wrong');
    await refusedWithoutChange(
      () => test.agent().post('/api/auth/link-google').send({ token: grace.token, userId: grace.userId, password: 'not the password' }),
      401,
      'Invalid credentials',
    );
    await grace.agent.get('/api/user/check').expect(200);
  });

  it('is idempotent for the same Google identity', async () => {
    const grace = await localAccountWithGoogle();
    await test.agent().post('/api/auth/link-google').send({ token: grace.token, userId: grace.userId }).expect(200);
    const before = await countEvents(test);
    await test.agent().post('/api/auth/link-google').send({ token: grace.token, userId: grace.userId }).expect(200);
    expect(await countEvents(test)).toBe(before);
  });

  it("refuses a token whose email is not the account's", async () => {
    const grace = await localAccountWithGoogle();
    const other = await registerLearner(test, 'Other');
    await refusedWithoutChange(
      () => test.agent().post('/api/auth/link-google').send({ token: grace.token, userId: other.user._id }),
      403,
      GOOGLE_ERRORS.emailMismatch,
    );
  });

  it('refuses a Google identity already linked to another account', async () => {
    const first = await localAccountWithGoogle('g-shared');
    await test.agent().post('/api/auth/link-google').send({ token: first.token, userId: first.userId }).expect(200);
    // The same Google identity now carries the second account's email (its address changed at Google).
    const second = await registerLearner(test, 'Second');
    const token = await google().mint({ sub: 'g-shared', email: second.emailId });
    await refusedWithoutChange(
      () => test.agent().post('/api/auth/link-google').send({ token, userId: second.user._id }),
      409,
      GOOGLE_ERRORS.identityTaken,
    );
  });

  it('refuses a second Google identity for an account that has one', async () => {
    const grace = await localAccountWithGoogle('g-first');
    await test.agent().post('/api/auth/link-google').send({ token: grace.token, userId: grace.userId }).expect(200);
    const token = await google().mint({ sub: 'g-second', email: grace.emailId });
    await refusedWithoutChange(
      () => test.agent().post('/api/auth/link-google').send({ token, userId: grace.userId }),
      409,
      GOOGLE_ERRORS.linkedElsewhere,
    );
    // Google login with that second identity does not offer the account either.
    await refusedWithoutChange(() => test.agent().post('/api/auth/google-login').send({ token }), 409, GOOGLE_ERRORS.linkedElsewhere);
  });

  it.each([
    ['a forged token', { signedBy: 'forger' as const }, 401, 'Invalid Google token'],
    ['an expired token', { expiresAt: Math.floor(Date.now() / 1000) - 60 }, 401, 'Invalid Google token'],
    ['a token for another client', { audience: 'other.apps.googleusercontent.com' }, 401, 'Invalid Google token'],
    ['a token with an unverified email', { emailVerified: false }, 401, 'Google has not verified the email address of this Google account'],
  ])('refuses %s', async (_name, claims, status, message) => {
    const grace = await localAccountWithGoogle();
    const token = await google().mint({ ...claims, sub: 'g-grace', email: grace.emailId });
    await refusedWithoutChange(() => test.agent().post('/api/auth/link-google').send({ token, userId: grace.userId }), status, message);
  });

  it('refuses an unknown account and a missing user id', async () => {
    const token = await google().mint();
    await refusedWithoutChange(
      () => test.agent().post('/api/auth/link-google').send({ token, userId: 'no-such-user' }),
      404,
      'User not found',
    );
    await refusedWithoutChange(() => test.agent().post('/api/auth/link-google').send({ token }), 400, 'userId is required');
  });
});

describe('POST /api/auth/unlink-google', () => {
  it('unlinks for the signed-in owner: back to a local, unverified account; Google then asks to link again', async () => {
    const grace = await localAccountWithGoogle();
    const agent = test.agent();
    await agent.post('/api/auth/link-google').send({ token: grace.token, userId: grace.userId, password: grace.password }).expect(200);
    const before = await countEvents(test);
    const res = await agent.post('/api/auth/unlink-google').send({ userId: grace.userId }).expect(200);
    expect(res.body.user).toMatchObject({ _id: grace.userId, authProvider: 'local', emailVerified: false });
    expect(await eventTypesSince(before)).toEqual([
      `GoogleAccountUnlinked user-${grace.userId}`,
      'GoogleIdentityReleased googleIdentity-g-grace',
    ]);
    expect((await agent.get('/api/user/check').expect(200)).body.user).toMatchObject({ authProvider: 'local', emailVerified: false });

    const login = await googleLogin('g-grace', grace.emailId);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ needsLinking: true, user: { _id: grace.userId } });
  });

  it('refuses anyone but the owner, and visitors', async () => {
    const grace = await localAccountWithGoogle();
    await test.agent().post('/api/auth/link-google').send({ token: grace.token, userId: grace.userId }).expect(200);
    const other = await registerLearner(test, 'Mallory');
    await refusedWithoutChange(
      () => other.agent.post('/api/auth/unlink-google').send({ userId: grace.userId }),
      403,
      'You can only unlink Google from your own account',
    );
    await refusedWithoutChange(
      () => test.agent().post('/api/auth/unlink-google').send({ userId: grace.userId }),
      401,
      'Please log in to continue',
    );
  });

  it('refuses to unlink an account that has no password, which would lock it out', async () => {
    const agent = test.agent();
    const created = await agent
      .post('/api/auth/google-login')
      .send({ token: await google().mint({ sub: 'g-only', email: 'only@gmail.test' }) })
      .expect(201);
    await refusedWithoutChange(
      () => agent.post('/api/auth/unlink-google').send({ userId: created.body.user._id }),
      409,
      GOOGLE_ERRORS.noPassword,
    );
  });

  it('refuses an account with nothing linked', async () => {
    const learner = await registerLearner(test);
    await refusedWithoutChange(
      () => learner.agent.post('/api/auth/unlink-google').send({ userId: learner.user._id }),
      409,
      GOOGLE_ERRORS.notLinked,
    );
  });
});
