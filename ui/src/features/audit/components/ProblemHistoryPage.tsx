import { useRef } from 'react';
import { useMachine } from '@xstate/react';
import { Card, Skeleton, Spin } from 'antd';
import { useParams } from 'wouter';
import { BackLink } from '../../layout/components/BackLink';
import { ClosableAlert } from '../../layout/components/ClosableAlert';
import { PageShell } from '../../layout/components/PageShell';
import { RetryAlert } from '../../layout/components/RetryAlert';
import { problemHistoryMachine, type RevisionPair } from '../problemHistoryMachine';
import { DeletedTag } from './AuditBits';
import { HistoryTimeline } from './HistoryTimeline';
import { RejudgePanel } from './RejudgePanel';
import { RevisionCompare } from './RevisionCompare';
import '../../admin/components/admin.css';
import './audit.css';

function ProblemHistory({ problemId }: { problemId: string }) {
  const [state, send] = useMachine(problemHistoryMachine, { input: { problemId } });
  const { history, error, pair, revisions, compareError, restoring, restoreError, notice } = state.context;
  const compareCard = useRef<HTMLDivElement>(null);
  const compare = (next: RevisionPair) => send({ type: 'COMPARE', pair: next });
  const back = <BackLink href="/admin/history" to="Audit History" />;

  if (!history) {
    return (
      <PageShell title="Problem history">
        {back}
        {state.matches('failure') ? (
          <RetryAlert error={error} onRetry={() => send({ type: 'RETRY' })} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </PageShell>
    );
  }

  const { problem, entries } = history;
  return (
    <PageShell title={`History: ${problem.title}`} subtitle={`${entries.length} revision${entries.length === 1 ? '' : 's'}, newest first.`}>
      {back}
      {problem.deleted && (
        <p>
          <DeletedTag /> This problem is deleted; its history is kept.
        </p>
      )}
      {state.matches('failure') && <RetryAlert error={error} onRetry={() => send({ type: 'RETRY' })} style={{ marginBottom: 12 }} />}
      {notice && <ClosableAlert type="success" title={notice} onClose={() => send({ type: 'DISMISS' })} />}
      {restoreError && <ClosableAlert type="error" title={restoreError} onClose={() => send({ type: 'DISMISS' })} />}
      <div className="au-layout">
        <Card title="Revisions" className="au-card">
          <Spin spinning={state.matches('loading')}>
            <HistoryTimeline
              entries={entries}
              restoring={restoring}
              onCompare={(next) => {
                compare(next);
                compareCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              onRestore={(revision) => send({ type: 'RESTORE', revision })}
            />
          </Spin>
        </Card>
        <Card title="Rejudge" className="au-card">
          <RejudgePanel problemId={problemId} />
        </Card>
      </div>
      <Card title="Compare revisions" className="au-card" ref={compareCard}>
        <RevisionCompare
          entries={entries}
          pair={pair}
          revisions={revisions}
          loading={state.matches({ ready: { compare: 'loading' } })}
          error={compareError}
          onCompare={compare}
        />
      </Card>
    </PageShell>
  );
}

/** /admin/history/:problemId: the problem's timeline, two revisions compared, restore, and the rejudge report. */
export default function ProblemHistoryPage() {
  const { problemId } = useParams<{ problemId: string }>();
  // Another problem is another history: a fresh machine, not the last one's state.
  return <ProblemHistory key={problemId} problemId={problemId} />;
}
