import { Link } from 'wouter';
import { contestTypeCounts, formatStart, upcomingContests } from '../contestFilters';
import type { Contest } from '../sampleContests';

const quickActions = ['Create Contest', 'View Leaderboard', 'Contest History'] as const;

export function ContestSidebar({ contests }: { contests: readonly Contest[] }) {
  const types = contestTypeCounts(contests);
  return (
    <aside className="list-sidebar">
      <section className="surface-card side-card" aria-labelledby="types-title">
        <h2 id="types-title" className="side-title">
          Contest Types
        </h2>
        <ul className="plain-list">
          {(['weekly', 'special', 'beginner'] as const).map((type) => (
            <li key={type} className="sprint-row">
              <span>{type.charAt(0).toUpperCase() + type.slice(1)}</span>
              <span className="count-pill">{types[type]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="surface-card side-card" aria-labelledby="quick-title">
        <h2 id="quick-title" className="side-title">
          Quick Actions
        </h2>
        <div className="quick-actions">
          {quickActions.map((action) => (
            <button key={action} type="button" className="btn btn-outline btn-block">
              {action}
            </button>
          ))}
        </div>
      </section>
      <section className="surface-card side-card" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="side-title">
          Upcoming Contests
        </h2>
        <ul className="plain-list">
          {upcomingContests(contests).map((contest) => (
            <li key={contest._id} className="upcoming-row">
              <Link href={`/contest/${contest._id}`}>{contest.title}</Link>
              <span className="muted small">{formatStart(contest.startTime)}</span>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
