import type { ReactNode } from 'react';
import { App, Button } from 'antd';
import { GithubOutlined, GoogleOutlined } from '@ant-design/icons';
import '../../../styles/auth.css';
import { Logo } from '../../layout/components/Logo';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ThemeToggle } from '../../theme/components/ThemeToggle';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';

/** Shared frame of /login and /signup: brand panel, form card and the social buttons. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="auth-page">
      <div className="auth-topbar">
        <Logo />
        <ThemeToggle />
      </div>
      <main className="auth-main" id="main">
        <section className="auth-card surface-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-title">
            {title}
          </h1>
          <p className="muted auth-subtitle">{subtitle}</p>
          {children}
          <div className="auth-footer">{footer}</div>
        </section>
      </main>
    </div>
  );
}

/** Google is not wired yet (it comes with the Google sign-in issue); GitHub has no behaviour by design. */
export function SocialButtons({ action }: { action: 'Sign in' | 'Sign up' }) {
  const { message } = App.useApp();
  return (
    <div className="social-buttons">
      <Button block icon={<GoogleOutlined aria-hidden />} onClick={() => void message.info(GOOGLE_NOT_CONFIGURED)}>
        {action} with Google
      </Button>
      <Button block icon={<GithubOutlined aria-hidden />}>
        {action} with GitHub
      </Button>
    </div>
  );
}
