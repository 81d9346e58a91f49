import { Progress } from 'antd';
import type { ProfileView } from '@forge/contracts';

const DIFFICULTIES = [
  { key: 'easy', label: 'Easy', className: 'pf-easy' },
  { key: 'medium', label: 'Medium', className: 'pf-medium' },
  { key: 'hard', label: 'Hard', className: 'pf-hard' },
] as const;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Solved against the library as a ring and a bar per difficulty; every figure is written out beside its drawing. */
export function SolvedSummary({ solved, totals }: Pick<ProfileView, 'solved' | 'totals'>) {
  const library = totals.easy + totals.medium + totals.hard;
  return (
    <div className="pf-solved">
      <Progress
        type="circle"
        percent={percent(solved.total, library)}
        size={112}
        format={() => (
          <span className="pf-ring-text">
            <strong>{solved.total}</strong>
            <span className="muted small">/ {library}</span>
          </span>
        )}
        aria-label={`Solved ${solved.total} of ${library} problems`}
      />
      <dl className="pf-bars">
        {DIFFICULTIES.map(({ key, label, className }) => (
          <div key={key} className={`pf-bar ${className}`}>
            <dt>{label}</dt>
            <dd>
              <span className="pf-count">
                {solved[key]} / {totals[key]}
              </span>
              <Progress percent={percent(solved[key], totals[key])} showInfo={false} size="small" aria-hidden="true" />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Accepted verdicts of all verdicts, as a dashboard gauge with its figure written in it. */
export function AcceptanceRate({ rate }: { rate: number }) {
  return <Progress type="dashboard" percent={rate} size={112} format={() => `${rate} %`} aria-label={`Acceptance rate ${rate} %`} />;
}
