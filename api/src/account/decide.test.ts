import { DeciderSpecification, DomainError } from '@forge/events';
import { emailClaimDecider, userDecider } from './decide';

const users = DeciderSpecification.for(userDecider);
const claims = DeciderSpecification.for(emailClaimDecider);
const register = {
  type: 'RegisterUser',
  data: { userId: 'u1', firstName: 'Ada', emailId: 'ada@example.com', passwordHash: 'scrypt$h', authProvider: 'local', role: 'user', now: 't1' },
} as const;
const registered = {
  type: 'UserRegistered',
  data: { userId: 'u1', firstName: 'Ada', emailId: 'ada@example.com', passwordHash: 'scrypt$h', authProvider: 'local', role: 'user', emailVerified: false, registeredAt: 't1' },
} as const;

describe('user decider', () => {
  it('registers once', () => {
    users.given([]).when(register).then([registered]);
    users.given([registered]).when(register).thenThrows(DomainError, 'User already exists');
  });

  it('changes the role only when it differs', () => {
    users.given([registered]).when({ type: 'ChangeRole', data: { userId: 'u1', role: 'admin', now: 't2' } }).then([
      { type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', changedAt: 't2' } },
    ]);
    users.given([registered]).when({ type: 'ChangeRole', data: { userId: 'u1', role: 'user', now: 't2' } }).thenNothingHappens();
  });

  it('refuses changes to an account that does not exist', () => {
    users.given([]).when({ type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'x', now: 't2' } }).thenThrows(DomainError, 'User not found');
  });
});

describe('email claim decider', () => {
  const claim = (userId: string) => ({ type: 'ClaimEmail', data: { emailId: 'ada@example.com', userId, now: 't1' } }) as const;
  const claimed = { type: 'EmailClaimed', data: { emailId: 'ada@example.com', userId: 'u1', claimedAt: 't1' } } as const;

  it('gives an email to the first account that claims it', () => {
    claims.given([]).when(claim('u1')).then([claimed]);
  });

  it('refuses it to any other account, and repeats nothing for the owner', () => {
    claims.given([claimed]).when(claim('u2')).thenThrows(DomainError, 'An account with this email already exists');
    claims.given([claimed]).when(claim('u1')).thenNothingHappens();
  });
});
