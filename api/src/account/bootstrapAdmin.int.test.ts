import { streams } from '@forge/domain';
import { startTestPlatform, TEST_ADMIN } from '../testing/testPlatform';

describe('admin bootstrap', () => {
  it('creates the configured admin on a fresh log', async () => {
    const test = await startTestPlatform({ ADMIN_FIRST_NAME: 'Root' });
    try {
      const res = await test.agent().post('/api/user/login').send(TEST_ADMIN).expect(200);
      expect(res.body.user).toMatchObject({ firstName: 'Root', role: 'admin', emailId: TEST_ADMIN.emailId });
    } finally {
      await test.close();
    }
  });

  it('leaves alone an account it did not create, and says so, unless told to take it over', async () => {
    const plain = await startTestPlatform({ ADMIN_EMAIL: 'ops@forge.test', ADMIN_PASSWORD: 'first-password' });
    const reg = await plain
      .agent()
      .post('/api/user/register')
      .send({ firstName: 'Boss', emailId: 'boss@forge.test', password: 'learner-pass' })
      .expect(201);
    const userId = reg.body.user._id as string;
    await plain.platform.close();

    const lines: string[] = [];
    const refused = await startTestPlatform(
      { ADMIN_EMAIL: 'BOSS@forge.test', ADMIN_PASSWORD: 'admin-password' },
      { log: (line: string) => lines.push(line) },
      plain.dataDir,
    );
    try {
      expect(lines.join('\n')).toMatch(
        /ADMIN_EMAIL BOSS@forge.test belongs to an account the admin bootstrap did not create; it was not made an admin\. Set ADMIN_PROMOTE_EXISTING=true/,
      );
      const res = await refused.agent().post('/api/user/login').send({ emailId: 'boss@forge.test', password: 'learner-pass' }).expect(200);
      expect(res.body.user).toMatchObject({ _id: userId, role: 'user' });
      await refused.agent().post('/api/user/login').send({ emailId: 'boss@forge.test', password: 'admin-password' }).expect(401);
      expect((await refused.platform.deps.store.readStream(streams.user(userId))).map((e) => e.type)).toEqual(['UserRegistered']);
    } finally {
      await refused.platform.close();
    }
  });

  it('with ADMIN_PROMOTE_EXISTING, promotes an existing learner, resets the password to the configured one, as events, and ends its sessions', async () => {
    const plain = await startTestPlatform({ ADMIN_EMAIL: 'ops@forge.test', ADMIN_PASSWORD: 'first-password' });
    const learner = plain.agent();
    const reg = await learner
      .post('/api/user/register')
      .send({ firstName: 'Boss', emailId: 'boss@forge.test', password: 'learner-pass' })
      .expect(201);
    const userId = reg.body.user._id as string;
    await plain.platform.close();

    const env = { ADMIN_EMAIL: 'BOSS@forge.test', ADMIN_PASSWORD: 'admin-password', ADMIN_PROMOTE_EXISTING: 'true' };
    const promoted = await startTestPlatform(env, {}, plain.dataDir);
    try {
      // The learner's session from before does not carry over into the admin account.
      const cookie = (reg.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
      await promoted.agent().get('/api/user/check').set('Cookie', cookie).expect(401);
      await promoted.agent().post('/api/user/login').send({ emailId: 'boss@forge.test', password: 'learner-pass' }).expect(401);
      const boss = promoted.agent();
      const res = await boss.post('/api/user/login').send({ emailId: 'boss@forge.test', password: 'admin-password' }).expect(200);
      expect(res.body.user).toMatchObject({ _id: userId, role: 'admin' });
      const history = await promoted.platform.deps.store.readStream(streams.user(userId));
      expect(history.map((e) => e.type)).toEqual(['UserRegistered', 'UserRoleChanged', 'UserPasswordChanged']);
      // The audit log tells the promotion as the bootstrap's, by no one.
      const audit = await boss.get('/api/admin/audit').query({ type: 'admin bootstrapped' }).expect(200);
      const aboutBoss = (audit.body.entries as { subject: { _id: string } }[]).filter((e) => e.subject._id === userId);
      expect(aboutBoss).toEqual([
        expect.objectContaining({
          actor: null,
          subject: { kind: 'user', _id: userId, emailId: 'boss@forge.test', role: 'admin' },
          revision: 1,
          changes: [{ field: 'role', kind: 'changed', before: 'user', after: 'admin' }],
        }),
      ]);

      // Starting again with the same settings changes nothing more.
      const again = await promoted.restart();
      expect((await again.platform.deps.store.readStream(streams.user(userId))).length).toBe(3);
      await again.close();
    } catch (error) {
      await promoted.close();
      throw error;
    }
  });
});
