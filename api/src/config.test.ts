import { readConfig } from './config';

describe('JUDGE_WORKERS', () => {
  it('judges in this process by default', () => {
    expect(readConfig({}).JUDGE_WORKERS).toBe('local');
  });

  it('hands jobs to judge workers through Redis when asked to', () => {
    expect(readConfig({ JUDGE_WORKERS: 'redis', REDIS_URL: 'redis://redis:6379' }).JUDGE_WORKERS).toBe('redis');
  });

  it('refuses redis without REDIS_URL, and any other value, saying why', () => {
    expect(() => readConfig({ JUDGE_WORKERS: 'redis' })).toThrow(
      'Invalid configuration: JUDGE_WORKERS=redis needs REDIS_URL, where the judge workers take their jobs',
    );
    expect(() => readConfig({ JUDGE_WORKERS: 'docker' })).toThrow("JUDGE_WORKERS: JUDGE_WORKERS must be 'local' or 'redis'");
  });
});
