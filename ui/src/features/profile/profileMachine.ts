import { assign, setup } from 'xstate';
import type { ProfileView } from '@forge/contracts';
import { loadStates } from '../../lib/loadStates';
import { profileActors } from './api';

export const FETCH_PROFILE_FAILED = 'Failed to load this profile';

export interface ProfileContext {
  readonly userId: string;
  readonly timeZone: string;
  readonly profile: ProfileView | null;
  readonly error: string | null;
}

/** RETRY after a failure; REFRESH when a verdict may have changed what it shows (read again, the old one shown meanwhile). */
export type ProfileEvent = { type: 'RETRY' } | { type: 'REFRESH' };

/** /profile/:id: one learner's profile. A 404 is an answer (no such learner), not a failure to try again. */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as { userId: string; timeZone: string },
  },
  actors: { loadProfile: profileActors.profile },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ userId: input.userId, timeZone: input.timeZone, profile: null, error: null }),
  initial: 'loading',
  states: {
    ...loadStates<ProfileContext, ProfileEvent>()({
      src: 'loadProfile',
      input: ({ context }) => ({ userId: context.userId, timeZone: context.timeZone }),
      into: 'profile',
      failed: FETCH_PROFILE_FAILED,
      notFound: 'notFound',
    }),
    ready: { on: { REFRESH: 'refreshing' } },
    refreshing: {
      on: { REFRESH: { target: 'refreshing', reenter: true } },
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ userId: context.userId, timeZone: context.timeZone }),
        onDone: { target: 'ready', actions: assign({ profile: ({ event }) => event.output }) },
        // The profile shown stays: a refresh that fails leaves it as it was.
        onError: 'ready',
      },
    },
    notFound: {},
  },
});
