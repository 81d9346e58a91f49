import type { User } from '@forge/contracts';

/** A signed-in learner as the API returns her, for the auth machines' tests; override any field. */
export const ada = (overrides: Partial<User> = {}): User => ({
  _id: 'u1',
  hasPassword: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailId: 'ada@example.com',
  role: 'user',
  authProvider: 'local',
  emailVerified: false,
  problemSolved: [],
  attemptedProblems: [],
  ...overrides,
});
