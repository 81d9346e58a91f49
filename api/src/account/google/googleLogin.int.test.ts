import { useStarted } from '../../testing/lifecycle';
import { countEvents, registerLearner, startTestPlatform, useTestPlatform } from '../../testing/testPlatform';
import { GOOGLE_SIGN_IN_ERRORS } from './googleSignIn';
import { startFakeGoogle, type TokenClaims } from './testing/fakeGoogle';

const google = useStarted(() => startFakeGoogle());
const test = useTestPlatform(() => google().env, { perTest: true });

const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []).find((c) => c.startsWith('session='));
const eventsSince = async (from: number) =>
  (await test.platform.deps.store.readAll()).slice(from).map((e) => ({ type: e.type, streamId: e.streamId, data: e.data }));

describe('GET /api/auth/google-config', () => {
  it('tells the browser the client id and nothing else', async () => {
    await test.agent().get('/api/auth/google-config').expect(200, { clientId: google().clientId });
  });

  it('says null when Google sign-in is not configured', async () => {
    const plain = await startTestPlatform();
    try {
      await plain.agent().get('/api/auth/google-config').expect(200, { clientId: null });
    } finally {
      await plain.close();
    }
  });
});

describe('POST /api/auth/google-login', () => {
  it('creates an account for a new email, with no password, and signs it in', async () => {
    const before = await countEvents(test);
    const agent = test.agent();
    const token = await google().mint({ sub: 'g-new', email: 'New.Person@Gmail.test', givenName: 'Newton', familyName: 'Person' });
    const res = await agent.post('/api/auth/google-login').send({ token }).expect(201);
    expect(res.body).toEqual({
      needsLinking: false,
      message: 'Registered with Google',
      user: {
        _id: expect.any(String),
        firstName: 'Newton',
        lastName: 'Person',
        emailId: 'new.person@gmail.test',
        role: 'user',
        authProvider: 'google',
        emailVerified: true,
        hasPassword: false,
        problemSolved: [],
        attemptedProblems: [],
        settings: { publicSections: ['calendar', 'acceptanceRate', 'languages', 'tags', 'recentAccepted'] },
      },
    });
    expect(sessionCookie(res)).toMatch(/httponly/i);
    expect((await agent.get('/api/user/check').expect(200)).body.user._id).toBe(res.body.user._id);

    const userId = res.body.user._id as string;
    expect(await eventsSince(before)).toEqual([
      {
        type: 'UserRegistered',
        streamId: `user-${userId}`,
        data: expect.objectContaining({ authProvider: 'google', passwordHash: null, emailVerified: true }),
      },
      { type: 'EmailClaimed', streamId: 'userEmail-new.person@gmail.test', data: expect.objectContaining({ userId }) },
      { type: 'GoogleIdentityClaimed', streamId: 'googleIdentity-g-new', data: expect.objectContaining({ googleId: 'g-new', userId }) },
      {
        type: 'GoogleAccountLinked',
        streamId: `user-${userId}`,
        data: expect.objectContaining({ googleId: 'g-new', email: 'new.person@gmail.test' }),
      },
    ]);
  });

  it('signs a linked account straight in, appending nothing', async () => {
    const token = await google().mint({ sub: 'g-back', email: 'back@gmail.test' });
    const first = await test.agent().post('/api/auth/google-login').send({ token }).expect(201);
    const before = await countEvents(test);
    const agent = test.agent();
    const again = await agent
      .post('/api/auth/google-login')
      .send({ token: await google().mint({ sub: 'g-back', email: 'back@gmail.test' }) })
      .expect(200);
    expect(again.body).toMatchObject({ needsLinking: false, message: 'Logged in with Google', user: { _id: first.body.user._id } });
    expect((await agent.get('/api/user/check').expect(200)).body.user._id).toBe(first.body.user._id);
    expect(await countEvents(test)).toBe(before);
  });

  it('keeps refusing a password login for a Google-only account', async () => {
    await test
      .agent()
      .post('/api/auth/google-login')
      .send({ token: await google().mint({ email: 'nopass@gmail.test' }) })
      .expect(201);
    // The decoy password matches the hash a missing password is checked against: it must still fail.
    for (const password of ['anything-at-all', 'decoy password for unknown accounts']) {
      await test
        .agent()
        .post('/api/user/login')
        .send({ emailId: 'nopass@gmail.test', password })
        .expect(401, { message: 'Invalid credentials', code: 'UNAUTHORIZED' });
    }
  });

  it('offers an existing password account for linking: links nothing, starts no session', async () => {
    const learner = await registerLearner(test, 'Grace');
    const before = await countEvents(test);
    const agent = test.agent();
    const token = await google().mint({ sub: 'g-grace', email: learner.emailId.toUpperCase() });
    const res = await agent.post('/api/auth/google-login').send({ token }).expect(200);
    expect(res.body).toEqual({
      needsLinking: true,
      message: 'An account with this email already exists',
      user: { _id: learner.user._id, firstName: 'Grace', emailId: learner.emailId, googleToken: token },
    });
    expect(sessionCookie(res)).toBeUndefined();
    await agent.get('/api/user/check').expect(401);
    expect(await countEvents(test)).toBe(before);
  });

  const refused: [string, TokenClaims | string, number, string][] = [
    ['a forged token', { signedBy: 'forger' }, 401, GOOGLE_SIGN_IN_ERRORS.invalidToken],
    ['an expired token', { expiresAt: Math.floor(Date.now() / 1000) - 60 }, 401, GOOGLE_SIGN_IN_ERRORS.invalidToken],
    ['a token for another client', { audience: 'other.apps.googleusercontent.com' }, 401, GOOGLE_SIGN_IN_ERRORS.invalidToken],
    ['a token from another issuer', { issuer: 'https://evil.example' }, 401, GOOGLE_SIGN_IN_ERRORS.invalidToken],
    ['a token with an unverified email', { emailVerified: false }, 401, GOOGLE_SIGN_IN_ERRORS.unverifiedEmail],
    ['garbage', 'garbage.garbage.garbage', 401, GOOGLE_SIGN_IN_ERRORS.invalidToken],
    ['no token', '', 400, 'Google token is required'],
  ];

  it.each(refused)('refuses %s, appending nothing and starting no session', async (_name, claims, status, message) => {
    const before = await countEvents(test);
    const token = typeof claims === 'string' ? claims : await google().mint({ ...claims, email: 'refused@gmail.test' });
    const agent = test.agent();
    const res = await agent.post('/api/auth/google-login').send({ token }).expect(status);
    expect(res.body.message).toBe(message);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await countEvents(test)).toBe(before);
    await agent.get('/api/user/check').expect(401);
  });

  it('answers 503 with a clear message when Google sign-in is not configured', async () => {
    const plain = await startTestPlatform();
    try {
      const before = await countEvents(plain);
      const res = await plain
        .agent()
        .post('/api/auth/google-login')
        .send({ token: await google().mint() })
        .expect(503);
      expect(res.body).toEqual({ message: 'Google sign-in is not configured', code: 'GOOGLE_NOT_CONFIGURED' });
      expect(await countEvents(plain)).toBe(before);
    } finally {
      await plain.close();
    }
  });

  it("fetches Google's keys once for many sign-ins", async () => {
    const before = google().jwksRequests();
    for (let i = 0; i < 4; i++)
      await test
        .agent()
        .post('/api/auth/google-login')
        .send({ token: await google().mint({ sub: `g-many-${i}`, email: `many${i}@gmail.test` }) })
        .expect(201);
    expect(google().jwksRequests() - before).toBe(1);
  });

  it('counts Google sign-ins against the address like password logins', async () => {
    const forged = await google().mint({ signedBy: 'forger' });
    for (let i = 0; i < 50; i++) await test.agent().post('/api/auth/google-login').send({ token: forged }).expect(401);
    const limited = await test
      .agent()
      .post('/api/auth/google-login')
      .send({ token: await google().mint() })
      .expect(429);
    expect(limited.body.message).toBe('Too many login attempts. Please try again later.');
  });
});
