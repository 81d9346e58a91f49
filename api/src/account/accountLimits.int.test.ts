import { countEvents, startTestPlatform, type TestPlatform } from '../testing/testPlatform';

const register = (test: TestPlatform, n: number, forwardedFor?: string) => {
  const req = test.agent().post('/api/user/register');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send({ firstName: 'Limit', emailId: `limit${n}-${Date.now()}@example.com`, password: 'limit-password' });
};

describe('registration limits', () => {
  let test: TestPlatform;
  beforeAll(async () => {
    test = await startTestPlatform({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '3', REGISTRATIONS_PER_MINUTE: '5', TRUST_PROXY: 'true' });
  });
  afterAll(() => test.close());

  it('refuses a fourth account from one address within the hour, before hashing, appending nothing', async () => {
    for (let n = 0; n < 3; n++) expect((await register(test, n, '203.0.113.1')).status).toBe(201);
    const before = await countEvents(test);
    const refused = await register(test, 3, '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many accounts created from this address. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countEvents(test)).toBe(before);
  });

  it('refuses accounts past the platform-wide limit per minute, whatever the address', async () => {
    // Three were made above; two more from other addresses fill the minute.
    expect((await register(test, 10, '203.0.113.2')).status).toBe(201);
    expect((await register(test, 11, '203.0.113.3')).status).toBe(201);
    const before = await countEvents(test);
    const refused = await register(test, 12, '203.0.113.4');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many accounts are being created right now. Please try again in a minute.');
    expect(await countEvents(test)).toBe(before);
  });
});

describe('the client address behind a trusted proxy', () => {
  let test: TestPlatform;
  beforeAll(async () => {
    test = await startTestPlatform({ TRUST_PROXY: 'true' });
  });
  afterAll(() => test.close());

  it('is the entry the proxy appended, so forged X-Forwarded-For entries do not dodge the login limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      // The client claims a new address each time; the proxy appends the one it saw.
      const forged = `198.51.100.${i}, 10.${i}.0.1`;
      const res = await test
        .agent()
        .post('/api/user/login')
        .set('X-Forwarded-For', `${forged}, 192.0.2.7`)
        .send({ emailId: `nobody${i}@example.com`, password: 'wrong password' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
    // Another real client behind the same proxy is not affected.
    const other = await test
      .agent()
      .post('/api/user/login')
      .set('X-Forwarded-For', '192.0.2.8')
      .send({ emailId: 'someone@example.com', password: 'wrong password' });
    expect(other.status).toBe(401);
  });

  it('sends HSTS to a client that came over HTTPS through the proxy, and not over HTTP', async () => {
    const https = await test.agent().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await test.agent().get('/api/health');
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
