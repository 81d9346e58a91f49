import { aggregateStream, DomainError, type EventStore, handleCommand } from '@forge/events';
import { emailClaimDecider, normalizeEmail, type RegisteredUser, streams, type UserCommand, userDecider } from '@forge/domain';

import { aggregateCached } from '../cache/cachedStreams';

export type { RegisteredUser } from '@forge/domain';

export async function loadUser(store: EventStore, userId: string): Promise<RegisteredUser | undefined> {
  // Every signed-in request loads its account: folded once per version when the log is cached (cache/cachedStreams.ts).
  const { state } = await aggregateCached(store, streams.user(userId), userDecider);
  return state.status === 'registered' ? state : undefined;
}

/** The account that owns an email, read from the claim stream: consistent, no projection lag. */
export async function findUserByEmail(store: EventStore, email: string): Promise<RegisteredUser | undefined> {
  const { state } = await aggregateStream(store, streams.userEmail(email), emailClaimDecider);
  return state.userId ? loadUser(store, state.userId) : undefined;
}

/** What registering an account takes: the RegisterUser command's data. */
export type NewAccount = Extract<UserCommand, { type: 'RegisterUser' }>['data'];

/**
 * Writes the account, then claims its email with `no_stream` semantics. If another
 * registration claimed the email in between, this account's stream is left unreachable
 * (no claim points to it) and the caller gets a conflict.
 */
export async function registerAccount(store: EventStore, account: NewAccount): Promise<RegisteredUser> {
  if (await findUserByEmail(store, account.email)) throw new DomainError('conflict', 'An account with this email already exists');
  const email = normalizeEmail(account.email);
  const { newState } = await handleCommand(store, streams.user(account.userId), userDecider, {
    type: 'RegisterUser',
    data: { ...account, email },
  });
  await handleCommand(store, streams.userEmail(email), emailClaimDecider, {
    type: 'ClaimEmail',
    data: { email, userId: account.userId, now: account.now },
  });
  return newState as RegisteredUser;
}
