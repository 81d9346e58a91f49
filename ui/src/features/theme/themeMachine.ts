import { assign, setup } from 'xstate';

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'forge-theme';

/** The colour scheme: starts from the remembered or preferred mode, remembers every change. */
export const themeMachine = setup({
  types: {
    context: {} as { mode: ThemeMode },
    input: {} as { mode: ThemeMode },
    events: {} as { type: 'TOGGLE' } | { type: 'SET'; mode: ThemeMode },
  },
  actions: {
    remember: (_, params: { mode: ThemeMode }) => {
      try {
        localStorage.setItem(THEME_STORAGE_KEY, params.mode);
      } catch {
        // Private mode or storage disabled: the choice lasts for this visit only.
      }
    },
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ mode: input.mode }),
  on: {
    TOGGLE: {
      actions: [
        assign(({ context }) => ({ mode: context.mode === 'dark' ? ('light' as const) : ('dark' as const) })),
        { type: 'remember', params: ({ context }) => ({ mode: context.mode }) },
      ],
    },
    SET: {
      actions: [assign(({ event }) => ({ mode: event.mode })), { type: 'remember', params: ({ event }) => ({ mode: event.mode }) }],
    },
  },
});

/** The remembered mode, else the system preference. */
export function preferredMode(storage: Pick<Storage, 'getItem'> | undefined, prefersDark: boolean): ThemeMode {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}
