import type { ProblemSummaryCounts } from '../problemFilters';

/** Total, easy, medium and hard counts above the list. */
/** `unknown` when the list could not be loaded: a dash instead of a misleading 0. */
export function SummaryStats({ counts, loading, unknown }: { counts: ProblemSummaryCounts; loading: boolean; unknown: boolean }) {
  const stats = [
    { label: 'Total Problems', value: counts.total, tone: 'total' },
    { label: 'Easy', value: counts.byDifficulty.easy.total, tone: 'easy' },
    { label: 'Medium', value: counts.byDifficulty.medium.total, tone: 'medium' },
    { label: 'Hard', value: counts.byDifficulty.hard.total, tone: 'hard' },
  ];
  return (
    <dl className="stat-grid" aria-busy={loading}>
      {stats.map((stat) => (
        <div key={stat.label} className={`stat-card stat-${stat.tone}`}>
          <dt>{stat.label}</dt>
          <dd>{loading ? <span className="skeleton skeleton-number" /> : unknown ? '–' : stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
