import type { Role, UserEvent } from './events';

export type User = { readonly status: 'unregistered' } | RegisteredUser;

export interface RegisteredUser {
  readonly status: 'registered';
  readonly userId: string;
  readonly firstName: string;
  readonly lastName?: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly authProvider: 'local' | 'google';
  readonly emailVerified: boolean;
  readonly role: Role;
  /** The linked Google identity (`sub`), if any. */
  readonly googleId?: string;
}

export const initialUser = (): User => ({ status: 'unregistered' });

export function evolveUser(state: User, event: UserEvent): User {
  switch (event.type) {
    case 'UserRegistered': {
      const { registeredAt: _at, ...user } = event.data;
      return { status: 'registered', ...user };
    }
    case 'UserRoleChanged':
      return state.status === 'registered' ? { ...state, role: event.data.role } : state;
    case 'UserPasswordChanged':
      return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
    case 'UserPasswordRemoved':
      return state.status === 'registered' ? { ...state, passwordHash: null } : state;
    case 'GoogleAccountLinked':
      return state.status === 'registered'
        ? { ...state, googleId: event.data.googleId, authProvider: 'google', emailVerified: true }
        : state;
    case 'GoogleAccountUnlinked': {
      if (state.status !== 'registered') return state;
      const { googleId: _unlinked, ...rest } = state;
      return { ...rest, authProvider: 'local', emailVerified: false };
    }
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
