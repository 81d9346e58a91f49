import { useCallback, useEffect } from 'react';
import type { Theme } from '@forge/contracts';
import { useAuth, useAuthActor } from '../account/AuthProvider';
import { useTheme } from '../theme/ThemeProvider';
import { settingsApi } from './api';

/** Puts the signed-in account's theme (kept on the server) in place when it signs in or changes it. */
export function useAccountTheme(): void {
  const { user } = useAuth();
  const { set } = useTheme();
  const accountTheme = user?.settings?.theme;
  useEffect(() => {
    if (accountTheme) set(accountTheme);
  }, [user?._id, accountTheme, set]);
}

/** Keeps a theme the signed-in learner picked on the server (the header's toggle); signed out, it stays in this browser only. */
export function useSaveTheme(): (theme: Theme) => void {
  const { user } = useAuth();
  const auth = useAuthActor();
  const signedIn = user !== null;
  return useCallback(
    (theme: Theme) => {
      if (!signedIn) return;
      settingsApi.save({ theme }).then(
        ({ user: saved }) => auth.send({ type: 'USER_UPDATED', user: saved }),
        // The theme still applies in this browser; the server keeps the last one it saved.
        (error: unknown) => console.warn('The theme could not be saved to the account', error),
      );
    },
    [signedIn, auth],
  );
}
