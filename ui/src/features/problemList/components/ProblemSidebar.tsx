import { DIFFICULTIES, DIFFICULTY_LABELS, type ProblemSummaryCounts } from '../problemFilters';
import { SideCard } from '../../layout/components/SideCard';
import { SideRows } from '../../layout/components/SideRows';

/** Static sample list (spec §2): each sprint with its number of problems. */
const sprints = [
  { name: 'Good Problems', value: 4 },
  { name: 'Interview Pro', value: 2 },
  { name: 'Hard', value: 1 },
] as const;

export function ProblemSidebar({ counts, loading }: { counts: ProblemSummaryCounts; loading: boolean }) {
  return (
    <aside className="list-sidebar">
      <SideCard title="Difficulty Breakdown">
        {DIFFICULTIES.map((difficulty) => {
          const { solved, total } = counts.byDifficulty[difficulty];
          const percent = total ? Math.round((solved / total) * 100) : 0;
          const label = DIFFICULTY_LABELS[difficulty];
          return (
            <div key={difficulty} className="breakdown-row">
              <div className="breakdown-head">
                <span className={`text-${difficulty}`}>{label}</span>
                <span className="muted">{loading ? '–' : `${solved}/${total}`}</span>
              </div>
              <div
                className="progress-track"
                role="progressbar"
                aria-label={`${label} solved`}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={solved}
                aria-valuetext={`${solved} of ${total} solved`}
              >
                <div className={`progress-fill fill-${difficulty}`} style={{ width: `${percent}%` }} />
              </div>
            </div>
          );
        })}
      </SideCard>
      <SideRows title="My Sprints" rows={sprints} />
    </aside>
  );
}
