import { z } from 'zod';
import { authProviders, profileSections, roles, submissionLanguages, themes } from '@forge/contracts';
import { defineEvent, eventCatalog, type EventsOf } from '@forge/events';

export { authProviders, roles, type AuthProvider, type Role } from '@forge/contracts';

/**
 * Version 1 of the events that carry an email named it `emailId`, the spec's word on the wire;
 * version 2 says `email`, and reading a version 1 event renames the field.
 */
const emailIdToEmail = (v1: unknown) => {
  const { emailId, ...rest } = v1 as { emailId: string };
  return { ...rest, email: emailId };
};
/** Version 2 of an event with an email, and its version 1 (the same fields, the email as `emailId`). */
const withEmail = <Shape extends z.ZodRawShape>(shape: Shape) => ({
  current: z.object({ ...shape, email: z.string() }),
  older: { schemas: [z.object({ ...shape, emailId: z.string() })], upcasters: [emailIdToEmail] },
});

const registered = withEmail({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string().optional(),
  /** scrypt hash with its parameters; null for accounts that only sign in with Google. */
  passwordHash: z.string().nullable(),
  authProvider: z.enum(authProviders),
  emailVerified: z.boolean(),
  role: z.enum(roles),
  registeredAt: z.string(),
});
export const UserRegistered = defineEvent('UserRegistered', registered.current, registered.older);

/** Claims an email for one account; lives in its own stream so the claim is unique across the log. */
const claimed = withEmail({ userId: z.string(), claimedAt: z.string() });
export const EmailClaimed = defineEvent('EmailClaimed', claimed.current, claimed.older);

/**
 * Version 2 says who changed the role: an admin's user id, or null for the platform's admin
 * bootstrap (configured by whoever runs the server). Version 1 did not say; the bootstrap was then
 * the only thing that changed roles, so reading one gives null.
 */
const roleChangedV1 = z.object({ userId: z.string(), role: z.enum(roles), changedAt: z.string() });
export const UserRoleChanged = defineEvent('UserRoleChanged', roleChangedV1.extend({ changedBy: z.string().nullable() }), {
  schemas: [roleChangedV1],
  upcasters: [(v1) => ({ ...(v1 as object), changedBy: null })],
});

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
 * A Google identity (its stable `sub`) now signs in to this account; Google vouched for `email`.
 * The account then counts as a Google account with a verified email.
 */
const linked = withEmail({ userId: z.string(), googleId: z.string(), linkedAt: z.string() });
export const GoogleAccountLinked = defineEvent('GoogleAccountLinked', linked.current, linked.older);

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

/** The learner renamed the account in Settings (issue 35); no `lastName` means none. */
export const UserRenamed = defineEvent(
  'UserRenamed',
  z.object({ userId: z.string(), firstName: z.string(), lastName: z.string().optional(), renamedAt: z.string() }),
);

/** The theme and the editor's default language the learner chose in Settings (issue 35), both as they now are. */
export const UserPreferencesChanged = defineEvent(
  'UserPreferencesChanged',
  z.object({
    userId: z.string(),
    defaultLanguage: z.enum(submissionLanguages).optional(),
    theme: z.enum(themes).optional(),
    changedAt: z.string(),
  }),
);

/** The sections of the profile other learners now see (issue 35); the owner always sees all. */
export const UserProfileVisibilityChanged = defineEvent(
  'UserProfileVisibilityChanged',
  z.object({ userId: z.string(), publicSections: z.array(z.enum(profileSections)), changedAt: z.string() }),
);

/** Where the learner is from and studies or works, as they now are (issue 35); absent means not said. */
export const UserAffiliationChanged = defineEvent(
  'UserAffiliationChanged',
  z.object({ userId: z.string(), country: z.string().optional(), institution: z.string().optional(), changedAt: z.string() }),
);

/** What an account's stream holds. */
export const userEventDefinitions = [
  UserRegistered,
  UserRoleChanged,
  UserPasswordChanged,
  UserPasswordRemoved,
  GoogleAccountLinked,
  GoogleAccountUnlinked,
  UserRenamed,
  UserPreferencesChanged,
  UserProfileVisibilityChanged,
  UserAffiliationChanged,
] as const;
export const userEvents = eventCatalog(userEventDefinitions);
export type UserEvent = EventsOf<typeof userEvents>;

/** What an email's claim stream holds. */
export const emailClaimEventDefinitions = [EmailClaimed] as const;
export const emailClaimEvents = eventCatalog(emailClaimEventDefinitions);
export type EmailClaimEvent = EventsOf<typeof emailClaimEvents>;

/** What a Google identity's claim stream holds. */
export const googleIdentityEventDefinitions = [GoogleIdentityClaimed, GoogleIdentityReleased] as const;
export const googleIdentityEvents = eventCatalog(googleIdentityEventDefinitions);
export type GoogleIdentityEvent = EventsOf<typeof googleIdentityEvents>;
