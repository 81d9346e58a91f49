import { Link } from 'wouter';

/** The Forge mark: an anvil spark. */
export function Logo() {
  return (
    <Link href="/" className="logo" aria-label="Forge home">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--forge-accent)" />
        <path d="M7 14h14c0 3-2 5-5 5v3h4v3H10v-3h4v-3c-4 0-7-2-7-5z" fill="#fff" />
        <path d="M22 7l1.2 2.6L26 11l-2.8 1.2L22 15l-1.2-2.8L18 11l2.8-1.4z" fill="#ffd8a8" />
      </svg>
      <span className="logo-text">Forge</span>
    </Link>
  );
}
