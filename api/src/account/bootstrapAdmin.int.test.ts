import { streams } from '@forge/events';
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

  it('promotes an existing learner and resets the password to the configured one, as events', async () => {
    const plain = await startTestPlatform({ ADMIN_EMAIL: 'ops@forge.test', ADMIN_PASSWORD: 'first-password' });
    const reg = await plain.agent().post('/api/user/register').send({ firstName: 'Boss', emailId: 'boss@forge.test', password: 'learner-pass' }).expect(201);
    const userId = reg.body.user._id as string;
    await plain.platform.close();

    const promoted = await startTestPlatform({ ADMIN_EMAIL: 'BOSS@forge.test', ADMIN_PASSWORD: 'admin-password' }, {}, plain.dataDir);
    try {
      await promoted.agent().post('/api/user/login').send({ emailId: 'boss@forge.test', password: 'learner-pass' }).expect(401);
      const res = await promoted.agent().post('/api/user/login').send({ emailId: 'boss@forge.test', password: 'admin-password' }).expect(200);
      expect(res.body.user).toMatchObject({ _id: userId, role: 'admin' });
      const history = await promoted.platform.deps.store.readStream(streams.user(userId));
      expect(history.map((e) => e.type)).toEqual(['UserRegistered', 'UserRoleChanged', 'UserPasswordChanged']);

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
