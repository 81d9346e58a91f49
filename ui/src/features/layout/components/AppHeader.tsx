import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useAuth } from '../../account/AuthProvider';
import { ThemeToggle } from '../../theme/components/ThemeToggle';
import { AvatarMenu } from './AvatarMenu';
import { Logo } from './Logo';

const memberLinks = [
  { href: '/problems', label: 'Problems' },
  { href: '/contests', label: 'Contests' },
  { href: '/leaderboard', label: 'Leaderboard' },
  { href: '/courses', label: 'Courses' },
] as const;

const visitorAnchors = [
  { href: '/#features', label: 'Features' },
  { href: '/#journey', label: 'Journey' },
  { href: '/#about', label: 'About' },
] as const;

/** The header of the home, problems, contests, leaderboard and courses screens (spec §2). */
export function AppHeader() {
  const { isAuthenticated, user } = useAuth();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A new location closes the menu, in the same render rather than in an effect after it.
  const [menuLocation, setMenuLocation] = useState(location);
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

  const links = isAuthenticated ? [...memberLinks, ...(user?.role === 'admin' ? [{ href: '/admin', label: 'Admin' }] : [])] : [];
  const nav = (
    <>
      {links.map((link) => (
        <Link key={link.href} href={link.href} className="nav-link" aria-current={location === link.href ? 'page' : undefined}>
          {link.label}
        </Link>
      ))}
      {!isAuthenticated &&
        visitorAnchors.map((anchor) => (
          <a key={anchor.href} href={anchor.href} className="nav-link" onClick={() => setMenuOpen(false)}>
            {anchor.label}
          </a>
        ))}
    </>
  );
  const visitorButtons = (
    <>
      <Link href="/login" className="btn btn-ghost">
        Log In
      </Link>
      <Link href="/signup" className="btn btn-primary">
        Sign Up
      </Link>
    </>
  );

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Logo />
        <nav className="header-nav" aria-label="Main">
          {nav}
        </nav>
        <div className="header-actions">
          <ThemeToggle />
          {isAuthenticated ? <AvatarMenu /> : <div className="header-visitor-buttons">{visitorButtons}</div>}
          <button
            type="button"
            className="menu-toggle"
            aria-label={menuOpen ? 'Close navigation' : 'Open navigation'}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseOutlined aria-hidden /> : <MenuOutlined aria-hidden />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-nav" className="mobile-nav" aria-label="Main (mobile)">
          {nav}
          {!isAuthenticated && <div className="mobile-nav-buttons">{visitorButtons}</div>}
        </nav>
      )}
    </header>
  );
}
