import { DomainError } from '@forge/events';
import { profileSections, type ProfileSection, type UserSettings, type UserSettingsChange } from '@forge/contracts';
import type { UserEvent } from './events';
import type { RegisteredUser } from './user';

export const PASSWORD_ERRORS = {
  currentRequired: 'Current password is required',
  currentIncorrect: 'Current password is incorrect',
} as const;

/** The sections of a profile its owner shows to others: all until they choose. */
export const publicSectionsOf = (user: Pick<RegisteredUser, 'publicSections'>): readonly ProfileSection[] =>
  user.publicSections ?? profileSections;

/** What Settings shows of an account (the wire's `settings`). */
export function settingsOf(user: RegisteredUser): UserSettings {
  return {
    ...(user.defaultLanguage ? { defaultLanguage: user.defaultLanguage } : {}),
    ...(user.theme ? { theme: user.theme } : {}),
    publicSections: publicSectionsOf(user),
    ...(user.country ? { country: user.country } : {}),
    ...(user.institution ? { institution: user.institution } : {}),
  };
}

/** '' clears a text; undefined keeps what the account has. */
const textAfter = (change: string | undefined, current: string | undefined) => (change === undefined ? current : change || undefined);

const sameSections = (a: readonly ProfileSection[], b: readonly ProfileSection[]) =>
  a.length === b.length && a.every((section) => b.includes(section));

/**
 * The events a change of settings makes: one per group that differs (name, preferences, what is
 * public, affiliation), each carrying the group as it becomes; nothing when nothing differs.
 */
export function decideSettings(user: RegisteredUser, change: UserSettingsChange, now: string): UserEvent[] {
  const events: UserEvent[] = [];
  const { userId } = user;

  const firstName = change.firstName ?? user.firstName;
  const lastName = textAfter(change.lastName, user.lastName);
  if (firstName !== user.firstName || lastName !== user.lastName) {
    events.push({ type: 'UserRenamed', data: { userId, firstName, ...(lastName ? { lastName } : {}), renamedAt: now } });
  }

  const defaultLanguage = change.defaultLanguage === undefined ? user.defaultLanguage : (change.defaultLanguage ?? undefined);
  const theme = change.theme ?? user.theme;
  if (defaultLanguage !== user.defaultLanguage || theme !== user.theme) {
    const preferences = { ...(defaultLanguage ? { defaultLanguage } : {}), ...(theme ? { theme } : {}) };
    events.push({ type: 'UserPreferencesChanged', data: { userId, ...preferences, changedAt: now } });
  }

  if (change.publicSections && !sameSections(change.publicSections, publicSectionsOf(user))) {
    // Kept in the profile's order, whatever order the request named them in.
    const publicSections = profileSections.filter((section) => change.publicSections!.includes(section));
    events.push({ type: 'UserProfileVisibilityChanged', data: { userId, publicSections, changedAt: now } });
  }

  const country = textAfter(change.country, user.country);
  const institution = textAfter(change.institution, user.institution);
  if (country !== user.country || institution !== user.institution) {
    const affiliation = { ...(country ? { country } : {}), ...(institution ? { institution } : {}) };
    events.push({ type: 'UserAffiliationChanged', data: { userId, ...affiliation, changedAt: now } });
  }
  return events;
}

/**
 * The learner's own change of password. `provedHash`: the hash their current password matched
 * (the caller checks it, hashing being slow), or null when they gave none. An account with a
 * password needs it proved, and against the hash it has now, so two changes made with the same
 * old password cannot both pass; an account without one (Google only) sets its first.
 */
export function decideOwnPassword(user: RegisteredUser, passwordHash: string, provedHash: string | null, now: string): UserEvent[] {
  if (user.passwordHash !== null) {
    if (provedHash === null) throw new DomainError('invalid', PASSWORD_ERRORS.currentRequired);
    if (provedHash !== user.passwordHash) throw new DomainError('invalid', PASSWORD_ERRORS.currentIncorrect);
  }
  return [{ type: 'UserPasswordChanged', data: { userId: user.userId, passwordHash, changedAt: now } }];
}
