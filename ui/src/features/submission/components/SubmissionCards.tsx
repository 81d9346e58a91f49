import type { SubmissionView } from '@forge/contracts';
import { formatRuntime, formatSubmissionMemory, formatSubmittedAt, languageOf } from '../../problem/format';
import { scoreOf, VerdictBadge, verdictText } from './VerdictBadge';

/** The submission history on a phone: one card per submission, every figure in sight, no sideways scroll. */
export function SubmissionCards({ submissions, onSelect }: { submissions: readonly SubmissionView[]; onSelect: (id: string) => void }) {
  return (
    <ol className="pp-submission-cards" aria-label="Submissions">
      {submissions.map((s, i) => {
        const score = scoreOf(s);
        return (
          <li key={s._id}>
            <button
              type="button"
              className="pp-submission-card"
              aria-label={`View submission ${submissions.length - i}: ${verdictText(s)}`}
              onClick={() => onSelect(s._id)}
            >
              <span className="pp-submission-card-head">
                <span className="pp-muted">#{submissions.length - i}</span>
                <VerdictBadge submission={s} />
              </span>
              <span className="pp-submission-card-figures">
                <span>{languageOf(s.language).label}</span>
                <span className="pp-nowrap">{formatRuntime(s.runtime)}</span>
                <span className="pp-nowrap">{formatSubmissionMemory(s.memory)}</span>
                <span className="pp-nowrap">
                  {s.testCasesPassed}/{s.testCasesTotal} cases
                </span>
                {score !== null && <span className="pp-nowrap">{score}</span>}
              </span>
              <span className="pp-muted pp-nowrap">{formatSubmittedAt(s.createdAt)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
