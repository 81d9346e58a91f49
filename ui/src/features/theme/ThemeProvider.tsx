import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { preferredMode, themeMachine, type ThemeMode } from './themeMachine';

interface ThemeValue {
  readonly mode: ThemeMode;
  readonly toggle: () => void;
}

const ThemeContext = createContext<ThemeValue>({ mode: 'light', toggle: () => {} });

/** Kept in step with the `--forge-*` colours in styles.css and the boot script in index.html. */
const surfaces = {
  light: { colorBgLayout: '#f6f7f9', colorBgContainer: '#ffffff' },
  dark: { colorBgLayout: '#0f1115', colorBgContainer: '#171a21' },
} as const;

function initialMode(): ThemeMode {
  const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return preferredMode(typeof localStorage === 'undefined' ? undefined : localStorage, prefersDark);
}

/** antd light/dark themes for the whole app, switched by the theme machine. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [input] = useState(() => ({ mode: initialMode() }));
  const actor = useActorRef(themeMachine, { input });
  const mode = useSelector(actor, (s) => s.context.mode);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset['theme'] = mode;
    root.style.colorScheme = mode;
  }, [mode]);

  const value = useMemo<ThemeValue>(() => ({ mode, toggle: () => actor.send({ type: 'TOGGLE' }) }), [mode, actor]);
  const config = useMemo(
    () => ({
      algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: {
        colorPrimary: '#d9480f',
        colorLink: mode === 'dark' ? '#ff8f4d' : '#c2410c',
        borderRadius: 8,
        fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        ...surfaces[mode],
      },
    }),
    [mode],
  );

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider theme={config}>
        {/* antd's App: message, modal and notification for every screen (App.useApp()), kept across navigation. */}
        <AntApp component={false}>{children}</AntApp>
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}

export const useTheme = (): ThemeValue => useContext(ThemeContext);
