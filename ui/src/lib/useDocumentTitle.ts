import { useEffect } from 'react';

/** "Problems · Forge"; the landing page passes nothing and gets the site title back. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Forge` : 'Forge: Forge Your Skills';
  }, [title]);
}
