import { Tag } from 'antd';
import type { SubmissionView } from '@forge/contracts';
import { statusColor, statusLabel, verdictName } from '../../problem/format';
import { formatScore } from '../subtaskProgress';

/** A scored problem's submission (issue 31): "70 / 100"; else null. */
export const scoreOf = (s: SubmissionView) => (s.score !== undefined && s.maxScore !== undefined ? formatScore(s.score, s.maxScore) : null);

export function StatusTag({ status }: { status: SubmissionView['status'] }) {
  return <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>;
}

/**
 * What the badge shows, as text: the spec's label, then the verdict in words when they differ. A
 * control holding the badge names it with this text, so its name contains what it shows (WCAG 2.5.3).
 */
export function verdictText(submission: Pick<SubmissionView, 'status' | 'errorMessage'>): string {
  const label = statusLabel(submission.status);
  const name = verdictName(submission);
  return name === label ? label : `${label} ${name}`;
}

/** The spec's badge, and beside it the verdict in words (issue 33): "Error" alone says too little. */
export function VerdictBadge({ submission }: { submission: Pick<SubmissionView, 'status' | 'errorMessage'> }) {
  const name = verdictName(submission);
  return (
    <span className="pp-verdict-badge" data-testid="verdict">
      <StatusTag status={submission.status} />
      {/* A space between, so the text reads "Error Time Limit Exceeded" as the button's name does. */}
      {name !== statusLabel(submission.status) && (
        <>
          {' '}
          <span className="pp-verdict-name">{name}</span>
        </>
      )}
    </span>
  );
}
