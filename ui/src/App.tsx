import { AuthProvider, useAuth } from './features/account/AuthProvider';
import { FullPageSpinner } from './features/account/components/FullPageSpinner';
import { LiveProvider } from './features/live/LiveProvider';
import { ThemeProvider } from './features/theme/ThemeProvider';
import { AppRoutes } from './routes';
import { useBootShellOnlyOnProblems } from './lib/bootShell';
import { useAccountTheme } from './features/settings/useAccountTheme';

/** Nothing is shown until the session check has answered (spec §2). */
function SessionGate() {
  const { phase } = useAuth();
  useBootShellOnlyOnProblems();
  useAccountTheme();
  return phase === 'checking' ? <FullPageSpinner label="Checking your session" /> : <AppRoutes />;
}

export function App() {
  return (
    <ThemeProvider>
      <AuthProvider>
        <LiveProvider>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SessionGate />
        </LiveProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
