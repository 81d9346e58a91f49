import { useCallback, useEffect, useRef } from 'react';
import type { Theme } from '@forge/contracts';
import { useAuth, useAuthActor } from '../account/AuthProvider';
import { useTheme } from '../theme/ThemeProvider';
import { settingsApi } from './api';

/**
 * Puts the account's theme (kept on the server) in place once per sign-in. Later changes are made
 * here first (the toggle, Settings) and then saved, so an answer arriving late never turns it back.
 */
export function useAccountTheme(): void {
  const { user } = useAuth();
  const { set } = useTheme();
  const userId = user?._id;
  const accountTheme = user?.settings?.theme;
  const appliedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (appliedFor.current === userId) return;
    appliedFor.current = userId;
    if (accountTheme) set(accountTheme);
  }, [userId, accountTheme, set]);
}

/** Saves one after the other, so the account ends with the theme picked last. */
let themeSaves: Promise<unknown> = Promise.resolve();

/** Keeps a theme the signed-in learner picked on the server (the header's toggle); signed out, it stays in this browser only. */
export function useSaveTheme(): (theme: Theme) => void {
  const { user } = useAuth();
  const auth = useAuthActor();
  const signedIn = user !== null;
  return useCallback(
    (theme: Theme) => {
      if (!signedIn) return;
      themeSaves = themeSaves
        .then(() => settingsApi.save({ theme }))
        .then(
          ({ user: saved }) => auth.send({ type: 'USER_UPDATED', user: saved }),
          // The theme still applies in this browser; the account keeps the last one it saved.
          (error: unknown) => console.warn('The theme could not be saved to the account', error),
        );
    },
    [signedIn, auth],
  );
}
