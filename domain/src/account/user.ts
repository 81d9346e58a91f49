import type { ProfileSection, SubmissionLanguage, Theme } from '@forge/contracts';
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
  /** What Settings keeps (issue 35), each absent until the learner sets it; no `publicSections`: all public. */
  readonly defaultLanguage?: SubmissionLanguage;
  readonly theme?: Theme;
  readonly publicSections?: readonly ProfileSection[];
  readonly country?: string;
  readonly institution?: string;
}

/** The object without the keys whose value is undefined: a cleared setting leaves the state, as it never came. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

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
    case 'UserRenamed': {
      if (state.status !== 'registered') return state;
      const { lastName: _old, ...rest } = state;
      return defined({ ...rest, firstName: event.data.firstName, lastName: event.data.lastName });
    }
    case 'UserPreferencesChanged': {
      if (state.status !== 'registered') return state;
      const { defaultLanguage, theme } = event.data;
      return defined({ ...state, defaultLanguage, theme });
    }
    case 'UserProfileVisibilityChanged':
      return state.status === 'registered' ? { ...state, publicSections: event.data.publicSections } : state;
    case 'UserAffiliationChanged': {
      if (state.status !== 'registered') return state;
      const { country, institution } = event.data;
      return defined({ ...state, country, institution });
    }
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
