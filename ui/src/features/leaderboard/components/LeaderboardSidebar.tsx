import { CheckCircleFilled, FireFilled, RocketFilled, StarFilled } from '@ant-design/icons';
import { SideCard } from '../../layout/components/SideCard';
import { SideRows } from '../../layout/components/SideRows';

/** Fixed sample panels (spec §2): own ranking, categories and achievements. */
const ownRanking = [
  { label: 'Global Rank', value: '#1,248' },
  { label: 'Rating', value: '1,587' },
  { label: 'Problems Solved', value: '142' },
  { label: 'Top', value: '12%' },
] as const;

/** Each category with its leader. */
const categories = [
  { name: 'Algorithms', value: 'mei_tan0' },
  { name: 'Data Structures', value: 'arjun_meh7' },
  { name: 'Mathematics', value: 'sofia_ros14' },
  { name: 'Strings', value: 'lukas_sch21' },
] as const;

const achievements = [
  { name: 'First Accepted', text: 'Solve your first problem', icon: <CheckCircleFilled />, tone: 'easy' },
  { name: '7-Day Streak', text: 'Solve a problem 7 days in a row', icon: <FireFilled />, tone: 'medium' },
  { name: 'Contest Debut', text: 'Take part in a contest', icon: <RocketFilled />, tone: 'accent' },
  { name: 'Hard Hitter', text: 'Solve 10 hard problems', icon: <StarFilled />, tone: 'hard' },
] as const;

export function LeaderboardSidebar() {
  return (
    <aside className="list-sidebar">
      <SideCard title="Your Ranking">
        <dl className="mini-stats">
          {ownRanking.map((item) => (
            <div key={item.label}>
              <dt className="muted small">{item.label}</dt>
              <dd className="strong">{item.value}</dd>
            </div>
          ))}
        </dl>
      </SideCard>
      <SideRows title="Categories" rows={categories} valueClassName="muted small" />
      <SideCard title="Achievements">
        <ul className="plain-list">
          {achievements.map((a) => (
            <li key={a.name} className="achievement-row">
              <span className={`achievement-icon text-${a.tone}`} aria-hidden="true">
                {a.icon}
              </span>
              <div>
                <div className="strong">{a.name}</div>
                <div className="muted small">{a.text}</div>
              </div>
            </li>
          ))}
        </ul>
      </SideCard>
    </aside>
  );
}
