import type { ReactNode } from 'react';
import { Button } from 'antd';
import { GithubOutlined } from '@ant-design/icons';
import '../../../styles/auth.css';
import { Logo } from '../../layout/components/Logo';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ThemeToggle } from '../../theme/components/ThemeToggle';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LinkAccountsDialog } from './LinkAccountsDialog';

/** Shared frame of /login and /signup: brand panel, form card and the social buttons. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
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

/** Google sign-in (with its 'Link Your Accounts' dialog); GitHub has no behaviour by design. */
export function SocialButtons({ action }: { action: 'Sign in' | 'Sign up' }) {
  return (
    <div className="social-buttons">
      <GoogleSignInButton action={action} />
      <Button block icon={<GithubOutlined aria-hidden />}>
        {action} with GitHub
      </Button>
      <LinkAccountsDialog />
    </div>
  );
}
