import { z } from 'zod';
import { defineEvent, eventCatalog, type EventsOf } from '@forge/events';

import { authProviders, roles } from '@forge/contracts';

export { authProviders, roles, type AuthProvider, type Role } from '@forge/contracts';

export const UserRegistered = defineEvent(
  'UserRegistered',
  z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string().optional(),
    emailId: z.string(),
    /** scrypt hash with its parameters; null for accounts that only sign in with Google. */
    passwordHash: z.string().nullable(),
    authProvider: z.enum(authProviders),
    emailVerified: z.boolean(),
    role: z.enum(roles),
    registeredAt: z.string(),
  }),
);

/** Claims an email for one account; lives in its own stream so the claim is unique across the log. */
export const EmailClaimed = defineEvent('EmailClaimed', z.object({ emailId: z.string(), userId: z.string(), claimedAt: z.string() }));

export const UserRoleChanged = defineEvent('UserRoleChanged', z.object({ userId: z.string(), role: z.enum(roles), changedAt: z.string() }));

export const UserPasswordChanged = defineEvent(
  'UserPasswordChanged',
  z.object({ userId: z.string(), passwordHash: z.string(), changedAt: z.string() }),
);

/**
 * The account no longer signs in with a password. Recorded when Google proves the email of an
 * account whose email was never verified: whoever set that password may not own the email.
 */
export const UserPasswordRemoved = defineEvent(
  'UserPasswordRemoved',
  z.object({ userId: z.string(), reason: z.string(), removedAt: z.string() }),
);

/**
 * A Google identity (its stable `sub`) now signs in to this account; Google vouched for `emailId`.
 * The account then counts as a Google account with a verified email.
 */
export const GoogleAccountLinked = defineEvent(
  'GoogleAccountLinked',
  z.object({ userId: z.string(), googleId: z.string(), emailId: z.string(), linkedAt: z.string() }),
);

/** The Google identity no longer signs in to this account: back to a local account, email unverified. */
export const GoogleAccountUnlinked = defineEvent(
  'GoogleAccountUnlinked',
  z.object({ userId: z.string(), googleId: z.string(), unlinkedAt: z.string() }),
);

/** Claims a Google identity for one account, in its own stream, so one identity links to one account at most. */
export const GoogleIdentityClaimed = defineEvent(
  'GoogleIdentityClaimed',
  z.object({ googleId: z.string(), userId: z.string(), claimedAt: z.string() }),
);

/** Frees the claim when the account unlinks Google (or when a link could not be completed). */
export const GoogleIdentityReleased = defineEvent(
  'GoogleIdentityReleased',
  z.object({ googleId: z.string(), userId: z.string(), releasedAt: z.string() }),
);

/** What an account's stream holds. */
export const userEvents = eventCatalog([
  UserRegistered,
  UserRoleChanged,
  UserPasswordChanged,
  UserPasswordRemoved,
  GoogleAccountLinked,
  GoogleAccountUnlinked,
]);
export type UserEvent = EventsOf<typeof userEvents>;

/** What an email's claim stream holds. */
export const emailClaimEvents = eventCatalog([EmailClaimed]);
export type EmailClaimEvent = EventsOf<typeof emailClaimEvents>;

/** What a Google identity's claim stream holds. */
export const googleIdentityEvents = eventCatalog([GoogleIdentityClaimed, GoogleIdentityReleased]);
export type GoogleIdentityEvent = EventsOf<typeof googleIdentityEvents>;
