import { type Decider, DomainError, unknownCommand } from '@forge/events';
import { decider } from '../decider';
import { normalizeEmail } from '../streams';
import {
  emailClaimEvents,
  googleIdentityEvents,
  userEvents,
  type EmailClaimEvent,
  type GoogleIdentityEvent,
  type Role,
  type UserEvent,
} from './events';
import { decideOwnPassword, decideSettings } from './settings';
import { evolveUser, initialUser, type RegisteredUser, type User } from './user';
import type { UserSettingsChange } from '@forge/contracts';

export type UserCommand =
  | {
      readonly type: 'RegisterUser';
      /** The account as it will be, less what registering decides (a new email is not verified yet). */
      readonly data: Omit<RegisteredUser, 'status' | 'emailVerified' | 'googleId'> & { readonly now: string };
    }
  /** `by`: the admin who changed it, or null for the platform's admin bootstrap. */
  | {
      readonly type: 'ChangeRole';
      readonly data: { readonly userId: string; readonly role: Role; readonly by: string | null; readonly now: string };
    }
  | { readonly type: 'ChangePassword'; readonly data: { readonly userId: string; readonly passwordHash: string; readonly now: string } }
  /** `email` is the address Google verified for the identity. */
  | {
      readonly type: 'LinkGoogle';
      /** `passwordConfirmed`: the one linking also gave the account's password, so it stays theirs. */
      readonly data: {
        readonly userId: string;
        readonly googleId: string;
        readonly email: string;
        readonly passwordConfirmed?: boolean;
        readonly now: string;
      };
    }
  | { readonly type: 'UnlinkGoogle'; readonly data: { readonly userId: string; readonly now: string } }
  /** The learner's own Settings (issue 35): absent fields stay as they are. */
  | {
      readonly type: 'ChangeSettings';
      readonly data: { readonly userId: string; readonly change: UserSettingsChange; readonly now: string };
    }
  /** The learner's own password (issue 35); `provedHash`: the hash their current password matched, null if they gave none. */
  | {
      readonly type: 'ChangeOwnPassword';
      readonly data: { readonly userId: string; readonly passwordHash: string; readonly provedHash: string | null; readonly now: string };
    };

export const UNVERIFIED_PASSWORD_REMOVED = 'Google verified this email; a password set before the email was verified no longer signs in';

export const GOOGLE_ERRORS = {
  emailMismatch: "The Google account's email does not match this account",
  linkedElsewhere: 'This account is already linked to another Google account',
  notLinked: 'No Google account is linked to this account',
  noPassword: 'This account has no password: unlinking Google would lock you out. Set a password first.',
  identityTaken: 'This Google account is already linked to another account',
} as const;

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
      const { role, by, now } = command.data;
      return [{ type: 'UserRoleChanged', data: { userId: state.userId, role, changedBy: by, changedAt: now } }];
    }
    case 'ChangePassword': {
      if (state.status !== 'registered') throw new DomainError('not_found', 'User not found');
      return [
        {
          type: 'UserPasswordChanged',
          data: { userId: state.userId, passwordHash: command.data.passwordHash, changedAt: command.data.now },
        },
      ];
    }
    case 'LinkGoogle': {
      if (state.status !== 'registered') throw new DomainError('not_found', 'User not found');
      const { googleId, email, now } = command.data;
      if (normalizeEmail(email) !== state.email) throw new DomainError('forbidden', GOOGLE_ERRORS.emailMismatch);
      if (state.googleId === googleId) return [];
      if (state.googleId) throw new DomainError('conflict', GOOGLE_ERRORS.linkedElsewhere);
      const linked = {
        type: 'GoogleAccountLinked',
        data: { userId: state.userId, googleId, email: state.email, linkedAt: now },
      } as const;
      // Google proves who owns the email; a password set while the email was unverified may be
      // someone else's (they registered it first), so it stops working unless the linker knew it.
      if (state.emailVerified || state.passwordHash === null || command.data.passwordConfirmed) return [linked];
      return [linked, { type: 'UserPasswordRemoved', data: { userId: state.userId, reason: UNVERIFIED_PASSWORD_REMOVED, removedAt: now } }];
    }
    case 'UnlinkGoogle': {
      if (state.status !== 'registered') throw new DomainError('not_found', 'User not found');
      if (!state.googleId) throw new DomainError('conflict', GOOGLE_ERRORS.notLinked);
      // Without a password, Google is the only way in.
      if (state.passwordHash === null) throw new DomainError('conflict', GOOGLE_ERRORS.noPassword);
      return [{ type: 'GoogleAccountUnlinked', data: { userId: state.userId, googleId: state.googleId, unlinkedAt: command.data.now } }];
    }
    case 'ChangeSettings':
      if (state.status !== 'registered') throw new DomainError('not_found', 'User not found');
      return decideSettings(state, command.data.change, command.data.now);
    case 'ChangeOwnPassword': {
      if (state.status !== 'registered') throw new DomainError('not_found', 'User not found');
      const { passwordHash, provedHash, now } = command.data;
      return decideOwnPassword(state, passwordHash, provedHash, now);
    }
    default:
      return unknownCommand(command);
  }
}

export const userDecider = decider(userEvents, initialUser, evolveUser, decideUser);

/** The claim on an email address: which account owns it, if any. */
export type EmailClaim = { readonly userId: string | null };
export type ClaimEmail = {
  readonly type: 'ClaimEmail';
  readonly data: { readonly email: string; readonly userId: string; readonly now: string };
};
export const emailClaimDecider: Decider<EmailClaim, ClaimEmail, EmailClaimEvent> = {
  events: emailClaimEvents,
  initialState: () => ({ userId: null }),
  evolve: (_state, event) => ({ userId: event.data.userId }),
  decide(command, state) {
    if (state.userId === command.data.userId) return [];
    if (state.userId !== null) throw new DomainError('conflict', 'An account with this email already exists');
    return [{ type: 'EmailClaimed', data: { email: command.data.email, userId: command.data.userId, claimedAt: command.data.now } }];
  },
};

/** The claim on a Google identity (`sub`): which account it signs in to, if any. */
export type GoogleIdentityClaim = { readonly userId: string | null };
export type GoogleIdentityCommand = {
  readonly type: 'ClaimGoogleIdentity' | 'ReleaseGoogleIdentity';
  readonly data: { readonly googleId: string; readonly userId: string; readonly now: string };
};
export const googleIdentityDecider: Decider<GoogleIdentityClaim, GoogleIdentityCommand, GoogleIdentityEvent> = {
  events: googleIdentityEvents,
  initialState: () => ({ userId: null }),
  evolve: (_state, event) => ({ userId: event.type === 'GoogleIdentityClaimed' ? event.data.userId : null }),
  decide(command, state) {
    const { googleId, userId, now } = command.data;
    if (command.type === 'ReleaseGoogleIdentity') {
      return state.userId === userId ? [{ type: 'GoogleIdentityReleased', data: { googleId, userId, releasedAt: now } }] : [];
    }
    if (state.userId === userId) return [];
    if (state.userId !== null) throw new DomainError('conflict', GOOGLE_ERRORS.identityTaken);
    return [{ type: 'GoogleIdentityClaimed', data: { googleId, userId, claimedAt: now } }];
  },
};
