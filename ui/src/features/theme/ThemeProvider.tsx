import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/store-react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { createThemeStore, preferredMode, type ThemeMode } from './themeStore';

interface ThemeValue {
  readonly mode: ThemeMode;
  readonly toggle: () => void;
  /** Puts a mode chosen elsewhere (the account's, kept on the server) in place. */
  readonly set: (mode: ThemeMode) => void;
}

const ThemeContext = createContext<ThemeValue>({ mode: 'light', toggle: () => {}, set: () => {} });

/** Kept in step with the `--forge-*` colours in styles.css and the boot script in index.html. */
const surfaces = {
  light: { colorBgLayout: '#f6f7f9', colorBgContainer: '#ffffff' },
  dark: { colorBgLayout: '#0f1115', colorBgContainer: '#171a21' },
} as const;

/**
 * Colours that hold WCAG AA (4.5:1) on those surfaces: the orange a shade darker than #d9480f, so white
 * reads on it (5.2:1) and it reads on white; in dark, text in orange (a selected tab) takes the link's lighter
 * orange, since antd's dark algorithm darkens the primary to 3.2:1; secondary text a little stronger than antd's.
 * Success green in light is the site's easy green (#237032, 6.1:1 on white; antd's #52c41a is 2.26:1, too faint
 * for the Result tab's "Accepted"); dark keeps antd's (#49aa19, 5.8:1 on the dark surface). A primary button
 * under the pointer darkens (#ad3a0b, 6.2:1 for its white text) where antd's lighter hover (#cf602d) is 3.91:1.
 */
const readable = {
  light: {
    colorLink: '#c2410c',
    colorSuccess: '#237032',
    // antd derives a success tag's fill from colorSuccess; from this darker green it came out grey (#a5b0a6,
    // 2.48:1 under the tag's text): the fills of antd's own green stay.
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorPrimaryHover: '#ad3a0b',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  dark: {
    colorLink: '#ff8f4d',
    colorError: '#ff7875',
    colorTextDescription: 'rgba(255, 255, 255, 0.58)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  },
} as const;

const components = {
  light: {},
  dark: { Tabs: { itemSelectedColor: '#ff8f4d', itemActiveColor: '#ff8f4d', itemHoverColor: '#ffa871', inkBarColor: '#ff8f4d' } },
} as const;

function initialMode(): ThemeMode {
  const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return preferredMode(typeof localStorage === 'undefined' ? undefined : localStorage, prefersDark);
}

/** antd light/dark themes for the whole app, switched by the theme store. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createThemeStore(initialMode()));
  const mode = useSelector(store, (s) => s.context.mode);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset['theme'] = mode;
    root.style.colorScheme = mode;
  }, [mode]);

  // `set` keeps its identity across modes, so an effect that depends on it runs again only when what it sets changes.
  const set = useCallback((next: ThemeMode) => store.send({ type: 'SET', mode: next }), [store]);
  const value = useMemo<ThemeValue>(() => ({ mode, toggle: () => store.send({ type: 'TOGGLE' }), set }), [mode, store, set]);
  const config = useMemo(
    () => ({
      algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: {
        colorPrimary: '#c2410c',
        borderRadius: 8,
        fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        ...surfaces[mode],
        ...readable[mode],
      },
      components: components[mode],
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
