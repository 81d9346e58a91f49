import { useEffect, useRef } from 'react';
import { App, Button } from 'antd';
import { GoogleOutlined } from '@ant-design/icons';
import { useMachine } from '@xstate/react';
import { useTheme } from '../../theme/ThemeProvider';
import { useAuthActor } from '../../account/AuthProvider';
import { googleButtonMachine } from '../googleButtonMachine';
import { renderGoogleButton } from '../googleIdentity';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
export const GOOGLE_UNAVAILABLE = 'Google sign-in is unavailable right now';

/** Google's own button once its script is ready; until then, or without it, a stand-in that says why. */
export function GoogleSignInButton({ action }: { action: 'Sign in' | 'Sign up' }) {
  const auth = useAuthActor();
  const { mode } = useTheme();
  const { message } = App.useApp();
  const [state] = useMachine(googleButtonMachine);
  const slot = useRef<HTMLDivElement>(null);
  const ready = state.matches('ready');

  useEffect(() => {
    const parent = slot.current;
    if (!ready || !parent) return;
    return renderGoogleButton(
      parent,
      {
        type: 'standard',
        theme: mode === 'dark' ? 'filled_black' : 'outline',
        size: 'large',
        shape: 'rectangular',
        text: action === 'Sign in' ? 'signin_with' : 'signup_with',
        // GIS takes a width in pixels, from 200 to 400.
        width: Math.min(400, Math.max(200, Math.round(parent.clientWidth))),
        logo_alignment: 'center',
      },
      (token) => auth.send({ type: 'GOOGLE_LOGIN', token }),
    );
  }, [ready, action, auth, mode]);

  const label = `${action} with Google`;
  if (ready) return <div ref={slot} className="google-button-slot" />;
  if (state.matches('notConfigured') || state.matches('unavailable')) {
    const notice = state.matches('notConfigured') ? GOOGLE_NOT_CONFIGURED : GOOGLE_UNAVAILABLE;
    return (
      <Button block icon={<GoogleOutlined aria-hidden />} onClick={() => void message.info(notice)}>
        {label}
      </Button>
    );
  }
  return (
    <Button block icon={<GoogleOutlined aria-hidden />} loading disabled>
      {label}
    </Button>
  );
}
