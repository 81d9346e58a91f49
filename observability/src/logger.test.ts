import { Writable } from 'node:stream';
import { createLogger, logFunction, withLogContext } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

describe('the logger', () => {
  it('writes JSON lines with the level, the process name and the message', () => {
    const { lines, destination } = capture();
    createLogger({ name: 'api', level: 'info', destination }).info('started');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, name: 'api', msg: 'started', pid: process.pid, time: expect.any(Number) }),
    ]);
  });

  it('keeps lines under LOG_LEVEL out', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ name: 'api', level: 'warn', destination });
    logger.info('not this');
    logger.warn('this');
    expect(lines.map((l) => l['msg'])).toEqual(['this']);
  });

  it('puts the request id on every line logged inside the request, however deep and however late', async () => {
    const { lines, destination } = capture();
    const logger = createLogger({ name: 'api', destination });
    logger.info('before');
    await withLogContext({ requestId: 'req-1234567' }, async () => {
      logger.info('inside');
      await new Promise((resolve) => setTimeout(resolve, 5));
      logFunction(logger)('later, after an await', new Error('boom'));
    });
    logger.info('after');
    expect(lines.map((l) => [l['msg'], l['requestId']])).toEqual([
      ['before', undefined],
      ['inside', 'req-1234567'],
      ['later, after an await', 'req-1234567'],
      ['after', undefined],
    ]);
    expect(lines[2]!['err']).toMatchObject({ message: 'boom', type: 'Error' });
  });

  it("gives the platform's lines their level: errors at error, an operator's alarm (!!!) at warn, news at info", () => {
    const { lines, destination } = capture();
    const log = logFunction(createLogger({ name: 'api', level: 'info', destination }));
    log('media sweep: deleted video v1, which no problem uses');
    log('!!! submission s1 parked: judged 3 times without a verdict');
    log('watching a submission failed', new Error('gone'));
    log('socket session check failed', { status: 503 });
    expect(lines.map((l) => [l['level'], l['msg']])).toEqual([
      [30, 'media sweep: deleted video v1, which no problem uses'],
      [40, 'submission s1 parked: judged 3 times without a verdict'],
      [50, 'watching a submission failed'],
      [50, 'socket session check failed'],
    ]);
    expect(lines[3]!['detail']).toEqual({ status: 503 });
  });

  it('never writes cookies, passwords, tokens or hidden test data', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ name: 'api', destination });
    const secrets = {
      password: 'hunter2-password',
      token: 'session-token-abc',
      cookie: 'forge_session=cookie-value',
      req: { headers: { cookie: 'forge_session=header-cookie', authorization: 'Bearer bearer-token' } },
      body: { emailId: 'a@b.c', password: 'nested-password', newPassword: 'new-password-1' },
      problem: { title: 'Sum', hiddenTestCases: [{ input: 'secret-input', output: 'secret-output' }] },
      user: { apiKey: 'api-key-123', accessToken: 'access-token-1' },
    };
    logger.info(secrets, 'a request');
    logFunction(logger)('failed', { password: 'detail-password', hiddenTestCases: ['x-secret'] });
    const text = JSON.stringify(lines);
    for (const secret of [
      'hunter2-password',
      'session-token-abc',
      'cookie-value',
      'header-cookie',
      'bearer-token',
      'nested-password',
      'new-password-1',
      'secret-input',
      'secret-output',
      'api-key-123',
      'access-token-1',
      'detail-password',
      'x-secret',
    ])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      body: { emailId: 'a@b.c', password: '[redacted]' },
      problem: { title: 'Sum', hiddenTestCases: '[redacted]' },
    });
  });
});
