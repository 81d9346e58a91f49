import { Link } from 'wouter';
import { DIFFICULTY_LABELS, statusOf, visibleTags, type ProblemStatus, type ProblemSummary, type Progress } from '../problemFilters';

const statusLabels: Record<ProblemStatus, string> = { solved: 'Solved', attempted: 'Attempted', unsolved: 'Not attempted' };
const SKELETON_ROWS = 8;

interface ProblemRowsProps {
  readonly loading: boolean;
  readonly rows: readonly ProblemSummary[];
  /** Running numbers continue across pages. */
  readonly offset: number;
  readonly progress: Progress;
  readonly hasProblems: boolean;
  readonly onClearFilters: () => void;
}

export function ProblemRows({ loading, rows, offset, progress, hasProblems, onClearFilters }: ProblemRowsProps) {
  if (loading) {
    return (
      <div className="problem-table" aria-busy="true" aria-label="Loading problems">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <div key={i} className="problem-row skeleton-row" aria-hidden="true">
            <span className="skeleton skeleton-dot" />
            <span className="skeleton skeleton-text" style={{ width: `${40 + ((i * 17) % 35)}%` }} />
            <span className="skeleton skeleton-pill" />
          </div>
        ))}
      </div>
    );
  }
  if (!hasProblems) {
    return (
      <div className="empty-state">
        <h2>No Problems Available</h2>
        <p className="muted">New problems are on their way. Check back soon.</p>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="empty-state">
        <h2>No Problems Found</h2>
        <p className="muted">Try a different search or clear the filters.</p>
        <button type="button" className="btn btn-outline" onClick={onClearFilters}>
          Clear filters
        </button>
      </div>
    );
  }
  return (
    <ol className="problem-table" start={offset + 1} aria-label="Problems">
      {rows.map((problem, i) => {
        const status = statusOf(problem._id, progress);
        const tags = visibleTags(problem.tags);
        return (
          <li key={problem._id}>
            <Link href={`/problem/${problem._id}`} className="problem-row" data-status={status}>
              <span className={`dot dot-${status}`} role="img" aria-label={statusLabels[status]} title={statusLabels[status]} />
              <span className="problem-number">{offset + i + 1}.</span>
              <span className="problem-title">{problem.title}</span>
              <span className={`badge badge-${problem.difficulty}`}>{DIFFICULTY_LABELS[problem.difficulty]}</span>
              <span className="problem-tags">
                {tags.shown.map((tag) => (
                  <span key={tag} className="tag-pill">
                    {tag}
                  </span>
                ))}
                {tags.more > 0 && <span className="tag-more">+{tags.more} more</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
