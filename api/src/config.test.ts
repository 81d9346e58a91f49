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

describe('a replica of the scaled-out deployment (RUN_PROJECTIONS=false)', () => {
  it('leaves judging to the judge workers: a local judge in every replica would judge each submission again', () => {
    expect(() => readConfig({ RUN_PROJECTIONS: 'false', REDIS_URL: 'redis://redis:6379' })).toThrow(
      'Invalid configuration: RUN_PROJECTIONS=false is a replica of a scaled-out deployment, whose submissions the judge workers judge: set JUDGE_WORKERS=redis',
    );
    expect(readConfig({ RUN_PROJECTIONS: 'false', REDIS_URL: 'redis://redis:6379', JUDGE_WORKERS: 'redis' }).RUN_PROJECTIONS).toBe(false);
  });
});

describe('the judge workers settings', () => {
  it('has defaults, and refuses what is not a positive whole number', () => {
    expect(readConfig({})).toMatchObject({ JUDGE_MAX_ATTEMPTS: 3, JUDGE_RECLAIM_IDLE_MS: 30_000, SUBMIT_WAIT_SECONDS: 300 });
    expect(() => readConfig({ JUDGE_MAX_ATTEMPTS: '0' })).toThrow('JUDGE_MAX_ATTEMPTS');
    expect(() => readConfig({ JUDGE_RECLAIM_IDLE_MS: 'soon' })).toThrow('JUDGE_RECLAIM_IDLE_MS');
  });
});

describe('optional numbers left empty', () => {
  it('reads JUDGE_SLOTS= (a compose default) as unset, and refuses a zero', () => {
    expect(readConfig({ JUDGE_SLOTS: '' }).JUDGE_SLOTS).toBeUndefined();
    expect(readConfig({ JUDGE_SLOTS: '2', HEALTH_PORT: '9090' })).toMatchObject({ JUDGE_SLOTS: 2, HEALTH_PORT: 9090 });
    expect(() => readConfig({ JUDGE_SLOTS: '0' })).toThrow('JUDGE_SLOTS');
  });
});
