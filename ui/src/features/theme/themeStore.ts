import { createStore } from '@xstate/store';

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'forge-theme';

/** Keeps the choice for the next visit; private mode or disabled storage keeps it for this one only. */
export function rememberInStorage(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // The choice lasts for this visit only.
  }
}

/**
 * The colour scheme, a store (no finite states): starts from the remembered or preferred mode
 * and remembers every change through `remember`.
 */
export function createThemeStore(mode: ThemeMode, remember: (mode: ThemeMode) => void = rememberInStorage) {
  return createStore({
    context: { mode },
    on: {
      TOGGLE: (context, _event, enq) => {
        const next: ThemeMode = context.mode === 'dark' ? 'light' : 'dark';
        enq.effect(() => remember(next));
        return { mode: next };
      },
      SET: (_context, event: { mode: ThemeMode }, enq) => {
        enq.effect(() => remember(event.mode));
        return { mode: event.mode };
      },
    },
  });
}

/** The remembered mode, else the system preference. */
export function preferredMode(storage: Pick<Storage, 'getItem'> | undefined, prefersDark: boolean): ThemeMode {
  let stored: string | null;
  try {
    stored = storage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}
