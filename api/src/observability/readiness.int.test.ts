import type { EventStore, ReadModelStore } from '@forge/events';
import type { Judge } from '@forge/judge';
import { useTestPlatform } from '../testing/testPlatform';
import type { AppSettings } from '../appDeps';
import { readConfig } from '../config';
import { readiness, READY_MAX_LAG_EVENTS } from './readiness';

const unhealthyJudge: Judge = {
  health: { ok: false, reason: 'no judge worker is alive' },
  judge: () => Promise.reject(new Error('unhealthy')),
  close: () => Promise.resolve(),
};

describe('GET /api/ready', () => {
  describe('with a log, caught-up read models and a judge that can judge', () => {
    const test = useTestPlatform({}, { timeout: 120_000 });

    it('answers 200 ready, beside /api/health', async () => {
      const res = await test.agent().get('/api/ready').expect(200);
      expect(res.body).toEqual({
        status: 'ready',
        ok: true,
        checks: { log: { ok: true, head: expect.stringMatching(/^\d+$/) }, projections: { ok: true, lag: 0 }, judge: { ok: true } },
      });
      expect(res.headers['cache-control']).toBe('no-store');
      await test.agent().get('/api/health').expect(200, { status: 'ok' });
    });
  });

  describe('when the judge cannot judge', () => {
    const test = useTestPlatform({}, { timeout: 120_000, overrides: { judge: unhealthyJudge } });

    it('answers 503 with the reason, and is still alive', async () => {
      const res = await test.agent().get('/api/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'not ready', ok: false, checks: { log: { ok: true }, projections: { ok: true } } });
      expect(res.body.checks.judge).toEqual({ ok: false, reason: 'no judge worker is alive' });
      await test.agent().get('/api/health').expect(200);
    });
  });
});

describe('readiness', () => {
  const healthy = { health: { ok: true } } as Judge;
  const logAt = (commit: bigint) => ({ readAll: async () => [{ position: { commit, prepare: commit } }] }) as unknown as EventStore;
  const modelsAt = (commit: bigint | undefined) =>
    ({
      checkpoint: async () => (commit === undefined ? undefined : { position: { commit, prepare: commit } }),
    }) as unknown as ReadModelStore;

  it('is not ready while the read models are more than the bound behind the log', async () => {
    const ahead = BigInt(READY_MAX_LAG_EVENTS + 1);
    const answer = await readiness({ store: logAt(ahead + 10n), readModels: modelsAt(10n), judge: healthy, settings: {} as never });
    expect(answer.ok).toBe(false);
    expect(answer.checks.projections).toEqual({
      ok: false,
      lag: READY_MAX_LAG_EVENTS + 1,
      reason: expect.stringMatching(
        new RegExp(`is ${READY_MAX_LAG_EVENTS + 1} events behind the log \\(at most ${READY_MAX_LAG_EVENTS}\\)$`),
      ),
    });
    const within = await readiness({
      store: logAt(BigInt(READY_MAX_LAG_EVENTS)),
      readModels: modelsAt(undefined),
      judge: healthy,
      settings: {} as never,
    });
    expect(within.ok).toBe(true);
  });

  it('takes its bound from READY_MAX_LAG_EVENTS when the operator sets one', async () => {
    const settings = { readyMaxLagEvents: 5 } as AppSettings;
    const behind = await readiness({ store: logAt(16n), readModels: modelsAt(10n), judge: healthy, settings });
    expect(behind.checks.projections).toEqual({
      ok: false,
      lag: 6,
      reason: expect.stringMatching(/is 6 events behind the log \(at most 5\)$/),
    });
    expect((await readiness({ store: logAt(15n), readModels: modelsAt(10n), judge: healthy, settings })).ok).toBe(true);
    expect(readConfig({ READY_MAX_LAG_EVENTS: '5' }).READY_MAX_LAG_EVENTS).toBe(5);
    expect(readConfig({}).READY_MAX_LAG_EVENTS).toBe(READY_MAX_LAG_EVENTS);
  });

  it('is not ready when the log does not answer, and says so', async () => {
    const store = { readAll: () => Promise.reject(new Error('connection refused')) } as unknown as EventStore;
    const answer = await readiness({ store, readModels: modelsAt(0n), judge: healthy, settings: {} as never });
    expect(answer.checks.log).toEqual({ ok: false, reason: 'the log does not answer: connection refused' });
    expect(answer.checks.projections.ok).toBe(false);
    expect(answer.status).toBe('not ready');
  });
});
