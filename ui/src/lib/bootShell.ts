import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * The server puts a problem's statement into the page it serves for /problem/:id, over the app
 * (`#boot-shell`, issue 33's phone budget), so a phone shows it before the scripts have run. It
 * goes once the app shows the statement itself, or shows anything else there.
 */
export function dropBootShell(): void {
  document.getElementById('boot-shell')?.remove();
}

/** Drops the server's statement when the app is on any page but a problem's. */
export function useBootShellOnlyOnProblems(): void {
  const [location] = useLocation();
  useEffect(() => {
    if (!location.startsWith('/problem/')) dropBootShell();
  }, [location]);
}
