import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * The server puts a problem's statement into the page it serves for /problem/:id, and the list's
 * first page into /problems, over the app (`#boot-shell`, issue 33's phone budget), so a phone
 * shows it before the scripts have run. It goes once the app shows the same itself, or shows
 * anything else there; the list the server handed over with it (`#problem-list-data`) goes too.
 */
export function dropBootShell(): void {
  document.getElementById('boot-shell')?.remove();
  document.getElementById('problem-list-data')?.remove();
}

/** Drops the server's copy when the app is on any page but a problem's or the problem list. */
export function useBootShellOnlyOnProblems(): void {
  const [location] = useLocation();
  useEffect(() => {
    const forList = document.getElementById('boot-shell')?.dataset['page'] === 'problems';
    if (forList ? location !== '/problems' : !location.startsWith('/problem/')) dropBootShell();
  }, [location]);
}
