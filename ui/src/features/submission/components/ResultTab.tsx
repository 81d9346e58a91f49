import { useSelector } from '@xstate/react';
import { Alert, Empty, Progress, Spin } from 'antd';
import type { ActorRefFrom } from 'xstate';
import { formatRuntime, formatSubmissionMemory, verdictTitle } from '../../problem/format';
import { wrongLanguageHint } from '../../problem/languageHint';
import type { runSubmitMachine } from '../../problem/runSubmitMachine';
import { Status, type SubmissionLanguage, type Subtask } from '@forge/contracts';
import { StatGrid } from '../../problem/components/StatGrid';
import { judgedSubtasks, liveSubtasks } from '../subtaskProgress';
import { SubtaskScore } from './SubtaskScore';
import { SubmissionDistribution } from '../../profile/components/SubmissionDistribution';

export const SUBMIT_PROMPT = 'Click Submit to submit your solution for evaluation.';

/**
 * The verdict of the last submission, with live progress while it is judged: this page's, or one
 * it took up (another tab's, or its own from before a reload).
 */
export function ResultTab({
  runSubmit,
  subtasks,
  languages,
}: {
  runSubmit: ActorRefFrom<typeof runSubmitMachine>;
  /** The problem's languages: the wrong-language hint names only these. */
  languages?: readonly SubmissionLanguage[];
  /** The problem's subtasks (issue 31): each one's state shows live as its cases finish. */
  subtasks?: readonly Subtask[] | undefined;
}) {
  const submission = useSelector(runSubmit, (s) => s.context.submission);
  const judging = useSelector(submission, (s) => s.hasTag('judging'));
  const progress = useSelector(submission, (s) => s.context.progress);
  const total = useSelector(submission, (s) => s.context.total);
  const queuePosition = useSelector(submission, (s) => s.context.queuePosition);
  const result = useSelector(submission, (s) => s.context.submitResult);
  const notice = useSelector(runSubmit, (s) => s.context.notice);
  // What the shown result was judged on: the last job's code, when that job was a submit.
  const sent = useSelector(runSubmit, (s) => (s.context.kind === 'submit' ? s.context.sent : null));

  if (judging) {
    const done = progress.filter(Boolean).length;
    const failed = progress.filter((p) => p && p.statusId !== Status.Accepted).length;
    return (
      <div className="pp-scroll" aria-busy="true" aria-live="polite" data-testid="submit-progress" data-done={done}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 12 }}>
          <Spin size="small" />
          <strong>
            {queuePosition && queuePosition > 0
              ? `Waiting for the judge (position ${queuePosition} in line)`
              : total
                ? `Judging… ${done}/${total} test cases`
                : 'Judging…'}
          </strong>
        </div>
        <Progress
          percent={total ? Math.round((done / total) * 100) : 0}
          status={failed > 0 ? 'exception' : 'active'}
          aria-label="Judging progress"
        />
        {subtasks && subtasks.length > 0 && <LiveScore subtasks={subtasks} progress={progress} />}
      </div>
    );
  }

  if (!result) {
    return (
      <div className="pp-scroll">
        {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 12 }} role="alert" />}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SUBMIT_PROMPT} />
      </div>
    );
  }

  const hint = wrongLanguageHint(result.failure, sent, languages);
  const stats = [
    ['Test Cases Passed', `${result.passedTestCases}/${result.totalTestCases}`],
    ['Runtime', formatRuntime(result.runtime)],
    ['Memory', formatSubmissionMemory(result.memory)],
  ] as const;
  return (
    <div className="pp-scroll" aria-live="polite" data-testid="submit-result">
      <h3 className={`pp-verdict ${result.accepted ? 'pp-verdict-ok' : 'pp-verdict-bad'}`}>{verdictTitle(result)}</h3>
      {result.score !== undefined && result.maxScore !== undefined && (
        <SubtaskScore score={result.score} maxScore={result.maxScore} rows={judgedSubtasks(result.subtasks ?? [])} />
      )}
      <StatGrid stats={stats} />
      {result.accepted && result.submissionId && (
        <SubmissionDistribution
          key={result.submissionId}
          submissionId={result.submissionId}
          runtime={result.runtime}
          memory={result.memory}
        />
      )}
      {result.error && <pre className="pp-pre">{result.error}</pre>}
      {hint && <Alert type="info" showIcon title={hint} role="note" data-testid="language-hint" style={{ marginTop: 12 }} />}
    </div>
  );
}

function LiveScore({ subtasks, progress }: { subtasks: readonly Subtask[]; progress: readonly ({ statusId: number } | undefined)[] }) {
  const live = liveSubtasks(subtasks, progress);
  return (
    <div style={{ marginTop: 16 }}>
      <SubtaskScore live score={live.score} maxScore={live.maxScore} rows={live.rows} />
    </div>
  );
}
