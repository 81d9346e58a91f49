import { DomainError, type Decider, type EventOfType, type Role } from '@forge/events';
import { evolveUser, initialUser, type User, type UserEvent } from './user';

export type UserCommand =
  | {
      readonly type: 'RegisterUser';
      readonly data: {
        readonly userId: string;
        readonly firstName: string;
        readonly lastName?: string;
        readonly emailId: string;
        readonly passwordHash: string | null;
        readonly authProvider: 'local' | 'google';
        readonly role: Role;
        readonly now: string;
      };
    }
  | { readonly type: 'ChangeRole'; readonly data: { readonly userId: string; readonly role: Role; readonly now: string } }
  | { readonly type: 'ChangePassword'; readonly data: { readonly userId: string; readonly passwordHash: string; readonly now: string } };

export function decideUser(command: UserCommand, state: User): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status === 'registered') throw new DomainError('conflict', 'User already exists');
      const { now, ...user } = command.data;
      return [{ type: 'UserRegistered', data: { ...user, emailVerified: user.authProvider === 'google', registeredAt: now } }];
    }
    case 'ChangeRole': {
      if (state.status !== 'registered') throw new DomainError('not_found', 'User not found');
      if (state.role === command.data.role) return [];
      return [{ type: 'UserRoleChanged', data: { userId: state.userId, role: command.data.role, changedAt: command.data.now } }];
    }
    case 'ChangePassword': {
      if (state.status !== 'registered') throw new DomainError('not_found', 'User not found');
      return [{ type: 'UserPasswordChanged', data: { userId: state.userId, passwordHash: command.data.passwordHash, changedAt: command.data.now } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new DomainError('invalid', 'Unknown command');
    }
  }
}

export const userDecider: Decider<User, UserCommand, UserEvent> = {
  initialState: initialUser,
  evolve: evolveUser,
  decide: decideUser,
};

/** The claim on an email address: which account owns it, if any. */
export type EmailClaim = { readonly userId: string | null };
export type ClaimEmail = { readonly type: 'ClaimEmail'; readonly data: { readonly emailId: string; readonly userId: string; readonly now: string } };
type EmailClaimed = EventOfType<'EmailClaimed'>;

export const emailClaimDecider: Decider<EmailClaim, ClaimEmail, EmailClaimed> = {
  initialState: () => ({ userId: null }),
  evolve: (_state, event) => ({ userId: event.data.userId }),
  decide(command, state) {
    if (state.userId === command.data.userId) return [];
    if (state.userId !== null) throw new DomainError('conflict', 'An account with this email already exists');
    return [{ type: 'EmailClaimed', data: { emailId: command.data.emailId, userId: command.data.userId, claimedAt: command.data.now } }];
  },
};
