import { aggregateStream, DomainError, type EventStore, handleCommand } from '@forge/events';
import { decideUser, googleIdentityDecider, streams, userDecider } from '@forge/domain';
import { loadUser, registerAccount, type RegisteredUser } from './accounts';

/** What a verified Google ID token says (see google/googleSignIn.ts). */
export interface GoogleIdentity {
  readonly googleId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName?: string;
}

/** The account a Google identity signs in to, read from the identity's claim stream. */
export async function findUserByGoogleId(store: EventStore, googleId: string): Promise<RegisteredUser | undefined> {
  const { state } = await aggregateStream(store, streams.googleIdentity(googleId), googleIdentityDecider);
  const user = state.userId ? await loadUser(store, state.userId) : undefined;
  // A claim left behind by an unlink that stopped half-way signs in to nothing.
  return user?.googleId === googleId ? user : undefined;
}

/**
 * Links a Google identity to an account whose email Google verified; a password set before the
 * email was verified is removed unless the linker confirmed it (see decideUser). Everything that could refuse
 * is decided before anything is written, so a refusal appends nothing. Then the identity is
 * claimed (unique across the log) and the link recorded on the account.
 */
export async function linkGoogleAccount(
  store: EventStore,
  link: { readonly userId: string; readonly identity: GoogleIdentity; readonly passwordConfirmed?: boolean; readonly now: string },
): Promise<RegisteredUser> {
  const { userId, identity, now } = link;
  const command = {
    type: 'LinkGoogle',
    data: { userId, googleId: identity.googleId, email: identity.email, passwordConfirmed: link.passwordConfirmed ?? false, now },
  } as const;
  const user = await loadUser(store, userId);
  if (!user) throw new DomainError('not_found', 'User not found');
  if (decideUser(command, user).length === 0) return user;
  const claim = { googleId: identity.googleId, userId, now };
  await handleCommand(store, streams.googleIdentity(identity.googleId), googleIdentityDecider, {
    type: 'ClaimGoogleIdentity',
    data: claim,
  });
  try {
    const { newState } = await handleCommand(store, streams.user(userId), userDecider, command);
    return newState as RegisteredUser;
  } catch (error) {
    // The account changed in between (it linked another identity, say): give this identity back.
    await handleCommand(store, streams.googleIdentity(identity.googleId), googleIdentityDecider, {
      type: 'ReleaseGoogleIdentity',
      data: claim,
    });
    throw error;
  }
}

/** A new account for a Google identity: no password, verified email, the identity linked. */
export async function registerGoogleAccount(
  store: EventStore,
  account: { readonly userId: string; readonly identity: GoogleIdentity; readonly now: string },
): Promise<RegisteredUser> {
  const { userId, identity, now } = account;
  await registerAccount(store, {
    userId,
    firstName: identity.firstName,
    ...(identity.lastName ? { lastName: identity.lastName } : {}),
    email: identity.email,
    passwordHash: null,
    authProvider: 'google',
    role: 'user',
    now,
  });
  return linkGoogleAccount(store, { userId, identity, now });
}

/** Unlinks Google (refused for an account without a password) and frees the identity for another link. */
export async function unlinkGoogleAccount(
  store: EventStore,
  unlink: { readonly userId: string; readonly now: string },
): Promise<RegisteredUser> {
  const { newState, newEvents } = await handleCommand(store, streams.user(unlink.userId), userDecider, {
    type: 'UnlinkGoogle',
    data: unlink,
  });
  for (const event of newEvents) {
    if (event.type !== 'GoogleAccountUnlinked') continue;
    const release = { googleId: event.data.googleId, userId: unlink.userId, now: unlink.now };
    await handleCommand(store, streams.googleIdentity(release.googleId), googleIdentityDecider, {
      type: 'ReleaseGoogleIdentity',
      data: release,
    });
  }
  return newState as RegisteredUser;
}
