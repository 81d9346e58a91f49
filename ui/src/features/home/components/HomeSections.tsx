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

export function FeaturesSection() {
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <h2 id="features-title" className="section-title">
        Features
      </h2>
      <p className="section-lead muted">Everything you need to practise with purpose.</p>
      <div className="card-grid">
        {features.map((feature) => (
          <article key={feature.title} className="surface-card feature-card">
            <span className="feature-icon" aria-hidden="true">
              {feature.icon}
            </span>
            <h3>{feature.title}</h3>
            <p className="muted">{feature.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

export function JourneySection() {
  return (
    <section id="journey" className="section" aria-labelledby="journey-title">
      <h2 id="journey-title" className="section-title">
        Journey
      </h2>
      <p className="section-lead muted">Pick your level and climb.</p>
      <div className="card-grid">
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
      </div>
    </section>
  );
}
