import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../../account/AuthProvider';
import { FullPageSpinner } from '../../account/components/FullPageSpinner';

/** Route access, spec §2. Nothing is decided while the session check runs. */

export function SignedInOnly({ children }: { children: ReactNode }) {
  const { phase, isAuthenticated } = useAuth();
  if (phase === 'checking') return <FullPageSpinner label="Checking your session" />;
  return isAuthenticated ? <>{children}</> : <Redirect to="/login" replace />;
}

export function AdminOnly({ children }: { children: ReactNode }) {
  const { phase, user } = useAuth();
  if (phase === 'checking') return <FullPageSpinner label="Checking your session" />;
  return user?.role === 'admin' ? <>{children}</> : <Redirect to="/" replace />;
}

/** Login and signup: a signed-in user goes home. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { phase, isAuthenticated } = useAuth();
  if (phase === 'checking') return <FullPageSpinner label="Checking your session" />;
  return isAuthenticated ? <Redirect to="/" replace /> : <>{children}</>;
}
