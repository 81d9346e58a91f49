import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { AppHeader } from './AppHeader';
import '../../../styles/lists.css';

/** Header plus a centred main column; the list screens share it. */
export function PageShell({ children, title, subtitle }: { children: ReactNode; title?: string; subtitle?: string }) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <AppHeader />
      <main className="page-main" id="main">
        {title && (
          <div className="page-heading">
            <h1>{title}</h1>
            {subtitle && <p className="muted">{subtitle}</p>}
          </div>
        )}
        {children}
      </main>
    </div>
  );
}
