import { profileSections, userView } from '@forge/contracts';
import { PASSWORD_ERRORS } from '@forge/domain';
import { useRedisServer } from '@forge/testing';
import { useStarted } from '../testing/lifecycle';
import { countEvents, registerLearner, useTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { startFakeGoogle } from './google/testing/fakeGoogle';

const google = useStarted(() => startFakeGoogle());
const test = useTestPlatform(() => google().env);

/** The events appended since `from`, as `type` and data without the time it was recorded. */
const eventsSince = async (platform: TestPlatform, from: number) =>
  (await platform.platform.deps.store.readAll()).slice(from).map((e) => ({ type: e.type, data: e.data }));

async function refusedWithoutChange(
  platform: TestPlatform,
  send: () => PromiseLike<{ status: number; body: { message?: string } }>,
  status: number,
  message: string,
) {
  const before = await countEvents(platform);
  const res = await send();
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  expect(await countEvents(platform)).toBe(before);
}

describe('PUT /api/user/settings', () => {
  it("changes the name, preferences, what is public and the affiliation, each group one event on the account's stream", async () => {
    const ada = await registerLearner(test, 'Ada');
    const before = await countEvents(test);
    const res = await ada.agent
      .put('/api/user/settings')
      .send({
        firstName: 'Augusta',
        lastName: 'King',
        defaultLanguage: 'python',
        theme: 'dark',
        publicSections: ['languages', 'calendar'],
        country: 'United Kingdom',
        institution: 'University of London',
      })
      .expect(200);
    expect(res.body.message).toBe('Settings saved');
    const user = userView.parse(res.body.user);
    expect(user).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
    const settings = {
      defaultLanguage: 'python',
      theme: 'dark',
      publicSections: ['calendar', 'languages'],
      country: 'United Kingdom',
      institution: 'University of London',
    };
    expect(user.settings).toEqual(settings);
    expect((await ada.agent.get('/api/user/check').expect(200)).body.user.settings).toEqual(settings);
    const at = expect.any(String);
    expect(await eventsSince(test, before)).toEqual([
      { type: 'UserRenamed', data: { userId: ada.user._id, firstName: 'Augusta', lastName: 'King', renamedAt: at } },
      { type: 'UserPreferencesChanged', data: { userId: ada.user._id, defaultLanguage: 'python', theme: 'dark', changedAt: at } },
      { type: 'UserProfileVisibilityChanged', data: { userId: ada.user._id, publicSections: ['calendar', 'languages'], changedAt: at } },
      {
        type: 'UserAffiliationChanged',
        data: { userId: ada.user._id, country: 'United Kingdom', institution: 'University of London', changedAt: at },
      },
    ]);

    // The same again changes nothing; a part alone changes that part.
    await refusedWithoutChange(
      test,
      () => ada.agent.put('/api/user/settings').send({ theme: 'dark', firstName: 'Augusta' }),
      200,
      'Settings saved',
    );
    const light = await ada.agent.put('/api/user/settings').send({ theme: 'light', lastName: '' }).expect(200);
    expect(light.body.user).not.toHaveProperty('lastName');
    expect(light.body.user.settings).toEqual({ ...settings, theme: 'light' });
  });

  it('refuses bad input with the field and why, and changes nothing', async () => {
    const ada = await registerLearner(test, 'Ada');
    const put = (body: object) => () => ada.agent.put('/api/user/settings').send(body);
    await refusedWithoutChange(test, put({ firstName: 'Al', theme: 'dark' }), 400, 'Minimum character should be 3');
    await refusedWithoutChange(test, put({ theme: 'blue' }), 400, 'Theme must be light or dark');
    await refusedWithoutChange(
      test,
      put({ defaultLanguage: 'cobol' }),
      400,
      'Default language must be one of cpp, java, javascript, python, c',
    );
    await refusedWithoutChange(test, put({ publicSections: ['email'] }), 400, `A public section is one of ${profileSections.join(', ')}`);
    await refusedWithoutChange(test, put({ publicSections: ['tags', 'tags'] }), 400, 'A section is named twice');
    await refusedWithoutChange(test, put({ institution: 'x'.repeat(101) }), 400, 'Institution is too long (at most 100 characters)');
    await refusedWithoutChange(test, put({ emailId: 'other@forge.test' }), 400, 'Unrecognized key: "emailId"');
    const bad = await ada.agent.put('/api/user/settings').send({ theme: 'blue', firstName: 'Al' }).expect(400);
    expect(bad.body.errors).toEqual([
      { path: 'firstName', message: 'Minimum character should be 3' },
      { path: 'theme', message: 'Theme must be light or dark' },
    ]);
    await test.agent().put('/api/user/settings').send({ theme: 'dark' }).expect(401);
  });

  it('keeps both of two changes made at once to different settings', async () => {
    const ada = await registerLearner(test, 'Ada');
    const changes = [{ theme: 'dark' }, { firstName: 'Augusta' }, { country: 'Kenya' }, { defaultLanguage: 'cpp' }];
    await Promise.all(changes.map((change) => ada.agent.put('/api/user/settings').send(change).expect(200)));
    const { user } = (await ada.agent.get('/api/user/check').expect(200)).body;
    expect(user.firstName).toBe('Augusta');
    expect(user.settings).toMatchObject({ theme: 'dark', country: 'Kenya', defaultLanguage: 'cpp' });
  });
});

describe('GET /api/profile/:userId with sections made private', () => {
  it('leaves them out for other learners, never for the owner, and never shows the email', async () => {
    const ada = await registerLearner(test, 'Ada');
    await ada.agent
      .put('/api/user/settings')
      .send({ publicSections: ['languages', 'acceptanceRate'], institution: 'MIT' })
      .expect(200);
    const bob = await registerLearner(test, 'Bob');
    const sections = (body: object) => ['streak', ...profileSections].filter((key) => key in body).sort();
    const seen = (await bob.agent.get(`/api/profile/${ada.user._id}`).expect(200)).body;
    expect(sections(seen)).toEqual(['acceptanceRate', 'languages']);
    expect(seen).toMatchObject({ user: { firstName: 'Ada' }, solved: { total: 0 } });
    expect(JSON.stringify(seen)).not.toContain(ada.emailId);
    const own = (await ada.agent.get(`/api/profile/${ada.user._id}`).expect(200)).body;
    expect(sections(own)).toEqual(['acceptanceRate', 'calendar', 'languages', 'recentAccepted', 'streak', 'tags']);
    await ada.agent.put('/api/user/settings').send({ publicSections: [] }).expect(200);
    const none = (await bob.agent.get(`/api/profile/${ada.user._id}`).expect(200)).body;
    expect(sections(none)).toEqual([]);
    expect(none).toMatchObject({ user: { firstName: 'Ada' }, solved: { total: 0 }, totals: expect.any(Object) });
  });
});

/** Password changes, on a platform whose sessions are in `platform`'s store. */
function passwordChanges(platform: TestPlatform) {
  /** One more browser signed in to the account. */
  const signInAgain = async (emailId: string, password: string) => {
    const agent = platform.agent();
    await agent.post('/api/user/login').send({ emailId, password }).expect(200);
    return agent;
  };

  it('needs the current password, ends every other session and keeps this one', async () => {
    const ada = await registerLearner(platform, 'Ada');
    const other = await signInAgain(ada.emailId, ada.password);
    const post = (body: object) => () => ada.agent.post('/api/user/password').send(body);
    await refusedWithoutChange(platform, post({ newPassword: 'new-password-1' }), 400, PASSWORD_ERRORS.currentRequired);
    await refusedWithoutChange(
      platform,
      post({ currentPassword: 'wrong-password', newPassword: 'new-password-1' }),
      400,
      PASSWORD_ERRORS.currentIncorrect,
    );
    await refusedWithoutChange(platform, post({ currentPassword: ada.password, newPassword: 'short' }), 400, 'Password is too weak');
    await other.get('/api/user/check').expect(200);

    const before = await countEvents(platform);
    const res = await ada.agent
      .post('/api/user/password')
      .send({ currentPassword: ada.password, newPassword: 'new-password-1' })
      .expect(200);
    expect(res.body).toMatchObject({ message: 'Password changed', user: { _id: ada.user._id, hasPassword: true } });
    expect((await eventsSince(platform, before)).map((e) => e.type)).toEqual(['UserPasswordChanged']);
    await other.get('/api/user/check').expect(401);
    await ada.agent.get('/api/user/check').expect(200);
    await platform.agent().post('/api/user/login').send({ emailId: ada.emailId, password: ada.password }).expect(401);
    await signInAgain(ada.emailId, 'new-password-1');
  });

  it('lets one of two changes made at once with the same current password through', async () => {
    const ada = await registerLearner(platform, 'Ada');
    const change = (newPassword: string) => ada.agent.post('/api/user/password').send({ currentPassword: ada.password, newPassword });
    const answers = await Promise.all([change('first-new-password'), change('second-new-password')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(answers.find((res) => res.status === 400)!.body.message).toBe(PASSWORD_ERRORS.currentIncorrect);
    const winner = answers[0].status === 200 ? 'first-new-password' : 'second-new-password';
    await signInAgain(ada.emailId, winner);
  });
}

describe('POST /api/user/password, sessions in the embedded store', () => {
  passwordChanges(test);

  it('stops guessing the current password after ten wrong ones, even the right one', async () => {
    const ada = await registerLearner(test, 'Ada');
    const guess = (currentPassword: string) =>
      ada.agent.post('/api/user/password').send({ currentPassword, newPassword: 'new-password-1' });
    for (let i = 0; i < 10; i++) expect((await guess(`wrong-${i}`)).status).toBe(400);
    await refusedWithoutChange(test, () => guess(ada.password), 429, 'Too many wrong passwords. Please try again later.');
  });
});

describe('POST /api/user/password, sessions in Redis', () => {
  const redis = useRedisServer();
  const scaled = useTestPlatform(() => ({ REDIS_URL: redis.url() }));
  passwordChanges(scaled);
});

describe('POST /api/user/password for an account that signs in with Google only', () => {
  it('sets a first password, after which unlinking Google works and the password signs in', async () => {
    const agent = test.agent();
    const email = 'only.google@gmail.test';
    const token = await google().mint({ sub: 'g-only', email, givenName: 'Gia' });
    const signedUp = await agent.post('/api/auth/google-login').send({ token }).expect(201);
    const userId: string = signedUp.body.user._id;
    expect(signedUp.body.user.hasPassword).toBe(false);
    const unlink = () => agent.post('/api/auth/unlink-google').send({ userId });
    await refusedWithoutChange(
      test,
      unlink,
      409,
      'This account has no password: unlinking Google would lock you out. Set a password first.',
    );

    const set = await agent.post('/api/user/password').send({ newPassword: 'first-password-1' }).expect(200);
    expect(set.body).toMatchObject({ message: 'Password set', user: { hasPassword: true, authProvider: 'google' } });
    const unlinked = await unlink().expect(200);
    expect(unlinked.body.user).toMatchObject({ authProvider: 'local', hasPassword: true });
    await test.agent().post('/api/user/login').send({ emailId: email, password: 'first-password-1' }).expect(200);
    // Now that it has one, changing it takes the current password.
    await refusedWithoutChange(
      test,
      () => agent.post('/api/user/password').send({ newPassword: 'second-password' }),
      400,
      PASSWORD_ERRORS.currentRequired,
    );
  });
});
