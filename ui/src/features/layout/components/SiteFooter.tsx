import { Logo } from './Logo';

const columns = [
  { title: 'Product', links: ['Problems', 'Contests', 'Courses', 'Pricing'] },
  { title: 'Company', links: ['About', 'Careers', 'Blog', 'Contact'] },
  { title: 'Resources', links: ['Help Center', 'Community', 'Privacy', 'Terms'] },
] as const;

/** Footer with placeholder links (spec §2 home). */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <Logo />
          <p className="muted">Practise, compete and grow, one problem at a time.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} className="footer-column" aria-label={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            {column.links.map((link) => (
              <a key={link} href="#" onClick={(e) => e.preventDefault()} className="footer-link">
                {link}
              </a>
            ))}
          </nav>
        ))}
      </div>
      <p className="footer-copy muted">© {new Date().getFullYear()} Forge. All rights reserved.</p>
    </footer>
  );
}
