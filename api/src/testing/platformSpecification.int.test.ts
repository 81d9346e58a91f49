import { streams } from '@forge/domain';
import { forgePlatform, registeredAccount } from './platformSpecification';

/** The spec must be able to fail: each wrong expectation below is caught, and the platform still closed. */
const learner = { userId: 'u1', email: 'ada@forge.test', password: 'ada-password' };
const history = registeredAccount(learner);
const signedIn = forgePlatform.given(history).as(learner);

describe('PlatformSpecification', () => {
  it('passes when the response and the appended events are as expected', async () => {
    await signedIn
      .when((http) => http.get('/api/user/check'))
      .then({ status: 200, body: expect.objectContaining({ message: 'Valid user' }), appended: [] });
  });

  it('fails on a wrong status, naming the body it got', async () => {
    await expect(signedIn.when((http) => http.get('/api/user/check')).then({ status: 404 })).rejects.toThrow(
      /expected status 404, got 200/,
    );
  });

  it('fails on a wrong body', async () => {
    await expect(signedIn.when((http) => http.get('/api/user/check')).then({ body: { message: 'Invalid user' } })).rejects.toThrow();
  });

  it('fails when an expected event was not appended, or another one was', async () => {
    const check = signedIn.when((http) => http.get('/api/user/check'));
    await expect(check.thenAppended([{ type: 'UserRoleChanged' }])).rejects.toThrow();
    const register = forgePlatform
      .given(history)
      .when((http) =>
        http.post('/api/user/register').send({ firstName: 'Grace', emailId: 'grace@forge.test', password: 'grace-password' }),
      );
    await expect(register.thenNothingAppended()).rejects.toThrow();
    await expect(register.thenAppended([{ type: 'UserRegistered' }, { type: 'UserRoleChanged' }])).rejects.toThrow();
    await register.thenAppended([
      { type: 'UserRegistered', data: expect.objectContaining({ email: 'grace@forge.test', role: 'user' }) },
      { stream: streams.userEmail('grace@forge.test'), type: 'EmailClaimed' },
    ]);
  });

  it('fails when the data of an appended event differs, matchers aside', async () => {
    const register = forgePlatform
      .given(history)
      .when((http) =>
        http.post('/api/user/register').send({ firstName: 'Grace', emailId: 'grace@forge.test', password: 'grace-password' }),
      );
    await expect(
      register.thenAppended([{ type: 'UserRegistered', data: expect.objectContaining({ role: 'admin' }) }, { type: 'EmailClaimed' }]),
    ).rejects.toThrow();
  });

  it('refuses to act as someone the history does not hold', async () => {
    await expect(
      forgePlatform
        .given(history)
        .as({ email: 'nobody@forge.test', password: 'no-such-password-1' })
        .when((http) => http.get('/api/user/check'))
        .then({ status: 200 }),
    ).rejects.toThrow(/could not sign in as nobody@forge.test: 401/);
  });
});
