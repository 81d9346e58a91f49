import { Tag } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { formatScore, type SubtaskRow, type SubtaskState } from '../subtaskProgress';
import '../../runs/components/judging.css';

const look: Record<SubtaskState, { icon: React.ReactNode; tag: string; label: string }> = {
  passed: { icon: <CheckCircleFilled style={{ color: 'var(--forge-easy)' }} aria-hidden />, tag: 'green', label: 'Passed' },
  failed: { icon: <CloseCircleFilled style={{ color: 'var(--forge-hard)' }} aria-hidden />, tag: 'red', label: 'Failed' },
  judging: { icon: <LoadingOutlined aria-hidden />, tag: 'blue', label: 'Judging' },
};

/**
 * A scored submission (issue 31): its score out of full marks, then a row per subtask with its
 * points and whether it passed, live while the submission is judged.
 */
export function SubtaskScore({
  score,
  maxScore,
  rows,
  live = false,
}: {
  score: number;
  maxScore: number;
  rows: readonly SubtaskRow[];
  live?: boolean;
}) {
  return (
    <section aria-label="Score" data-testid="score">
      <div className="jd-score">
        <span className="pp-hint">{live ? 'Score so far' : 'Score'}</span>
        <span className="jd-score-value" data-testid="score-value">
          {formatScore(score, maxScore)}
        </span>
      </div>
      {rows.length > 0 && (
        <ul className="jd-subtasks" aria-label="Subtasks">
          {rows.map((row) => (
            <li
              key={row.name}
              className="jd-subtask"
              data-testid="subtask"
              data-state={row.state}
              aria-label={`Subtask ${row.name}: ${look[row.state].label}`}
            >
              {look[row.state].icon}
              <span className="jd-subtask-name">{row.name}</span>
              <span className="jd-subtask-points">{row.score === null ? `${row.points} pts` : `${row.score} / ${row.points} pts`}</span>
              <Tag color={look[row.state].tag}>{look[row.state].label}</Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
