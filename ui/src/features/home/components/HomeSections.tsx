import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AppstoreOutlined, BarChartOutlined, TagsOutlined } from '@ant-design/icons';

const features = [
  {
    title: 'Vast Problem Library',
    text: 'From arrays to graphs, a growing set of problems with examples, hidden tests and editorials.',
    icon: <AppstoreOutlined />,
  },
  {
    title: 'Difficulty Levels',
    text: 'Start easy, step up to medium and take on hard problems when you are ready.',
    icon: <BarChartOutlined />,
  },
  {
    title: 'Topic-wise Challenges',
    text: 'Focus on arrays, linked lists, graphs or dynamic programming and master one topic at a time.',
    icon: <TagsOutlined />,
  },
] as const;

/** Fixed counts, spec §9. */
const levels = [
  { name: 'Easy', count: '9+', text: 'Warm up with the fundamentals.', tone: 'easy' },
  { name: 'Medium', count: '7+', text: 'Combine ideas and build intuition.', tone: 'medium' },
  { name: 'Hard', count: '6+', text: 'Stretch yourself on the toughest ones.', tone: 'hard' },
] as const;

/** A section of the landing page, reached by its anchor (`/#features`): heading, lead line, then a grid of cards. */
function HomeSection({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section id={id} className="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <p className="section-lead muted">{lead}</p>
      <div className="card-grid">{children}</div>
    </section>
  );
}

export function FeaturesSection() {
  return (
    <HomeSection id="features" title="Features" lead="Everything you need to practise with purpose.">
      {features.map((feature) => (
        <article key={feature.title} className="surface-card feature-card">
          <span className="feature-icon" aria-hidden="true">
            {feature.icon}
          </span>
          <h3>{feature.title}</h3>
          <p className="muted">{feature.text}</p>
        </article>
      ))}
    </HomeSection>
  );
}

export function JourneySection() {
  return (
    <HomeSection id="journey" title="Journey" lead="Pick your level and climb.">
      {levels.map((level) => (
        <article key={level.name} className={`surface-card level-card level-${level.tone}`}>
          <h3>{level.name}</h3>
          <p className="level-count">{level.count}</p>
          <p className="muted">{level.text}</p>
          <Link href="/problems" className="btn btn-outline" aria-label={`View Problems: ${level.name}`}>
            View Problems
          </Link>
        </article>
      ))}
    </HomeSection>
  );
}
