import { Link } from 'wouter';
import { PageShell } from './PageShell';

/** Unknown paths, and the contest and profile targets whose screens are not built yet. */
export function NotFoundPage({
  title = 'Page not found',
  text = 'The page you are looking for does not exist.',
  back = { href: '/', label: 'Back to home' },
}: {
  title?: string;
  text?: string;
  /** Where the way out leads: home, or the list the missing thing belongs to. */
  back?: { href: string; label: string };
}) {
  return (
    <PageShell>
      <section className="empty-state large">
        <h1>{title}</h1>
        <p className="muted">{text}</p>
        <Link href={back.href} className="btn btn-primary">
          {back.label}
        </Link>
      </section>
    </PageShell>
  );
}

export default NotFoundPage;

export function ComingSoonPage() {
  return <NotFoundPage title="Coming soon" text="This page is not available yet. Check back later." />;
}
