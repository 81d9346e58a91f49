import { DeciderSpecification } from '@forge/testing';
import { DomainError } from '@forge/events';
import { userDecider } from './decide';
import { PASSWORD_ERRORS, settingsOf } from './settings';
import { evolveUser, initialUser, type RegisteredUser } from './user';
import type { UserEvent } from './events';
import type { ProfileSection } from '@forge/contracts';

const users = DeciderSpecification.for(userDecider);
const account = {
  userId: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  authProvider: 'local',
  emailVerified: false,
  role: 'user',
  registeredAt: 't1',
} as const;
const registered = { type: 'UserRegistered', data: { ...account, passwordHash: 'scrypt$old' } } as const;
const googleOnly = {
  type: 'UserRegistered',
  data: { ...account, passwordHash: null, authProvider: 'google', emailVerified: true },
} as const;
const settings = (change: object) => ({ type: 'ChangeSettings', data: { userId: 'u1', change, now: 't2' } }) as const;
const ownPassword = (provedHash: string | null) =>
  ({ type: 'ChangeOwnPassword', data: { userId: 'u1', passwordHash: 'scrypt$new', provedHash, now: 't2' } }) as const;
const stateAfter = (events: readonly UserEvent[]) => events.reduce(evolveUser, initialUser()) as RegisteredUser;

describe('When the account does not exist', () => {
  it('refuses settings and passwords', () => {
    users
      .given([])
      .when(settings({ firstName: 'Grace' }))
      .thenThrows(DomainError, 'User not found');
    users.given([]).when(ownPassword(null)).thenThrows(DomainError, 'User not found');
  });
});

describe('When registered', () => {
  it('renames, and an empty last name clears it', () => {
    users
      .given([registered])
      .when(settings({ firstName: 'Grace', lastName: '' }))
      .then([{ type: 'UserRenamed', data: { userId: 'u1', firstName: 'Grace', renamedAt: 't2' } }]);
    const renamed = { type: 'UserRenamed', data: { userId: 'u1', firstName: 'Grace', renamedAt: 't2' } } as const;
    expect(stateAfter([registered, renamed])).not.toHaveProperty('lastName');
    expect(stateAfter([registered, renamed]).firstName).toBe('Grace');
  });

  it('records one event per group that changes, each with the group as it becomes', () => {
    users
      .given([registered])
      .when(settings({ theme: 'dark', defaultLanguage: 'python', publicSections: ['tags', 'calendar'], institution: 'MIT' }))
      .then([
        { type: 'UserPreferencesChanged', data: { userId: 'u1', defaultLanguage: 'python', theme: 'dark', changedAt: 't2' } },
        // In the profile's order, whatever order they came in.
        { type: 'UserProfileVisibilityChanged', data: { userId: 'u1', publicSections: ['calendar', 'tags'], changedAt: 't2' } },
        { type: 'UserAffiliationChanged', data: { userId: 'u1', institution: 'MIT', changedAt: 't2' } },
      ]);
  });

  it('keeps what a change leaves out', () => {
    const preferences = {
      type: 'UserPreferencesChanged',
      data: { userId: 'u1', defaultLanguage: 'python', theme: 'dark', changedAt: 't2' },
    } as const;
    users
      .given([registered, preferences])
      .when(settings({ theme: 'light' }))
      .then([{ type: 'UserPreferencesChanged', data: { userId: 'u1', defaultLanguage: 'python', theme: 'light', changedAt: 't2' } }]);
    users
      .given([registered, preferences])
      .when(settings({ defaultLanguage: null }))
      .then([{ type: 'UserPreferencesChanged', data: { userId: 'u1', theme: 'dark', changedAt: 't2' } }]);
  });

  it('records nothing when nothing differs', () => {
    users
      .given([registered])
      .when(
        settings({
          firstName: 'Ada',
          lastName: 'Lovelace',
          publicSections: ['recentAccepted', 'calendar', 'acceptanceRate', 'languages', 'tags'],
        }),
      )
      .thenNothingHappens();
    users.given([registered]).when(settings({})).thenNothingHappens();
  });

  it('shows every section until the owner hides one', () => {
    expect(settingsOf(stateAfter([registered]))).toEqual({
      publicSections: ['calendar', 'acceptanceRate', 'languages', 'tags', 'recentAccepted'],
    });
    const hidden = {
      type: 'UserProfileVisibilityChanged',
      data: { userId: 'u1', publicSections: [] as ProfileSection[], changedAt: 't2' },
    } as const;
    const from = { type: 'UserAffiliationChanged', data: { userId: 'u1', country: 'Kenya', changedAt: 't2' } } as const;
    expect(settingsOf(stateAfter([registered, hidden, from]))).toEqual({ publicSections: [], country: 'Kenya' });
  });
});

describe('When the account has a password', () => {
  it('changes it when the current password was proved against the hash it has', () => {
    users
      .given([registered])
      .when(ownPassword('scrypt$old'))
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'scrypt$new', changedAt: 't2' } }]);
  });

  it('refuses without the current password', () => {
    users.given([registered]).when(ownPassword(null)).thenThrows(DomainError, PASSWORD_ERRORS.currentRequired);
  });

  it('refuses a password proved against a hash that is no longer current (a change made in between)', () => {
    const changed = { type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'scrypt$other', changedAt: 't2' } } as const;
    users.given([registered, changed]).when(ownPassword('scrypt$old')).thenThrows(DomainError, PASSWORD_ERRORS.currentIncorrect);
  });
});

describe('When the account signs in with Google only', () => {
  it('sets a first password without a current one', () => {
    users
      .given([googleOnly])
      .when(ownPassword(null))
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'scrypt$new', changedAt: 't2' } }]);
  });

  it('can then unlink Google', () => {
    const linked = {
      type: 'GoogleAccountLinked',
      data: { userId: 'u1', googleId: 'g1', email: 'ada@example.com', linkedAt: 't1' },
    } as const;
    const unlink = { type: 'UnlinkGoogle', data: { userId: 'u1', now: 't3' } } as const;
    users
      .given([googleOnly, linked])
      .when(unlink)
      .thenThrows(DomainError, /Set a password first/);
    const set = { type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'scrypt$new', changedAt: 't2' } } as const;
    users
      .given([googleOnly, linked, set])
      .when(unlink)
      .then([{ type: 'GoogleAccountUnlinked', data: { userId: 'u1', googleId: 'g1', unlinkedAt: 't3' } }]);
  });
});
