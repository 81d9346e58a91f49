import { encodeEvent, normalizeEmail, streams, type DomainEvent, type Role } from '@forge/domain';
import { PlatformSpecification, type GivenEvent } from '@forge/testing';
import type { PlatformOverrides } from '../platform';
import { knownPasswordHash } from './knownPasswords';
import { startPlatformForTests } from './testPlatform';

/** Who a test acts as: an account of the given history, signed in through POST /api/user/login. */
export interface SignInAs {
  readonly email: string;
  readonly password: string;
}

export interface ForgePlatformOptions {
  /** Configuration on top of the tests' (no admin bootstrapped: the history says who is admin). */
  readonly env?: Record<string, string>;
  readonly overrides?: PlatformOverrides;
}

/**
 * PlatformSpecification bound to the real platform (`startPlatform`, as `npm start` runs it
 * embedded): the real routes, read models rebuilt from the given history, the file's shared
 * real judge, cheap password hashing.
 *
 *   await forgePlatform.given(history).as({ email, password }).when((http) => http.get('/api/problem/getAllProblem')).then({ status: 200 });
 */
export function forgePlatformWith({ env = {}, overrides = {} }: ForgePlatformOptions = {}) {
  return PlatformSpecification.for<SignInAs>({
    async start(dataDir) {
      const platform = await startPlatformForTests(dataDir, env, overrides);
      return { app: platform.app, store: platform.deps.store, close: () => platform.close() };
    },
    async signIn(http, { email, password }) {
      const response = await http.post('/api/user/login').send({ emailId: email, password });
      if (response.status !== 200) throw new Error(`could not sign in as ${email}: ${response.status} ${response.text}`);
    },
  });
}

export const forgePlatform = forgePlatformWith();

/** A domain event of a hand-written history, stored as the platform stores it (its schema version). */
export function given(stream: string, event: DomainEvent, time?: Date): GivenEvent {
  const { id, type, data, metadata } = encodeEvent(event);
  return { stream, id, type, data, metadata: metadata ?? {}, ...(time ? { time } : {}) };
}

/** An account that signs in with a password: its registration and its email's claim, as registering writes them. */
export function registeredAccount(account: {
  readonly userId: string;
  readonly email: string;
  readonly password: string;
  readonly firstName?: string;
  readonly role?: Role;
}): GivenEvent[] {
  const email = normalizeEmail(account.email);
  const now = '2026-01-05T09:00:00.000Z';
  return [
    given(streams.user(account.userId), {
      type: 'UserRegistered',
      data: {
        userId: account.userId,
        firstName: account.firstName ?? 'Learner',
        email,
        passwordHash: knownPasswordHash(account.password, email),
        authProvider: 'local',
        emailVerified: false,
        role: account.role ?? 'user',
        registeredAt: now,
      },
    }),
    given(streams.userEmail(email), { type: 'EmailClaimed', data: { email, userId: account.userId, claimedAt: now } }),
  ];
}
