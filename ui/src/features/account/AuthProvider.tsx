import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { authMachine, type AuthContext } from './authMachine';

type AuthActor = ActorRefFrom<typeof authMachine>;

const AuthActorContext = createContext<AuthActor | null>(null);

/** Runs the one auth machine for the whole app; screens read it with the hooks below. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [machine] = useState(() => authMachine.provide({ actions: { afterLogout: () => navigate('/login') } }));
  const actor = useActorRef(machine);
  return <AuthActorContext.Provider value={actor}>{children}</AuthActorContext.Provider>;
}

export function useAuthActor(): AuthActor {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuthActor must be used inside <AuthProvider>');
  return actor;
}

/** Until the app first navigates, the user is the one this page load's session check read. */
let sessionCheckIsFresh = true;
for (const navigation of ['pushState', 'popstate']) {
  window.addEventListener(navigation, () => void (sessionCheckIsFresh = false), { once: true });
}

/**
 * Reads the user (solved and attempted lists) again when a screen opens, unless the session check
 * of this page load just read it: one `/api/user/check` per page load.
 */
export function useFreshUser(): void {
  const actor = useAuthActor();
  useEffect(() => {
    if (!sessionCheckIsFresh) actor.send({ type: 'REFRESH' });
  }, [actor]);
}

export type AuthPhase =
  | 'checking'
  | 'signedOut'
  | 'loggingIn'
  | 'registering'
  | 'googleSigningIn'
  | 'confirmingLink'
  | 'linkingGoogle'
  | 'signedIn'
  | 'loggingOut';

export interface AuthView extends AuthContext {
  readonly phase: AuthPhase;
}

/** The auth state (spec §3) plus the machine's state name, re-rendering only when they change. */
export function useAuth(): AuthView {
  const actor = useAuthActor();
  return useSelector(
    actor,
    (s) => ({ ...s.context, phase: (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as AuthPhase }),
    (a, b) =>
      a.phase === b.phase &&
      a.user === b.user &&
      a.isAuthenticated === b.isAuthenticated &&
      a.loading === b.loading &&
      a.error === b.error &&
      a.pendingLink === b.pendingLink,
  );
}
