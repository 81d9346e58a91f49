import { Link } from 'wouter';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAuth } from '../../account/AuthProvider';
import { AppHeader } from '../../layout/components/AppHeader';
import { SiteFooter } from '../../layout/components/SiteFooter';
import { FeaturesSection, JourneySection } from './HomeSections';
import '../../../styles/home.css';
import '../../../styles/footer.css';

const codeLines = [
  ['kw', 'function '],
  ['fn', 'climbStairs'],
  ['', '(n) {'],
] as const;

/** The landing page `/` (spec §2 home). Kept free of heavy components: it is the first paint. */
export default function HomePage() {
  const { isAuthenticated } = useAuth();
  useDocumentTitle();
  return (
    <div className="page">
      <AppHeader />
      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero-inner">
            <div className="hero-copy">
              <p className="eyebrow">Practise · Compete · Grow</p>
              <h1 id="hero-title" className="hero-title">
                Forge Your Skills. <span className="accent-text">Conquer Challenges.</span>
              </h1>
              <p className="hero-lead">
                Sharpen your problem solving with hand-picked challenges in C++, Java, JavaScript, Python and C, judged live in your
                browser.
              </p>
              <div className="hero-actions">
                <Link href="/problems" className="btn btn-primary btn-large">
                  Explore Problems
                </Link>
                <Link href="/courses" className="btn btn-outline btn-large">
                  Explore Courses
                </Link>
              </div>
            </div>
            <div className="hero-card" aria-hidden="true">
              <div className="hero-card-bar">
                <span />
                <span />
                <span />
              </div>
              <pre className="hero-code">
                <code>
                  {codeLines.map(([kind, text], i) => (
                    <span key={i} className={kind ? `tok-${kind}` : undefined}>
                      {text}
                    </span>
                  ))}
                  {'\n  let [a, b] = [1, 1];\n  for (let i = 1; i < n; i++)\n    [a, b] = [b, a + b];\n  return b;\n}'}
                </code>
              </pre>
              <div className="hero-verdict">
                <span className="dot dot-solved" /> Accepted · 12/12 tests · 0.04 s
              </div>
            </div>
          </div>
        </section>
        <FeaturesSection />
        <JourneySection />
        <section id="about" className="cta" aria-labelledby="cta-title">
          <h2 id="cta-title">Ready to start your journey?</h2>
          <p className="muted">
            Forge is an open practice platform built by learners for learners: solve, submit, review and keep getting better.
          </p>
          {isAuthenticated ? (
            <Link href="/problems" className="btn btn-primary btn-large">
              View Problems
            </Link>
          ) : (
            <Link href="/signup" className="btn btn-primary btn-large">
              Get Started for Free
            </Link>
          )}
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
