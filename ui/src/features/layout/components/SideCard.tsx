import { useId, type ReactNode } from 'react';

/** A titled card in a list page's sidebar, named by its heading. */
export function SideCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="surface-card side-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="side-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
