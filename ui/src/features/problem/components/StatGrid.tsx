import type { ReactNode } from 'react';

/** Labelled figures of one verdict (runtime, memory, cases passed, ...). */
export function StatGrid({ stats }: { stats: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <div className="pp-stats">
      {stats.map(([label, value]) => (
        <div className="pp-stat" key={label}>
          <div className="pp-stat-label">{label}</div>
          <div className="pp-stat-value">{value}</div>
        </div>
      ))}
    </div>
  );
}
