import { DeciderSpecification } from '@forge/testing';
import { DomainError } from '@forge/events';
import { emailClaimDecider, GOOGLE_ERRORS, googleIdentityDecider, UNVERIFIED_PASSWORD_REMOVED, userDecider } from './decide';
import { emailClaimEvents, userEvents } from './events';
import { evolveUser, initialUser } from './user';

const users = DeciderSpecification.for(userDecider);
const claims = DeciderSpecification.for(emailClaimDecider);
const account = {
  userId: 'u1',
  firstName: 'Ada',
  email: 'ada@example.com',
  passwordHash: 'scrypt$h',
  authProvider: 'local',
  role: 'user',
} as const;
const register = { type: 'RegisterUser', data: { ...account, now: 't1' } } as const;
const registered = { type: 'UserRegistered', data: { ...account, emailVerified: false, registeredAt: 't1' } } as const;

describe('user decider', () => {
  it('registers once', () => {
    users.given([]).when(register).then([registered]);
    users.given([registered]).when(register).thenThrows(DomainError, 'User already exists');
  });

  it('changes the role only when it differs', () => {
    users
      .given([registered])
      .when({ type: 'ChangeRole', data: { userId: 'u1', role: 'admin', by: 'admin-1', now: 't2' } })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', changedBy: 'admin-1', changedAt: 't2' } }]);
    users
      .given([registered])
      .when({ type: 'ChangeRole', data: { userId: 'u1', role: 'user', by: 'admin-1', now: 't2' } })
      .thenNothingHappens();
  });

  it('records the admin bootstrap as a role change by no one (null)', () => {
    users
      .given([registered])
      .when({ type: 'ChangeRole', data: { userId: 'u1', role: 'admin', by: null, now: 't2' } })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', changedBy: null, changedAt: 't2' } }]);
  });

  it('reads a role change stored before it named who changed it as the bootstrap (changedBy null)', () => {
    const stored = { type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', changedAt: 't2' }, metadata: { schemaVersion: 1 } };
    expect(userEvents.decode(stored)).toEqual({
      type: 'UserRoleChanged',
      data: { userId: 'u1', role: 'admin', changedAt: 't2', changedBy: null },
    });
    expect(
      userEvents.encode({ type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', changedBy: 'a1', changedAt: 't2' } }).metadata,
    ).toEqual({
      schemaVersion: 2,
    });
  });

  it('refuses changes to an account that does not exist', () => {
    users
      .given([])
      .when({ type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'x', now: 't2' } })
      .thenThrows(DomainError, 'User not found');
  });
});

describe('linking Google', () => {
  const link = (googleId: string, email = 'ada@example.com') =>
    ({ type: 'LinkGoogle', data: { userId: 'u1', googleId, email, passwordConfirmed: true, now: 't2' } }) as const;
  const linkUnconfirmed = { type: 'LinkGoogle', data: { userId: 'u1', googleId: 'g1', email: 'ada@example.com', now: 't2' } } as const;
  const removed = { type: 'UserPasswordRemoved', data: { userId: 'u1', reason: UNVERIFIED_PASSWORD_REMOVED, removedAt: 't2' } } as const;
  const linked = {
    type: 'GoogleAccountLinked',
    data: { userId: 'u1', googleId: 'g1', email: 'ada@example.com', linkedAt: 't2' },
  } as const;
  const unlink = { type: 'UnlinkGoogle', data: { userId: 'u1', now: 't3' } } as const;
  const unlinked = { type: 'GoogleAccountUnlinked', data: { userId: 'u1', googleId: 'g1', unlinkedAt: 't3' } } as const;
  const googleOnly = {
    ...registered,
    data: { ...registered.data, passwordHash: null, authProvider: 'google', emailVerified: true },
  } as const;

  it('links an identity whose verified email is the account email, in any letter case', () => {
    users.given([registered]).when(link('g1', ' Ada@Example.COM ')).then([linked]);
  });

  it('removes the password of an unverified account unless the linker confirmed it: it may be whoever registered the email first', () => {
    users.given([registered]).when(linkUnconfirmed).then([linked, removed]);
    expect(evolveUser(evolveUser(evolveUser(initialUser(), registered), linked), removed)).toMatchObject({
      passwordHash: null,
      emailVerified: true,
    });
    // A verified email, or no password at all, has nothing to take away.
    users.given([googleOnly]).when(linkUnconfirmed).then([linked]);
    users
      .given([{ ...registered, data: { ...registered.data, emailVerified: true } }])
      .when(linkUnconfirmed)
      .then([linked]);
  });

  it('makes the account a Google account with a verified email, and unlinking undoes both', () => {
    const linkedState = evolveUser(evolveUser(initialUser(), registered), linked);
    expect(linkedState).toMatchObject({ authProvider: 'google', emailVerified: true, googleId: 'g1' });
    const unlinkedState = evolveUser(linkedState, unlinked);
    expect(unlinkedState).toMatchObject({ authProvider: 'local', emailVerified: false });
    expect(unlinkedState).not.toHaveProperty('googleId');
  });

  it('repeats nothing for the same identity and refuses another one', () => {
    users.given([registered, linked]).when(link('g1')).thenNothingHappens();
    users.given([registered, linked]).when(link('g2')).thenThrows(DomainError, GOOGLE_ERRORS.linkedElsewhere);
    users
      .given([registered, linked, unlinked])
      .when(link('g2'))
      .then([{ ...linked, data: { ...linked.data, googleId: 'g2' } }]);
  });

  it("refuses an identity whose email is another's, and an account that does not exist", () => {
    users.given([registered]).when(link('g1', 'eve@example.com')).thenThrows(DomainError, GOOGLE_ERRORS.emailMismatch);
    users.given([]).when(link('g1')).thenThrows(DomainError, 'User not found');
  });

  it('unlinks an account that keeps a password', () => {
    users.given([registered, linked]).when(unlink).then([unlinked]);
  });

  it('refuses to unlink an account without a password, or with nothing linked', () => {
    users.given([googleOnly, linked]).when(unlink).thenThrows(DomainError, GOOGLE_ERRORS.noPassword);
    users.given([registered]).when(unlink).thenThrows(DomainError, GOOGLE_ERRORS.notLinked);
    users.given([registered, linked, unlinked]).when(unlink).thenThrows(DomainError, GOOGLE_ERRORS.notLinked);
  });
});

describe('Google identity claim decider', () => {
  const identities = DeciderSpecification.for(googleIdentityDecider);
  const command = (type: 'ClaimGoogleIdentity' | 'ReleaseGoogleIdentity', userId: string) =>
    ({ type, data: { googleId: 'g1', userId, now: 't1' } }) as const;
  const claimed = { type: 'GoogleIdentityClaimed', data: { googleId: 'g1', userId: 'u1', claimedAt: 't1' } } as const;
  const released = { type: 'GoogleIdentityReleased', data: { googleId: 'g1', userId: 'u1', releasedAt: 't1' } } as const;

  it('gives an identity to one account at a time', () => {
    identities.given([]).when(command('ClaimGoogleIdentity', 'u1')).then([claimed]);
    identities.given([claimed]).when(command('ClaimGoogleIdentity', 'u1')).thenNothingHappens();
    identities.given([claimed]).when(command('ClaimGoogleIdentity', 'u2')).thenThrows(DomainError, GOOGLE_ERRORS.identityTaken);
  });

  it('frees it only for the account that holds it, and then another may claim it', () => {
    identities.given([claimed]).when(command('ReleaseGoogleIdentity', 'u2')).thenNothingHappens();
    identities.given([claimed]).when(command('ReleaseGoogleIdentity', 'u1')).then([released]);
    identities
      .given([claimed, released])
      .when(command('ClaimGoogleIdentity', 'u2'))
      .then([{ ...claimed, data: { ...claimed.data, userId: 'u2' } }]);
  });
});

describe('email claim decider', () => {
  const claim = (userId: string) => ({ type: 'ClaimEmail', data: { email: 'ada@example.com', userId, now: 't1' } }) as const;
  const claimed = { type: 'EmailClaimed', data: { email: 'ada@example.com', userId: 'u1', claimedAt: 't1' } } as const;

  it('gives an email to the first account that claims it', () => {
    claims.given([]).when(claim('u1')).then([claimed]);
  });

  it('refuses it to any other account, and repeats nothing for the owner', () => {
    claims.given([claimed]).when(claim('u2')).thenThrows(DomainError, 'An account with this email already exists');
    claims.given([claimed]).when(claim('u1')).thenNothingHappens();
  });
});

describe('account events stored before the email was named `email`', () => {
  it('are read as the current version: version 1 named the field emailId', () => {
    const v1 = {
      userId: 'u1',
      firstName: 'Ada',
      emailId: 'ada@example.com',
      passwordHash: null,
      authProvider: 'google',
      emailVerified: true,
      role: 'user',
      registeredAt: 't1',
    };
    expect(userEvents.decode({ type: 'UserRegistered', data: v1, metadata: { schemaVersion: 1 } })).toEqual({
      type: 'UserRegistered',
      data: {
        userId: 'u1',
        firstName: 'Ada',
        email: 'ada@example.com',
        passwordHash: null,
        authProvider: 'google',
        emailVerified: true,
        role: 'user',
        registeredAt: 't1',
      },
    });
    expect(
      emailClaimEvents.decode({ type: 'EmailClaimed', data: { emailId: 'ada@example.com', userId: 'u1', claimedAt: 't1' }, metadata: {} }),
    ).toEqual({
      type: 'EmailClaimed',
      data: { email: 'ada@example.com', userId: 'u1', claimedAt: 't1' },
    });
    const linked = userEvents.decode({
      type: 'GoogleAccountLinked',
      data: { userId: 'u1', googleId: 'g1', emailId: 'a@b.c', linkedAt: 't2' },
      metadata: { schemaVersion: 1 },
    });
    expect(linked?.data).toEqual({ userId: 'u1', googleId: 'g1', email: 'a@b.c', linkedAt: 't2' });
  });

  it('are written as version 2', () => {
    expect(userEvents.encode(registered).metadata).toEqual({ schemaVersion: 2 });
    expect(userEvents.encode(registered).data).toMatchObject({ email: 'ada@example.com' });
  });
});
