import { countEvents, registerLearner, startTestPlatform, TEST_ADMIN, useTestPlatform, type TestPlatform } from '../testing/testPlatform';

const test = useTestPlatform({}, { perTest: true });

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []).find((c) => c.startsWith('session='));

/** A registration from a browser of its own (an agent that keeps its cookies): the agent, and the answer. */
async function register(account: { firstName: string; emailId: string; password: string }) {
  const agent = test.agent();
  return { agent, res: await agent.post('/api/user/register').send(account) };
}

describe('register', () => {
  it('creates the account, signs it in with a hardened cookie and never returns the password', async () => {
    const { agent, res } = await register({ firstName: 'Ada', emailId: 'Ada@Example.com', password: 'correct horse' });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      _id: expect.any(String),
      firstName: 'Ada',
      emailId: 'ada@example.com',
      role: 'user',
      authProvider: 'local',
      emailVerified: false,
      hasPassword: true,
      problemSolved: [],
      attemptedProblems: [],
      settings: { publicSections: ['calendar', 'acceptanceRate', 'languages', 'tags', 'recentAccepted'] },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|passwordHash|correct horse/i);
    const cookie = cookieOf(res)!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
    const check = await agent.get('/api/user/check').expect(200);
    expect(check.body.user._id).toBe(res.body.user._id);
  });

  it('refuses a second account for the same email in any letter case, appending nothing', async () => {
    expect((await register({ firstName: 'Ada', emailId: 'ada@example.com', password: 'correct horse' })).res.status).toBe(201);
    const before = await countEvents(test);
    const { res } = await register({ firstName: 'Other', emailId: 'ADA@example.COM', password: 'another one' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
    expect(await countEvents(test)).toBe(before);
  });

  it('lets exactly one of many concurrent registrations of one email win', async () => {
    const attempts = await Promise.all(
      Array.from(
        { length: 8 },
        async (_, i) => (await register({ firstName: `Racer${i}`, emailId: 'race@example.com', password: 'password-123' })).res,
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    const winner = attempts.find((r) => r.status === 201)!;
    const login = await test.agent().post('/api/user/login').send({ emailId: 'race@example.com', password: 'password-123' }).expect(200);
    expect(login.body.user._id).toBe(winner.body.user._id);
  });

  it.each([
    [{ firstName: 'Al', emailId: 'al@example.com', password: 'long enough' }, 'Minimum character should be 3'],
    [{ emailId: 'al@example.com', password: 'long enough' }, 'Minimum character should be 3'],
    [{ firstName: 'Alan', emailId: 'not-an-email', password: 'long enough' }, 'Invalid Email'],
    [{ firstName: 'Alan', emailId: 'al@example.com', password: 'short' }, 'Password is too weak'],
    [{ firstName: 'Alan', emailId: 'al@example.com', password: 'x'.repeat(129) }, 'Password is too long'],
    [{ firstName: 'Alan', emailId: 'al@example.com', password: 'long enough', role: 'admin' }, 'Unrecognized key: "role"'],
  ])('refuses %j with "%s" and appends nothing', async (body, message) => {
    const before = await countEvents(test);
    const res = await test.agent().post('/api/user/register').send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(await countEvents(test)).toBe(before);
  });
});

describe('login, check and logout', () => {
  it('answers 401 to a session check when signed out', async () => {
    const res = await test.agent().get('/api/user/check').expect(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('signs in with the right password only', async () => {
    const { emailId, password } = await registerLearner(test);
    await test
      .agent()
      .post('/api/user/login')
      .send({ emailId, password: 'wrong password' })
      .expect(401, { message: 'Invalid credentials', code: 'UNAUTHORIZED' });
    await test.agent().post('/api/user/login').send({ emailId: 'nobody@example.com', password }).expect(401);
    const res = await test.agent().post('/api/user/login').send({ emailId: emailId.toUpperCase(), password }).expect(200);
    expect(res.body.user.emailId).toBe(emailId);
  });

  it('signs the browser out on logout', async () => {
    const { agent } = await registerLearner(test);
    await agent.get('/api/user/check').expect(200);
    const res = await agent.post('/api/user/logout').expect(200);
    expect(cookieOf(res)).toMatch(/^session=;/);
    await agent.get('/api/user/check').expect(401);
  });

  it('refuses a replayed cookie after logout', async () => {
    const { res: reg } = await register({ firstName: 'Grace', emailId: 'grace@example.com', password: 'cobol rules' });
    expect(reg.status).toBe(201);
    const sessionCookie = cookieOf(reg)!.split(';')[0]!;
    await test.agent().get('/api/user/check').set('Cookie', sessionCookie).expect(200);
    await test.agent().post('/api/user/logout').set('Cookie', sessionCookie).expect(200);
    await test.agent().get('/api/user/check').set('Cookie', sessionCookie).expect(401);
  });

  it('marks the cookie Secure behind an HTTPS proxy it trusts', async () => {
    const proxied = await startTestPlatform({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.agent().post('/api/user/login').set('X-Forwarded-Proto', 'https').send(TEST_ADMIN).expect(200);
      expect(cookieOf(res)).toMatch(/;\s*secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('limits failed logins per email, and the right password is refused too once limited', async () => {
    const { emailId, password } = await registerLearner(test);
    for (let i = 0; i < 10; i++) await test.agent().post('/api/user/login').send({ emailId, password: 'wrong password' }).expect(401);
    const limited = await test.agent().post('/api/user/login').send({ emailId, password }).expect(429);
    expect(limited.body.message).toBe('Too many login attempts. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not locked by this one.
    await test.agent().post('/api/user/login').send(TEST_ADMIN).expect(200);
  });

  it('limits login attempts per address across emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      statuses.push(
        (
          await test
            .agent()
            .post('/api/user/login')
            .send({ emailId: `user${i}@example.com`, password: 'wrong password' })
        ).status,
      );
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
  });
});

describe('requests the API refuses without changing anything', () => {
  const attempts: [string, (t: TestPlatform) => Promise<{ status: number; body: { message?: string } }>, number, string][] = [
    [
      'a foreign Origin',
      (t) =>
        t
          .agent()
          .post('/api/user/register')
          .set('Origin', 'https://evil.example')
          .send({ firstName: 'Eve', emailId: 'eve@example.com', password: 'password-1' }),
      403,
      'Cross-origin request refused',
    ],
    [
      'a foreign Origin on the path in capitals',
      (t) =>
        t
          .agent()
          .post('/API/User/Register')
          .set('Origin', 'https://evil.example')
          .send({ firstName: 'Eve', emailId: 'eve@example.com', password: 'password-1' }),
      403,
      'Cross-origin request refused',
    ],
    [
      'a form body on the path in capitals',
      (t) =>
        t.agent().post('/Api/user/register').type('form').send({ firstName: 'Eve', emailId: 'eve@example.com', password: 'password-1' }),
      415,
      'Content-Type must be application/json',
    ],
    [
      'an oversized body on the path in capitals',
      (t) =>
        t
          .agent()
          .post('/API/user/register')
          .send({ firstName: 'Eve', emailId: 'eve@example.com', password: 'password-1', padding: 'x'.repeat(200_000) }),
      413,
      'Request body is too large',
    ],
    [
      'a cross-site fetch without Origin',
      (t) =>
        t
          .agent()
          .post('/api/user/register')
          .set('Sec-Fetch-Site', 'cross-site')
          .send({ firstName: 'Eve', emailId: 'eve@example.com', password: 'password-1' }),
      403,
      'Cross-origin request refused',
    ],
    [
      'malformed JSON',
      (t) => t.agent().post('/api/user/register').set('Content-Type', 'application/json').send('{"firstName": "Eve",'),
      400,
      'Malformed JSON body',
    ],
    [
      'a form body',
      (t) =>
        t.agent().post('/api/user/register').type('form').send({ firstName: 'Eve', emailId: 'eve@example.com', password: 'password-1' }),
      415,
      'Content-Type must be application/json',
    ],
    [
      'an oversized body',
      (t) =>
        t
          .agent()
          .post('/api/user/register')
          .send({ firstName: 'Eve', emailId: 'eve@example.com', password: 'password-1', padding: 'x'.repeat(200_000) }),
      413,
      'Request body is too large',
    ],
    [
      'an oversized field',
      (t) =>
        t
          .agent()
          .post('/api/user/register')
          .send({ firstName: 'E'.repeat(51), emailId: 'eve@example.com', password: 'password-1' }),
      400,
      'First name is too long',
    ],
    ['a JSON array', (t) => t.agent().post('/api/user/register').send([1, 2]), 400, 'Invalid input: expected object, received array'],
  ];

  it.each(attempts)('%s', async (_name, send, status, message) => {
    const before = await countEvents(test);
    const res = await send(test);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await countEvents(test)).toBe(before);
  });

  it('accepts the same request from its own origin', async () => {
    const agent = test.agent();
    const res = await agent
      .post('/api/user/register')
      .set('Host', 'forge.test')
      .set('Origin', 'http://forge.test')
      .send({ firstName: 'Eve', emailId: 'eve@example.com', password: 'password-1' });
    expect(res.status).toBe(201);
  });

  it('answers unknown API paths with 404 and a message', async () => {
    await test.agent().get('/api/nothing/here').expect(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
});
