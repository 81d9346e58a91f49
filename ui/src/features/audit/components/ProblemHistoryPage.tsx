import { useRef } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, Button, Card, Skeleton, Spin } from 'antd';
import { Link, useParams } from 'wouter';
import { PageShell } from '../../layout/components/PageShell';
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
  const back = (
    <p>
      <Link href="/admin/history">← Audit History</Link>
    </p>
  );

  if (!history) {
    return (
      <PageShell title="Problem history">
        {back}
        {state.matches('failure') ? (
          <Alert type="error" showIcon title={error} action={<Button onClick={() => send({ type: 'RETRY' })}>Try Again</Button>} />
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
      {state.matches('failure') && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 12 }}
          action={<Button onClick={() => send({ type: 'RETRY' })}>Try Again</Button>}
        />
      )}
      {notice && (
        <Alert
          type="success"
          showIcon
          title={notice}
          closable={{ onClose: () => send({ type: 'DISMISS' }) }}
          style={{ marginBottom: 12 }}
        />
      )}
      {restoreError && (
        <Alert
          type="error"
          showIcon
          title={restoreError}
          role="alert"
          closable={{ onClose: () => send({ type: 'DISMISS' }) }}
          style={{ marginBottom: 12 }}
        />
      )}
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
