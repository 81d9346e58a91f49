import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { useAuth, useAuthActor } from '../account/AuthProvider';
import { liveSessionMachine, SESSION_ENDED } from './liveSessionMachine';
import type { JudgeDonePayload } from '@forge/contracts';

type VerdictListener = (payload: JudgeDonePayload) => void;
type Verdicts = Set<VerdictListener>;

const VerdictsContext = createContext<Verdicts | null>(null);

/**
 * Keeps a signed-in tab live: a verdict of the user's, from any tab, refreshes the solved lists
 * (the problem list's status dots and breakdown read them) and reaches the pages that listen
 * (`useVerdicts`); a session ended elsewhere signs this tab out, to /login.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [listeners] = useState<Verdicts>(() => new Set());
  const { isAuthenticated } = useAuth();
  return (
    <VerdictsContext.Provider value={listeners}>
      {isAuthenticated && <LiveSession listeners={listeners} />}
      {children}
    </VerdictsContext.Provider>
  );
}

function LiveSession({ listeners }: { listeners: Verdicts }) {
  const auth = useAuthActor();
  const [machine] = useState(() =>
    liveSessionMachine.provide({
      actions: {
        verdictArrived: (_, { payload }) => {
          auth.send({ type: 'REFRESH' });
          for (const listener of listeners) listener(payload);
        },
        // A tab signing out by itself (its own Logout) is already on its way to /login.
        sessionEnded: () => {
          if (auth.getSnapshot().matches('signedIn')) auth.send({ type: 'SESSION_EXPIRED', message: SESSION_ENDED });
        },
      },
    }),
  );
  useActorRef(machine);
  return null;
}

/** Calls `listener` with each verdict of the user's own submissions while the component is mounted. */
export function useVerdicts(listener: VerdictListener): void {
  const listeners = useContext(VerdictsContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!listeners) return undefined;
    const call: VerdictListener = (payload) => latest.current(payload);
    listeners.add(call);
    return () => void listeners.delete(call);
  }, [listeners]);
}
