import { createActor, fromPromise, waitFor } from 'xstate';
import type { ProfileView } from '@forge/contracts';
import { ApiError } from '../../api/http';
import { FETCH_PROFILE_FAILED, profileMachine } from './profileMachine';

const profile = (total: number): ProfileView => ({
  user: { _id: 'u1', firstName: 'Ada' },
  solved: { easy: total, medium: 0, hard: 0, total },
  totals: { easy: 3, medium: 2, hard: 1 },
  calendar: [],
  streak: { current: 0, longest: 0 },
  acceptanceRate: 0,
  languages: [],
  tags: [],
  recentAccepted: [],
});

type Input = { userId: string; timeZone: string };
function start(load: (input: Input) => Promise<ProfileView>) {
  return createActor(profileMachine.provide({ actors: { loadProfile: fromPromise(({ input }: { input: Input }) => load(input)) } }), {
    input: { userId: 'u1', timeZone: 'Europe/Paris' },
  }).start();
}

describe('profileMachine', () => {
  it('loads the learner’s profile in the viewer’s time zone', async () => {
    const asked: Input[] = [];
    const actor = start(async (input) => {
      asked.push(input);
      return profile(1);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual([{ userId: 'u1', timeZone: 'Europe/Paris' }]);
    expect(actor.getSnapshot().context.profile).toEqual(profile(1));
  });

  it('reads it again on REFRESH, showing the old one meanwhile, and keeps it when the refresh fails', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls++;
      if (calls === 3) throw new ApiError(500, '', null);
      return profile(calls);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().context.profile).toEqual(profile(1));
    await waitFor(actor, (s) => s.matches('ready') && s.context.profile?.solved.total === 2);
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(3);
    expect(actor.getSnapshot().context.profile).toEqual(profile(2));
  });

  it('tells an unknown learner (404) apart from a failure, which Try Again reads again', async () => {
    const missing = start(async () => Promise.reject(new ApiError(404, 'User not found', null)));
    await waitFor(missing, (s) => s.matches('notFound'));
    expect(missing.getSnapshot().can({ type: 'RETRY' })).toBe(false);

    let fail = true;
    const flaky = start(async () => {
      if (fail) throw new ApiError(500, '', null);
      return profile(0);
    });
    await waitFor(flaky, (s) => s.matches('failure'));
    expect(flaky.getSnapshot().context.error).toBe(FETCH_PROFILE_FAILED);
    fail = false;
    flaky.send({ type: 'RETRY' });
    await waitFor(flaky, (s) => s.matches('ready'));
  });
});
