import { Link } from 'wouter';
import { contestTypeCounts, formatStart, upcomingContests } from '../contestFilters';
import type { Contest } from '../sampleContests';
import { SideCard } from '../../layout/components/SideCard';
import { SideRows } from '../../layout/components/SideRows';

const quickActions = ['Create Contest', 'View Leaderboard', 'Contest History'] as const;

export function ContestSidebar({ contests }: { contests: readonly Contest[] }) {
  const types = contestTypeCounts(contests);
  return (
    <aside className="list-sidebar">
      <SideRows
        title="Contest Types"
        rows={(['weekly', 'special', 'beginner'] as const).map((type) => ({
          name: type.charAt(0).toUpperCase() + type.slice(1),
          value: types[type],
        }))}
      />
      <SideCard title="Quick Actions">
        <div className="quick-actions">
          {quickActions.map((action) => (
            <button key={action} type="button" className="btn btn-outline btn-block">
              {action}
            </button>
          ))}
        </div>
      </SideCard>
      <SideCard title="Upcoming Contests">
        <ul className="plain-list">
          {upcomingContests(contests).map((contest) => (
            <li key={contest._id} className="upcoming-row">
              <Link href={`/contest/${contest._id}`}>{contest.title}</Link>
              <span className="muted small">{formatStart(contest.startTime)}</span>
            </li>
          ))}
        </ul>
      </SideCard>
    </aside>
  );
}
