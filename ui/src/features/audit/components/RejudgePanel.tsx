import { useMachine } from '@xstate/react';
import { Alert, Button, Empty, Modal, Progress, Skeleton, Table, Tag } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { Link } from 'wouter';
import type { RejudgeReport } from '@forge/contracts';
import { rejudgeMachine } from '../rejudgeMachine';
import { actorLabel, formatWhen, languageName } from '../format';
import { statusColor, statusLabel } from '../../problem/format';

type FailingSubmission = RejudgeReport['nowFailing'][number]['submissions'][number];

function Report({ report }: { report: RejudgeReport }) {
  const failing = report.nowFailing.reduce((sum, l) => sum + l.count, 0);
  const running = report.status === 'running';
  return (
    <div aria-label="Rejudge report" role="region">
      <p className="au-small au-muted">
        Requested by {actorLabel(report.requestedBy)}, {formatWhen(report.requestedAt)}.{' '}
        <Tag color={running ? 'processing' : 'success'} icon={running ? <SyncOutlined spin /> : undefined}>
          {running ? 'Running' : 'Done'}
        </Tag>
      </p>
      <Progress
        percent={report.total === 0 ? 100 : Math.round((report.judged / report.total) * 100)}
        size="small"
        aria-label="Judged so far"
      />
      <dl className="au-stats">
        {(
          [
            ['Accepted submissions', report.total],
            ['Judged again', report.judged],
            ['Still accepted', report.stillAccepted],
            ['Now failing', failing],
          ] as const
        ).map(([label, value]) => (
          <div className="au-stat" key={label}>
            <dt className="au-small au-muted">{label}</dt>
            <dd className="au-stat-value">{value}</dd>
          </div>
        ))}
      </dl>
      <Alert type="info" showIcon title={report.policy} style={{ marginBottom: 12 }} />
      {report.nowFailing
        .filter((l) => l.count > 0)
        .map((l) => (
          <section key={l.language} className="au-section" aria-label={`${languageName(l.language)}: now failing`}>
            <h3>
              {languageName(l.language)}: {l.count} now failing
            </h3>
            <Table<FailingSubmission>
              size="small"
              rowKey="_id"
              pagination={false}
              dataSource={[...l.submissions]}
              tableLayout="auto"
              columns={[
                {
                  title: 'Submission',
                  dataIndex: '_id',
                  render: (id: string) => (
                    <Link href={`/admin/submission/${encodeURIComponent(id)}`}>
                      <code className="au-small">{id}</code>
                    </Link>
                  ),
                },
                {
                  title: 'User',
                  key: 'user',
                  responsive: ['sm'],
                  // The learner's name and email (issue 33); the id only for an account that is gone.
                  render: (_: unknown, row: (typeof l.submissions)[number]) =>
                    row.user ? (
                      <span title={row.user.emailId}>
                        {row.user.firstName} <span className="au-small">({row.user.emailId})</span>
                      </span>
                    ) : (
                      <code className="au-small">{row.userId}</code>
                    ),
                },
                { title: 'Status', dataIndex: 'status', render: (s: string) => <Tag color={statusColor(s)}>{statusLabel(s)}</Tag> },
                {
                  title: 'Error',
                  dataIndex: 'errorMessage',
                  responsive: ['md'],
                  render: (m: string | null) => (m ? <span className="au-small">{m}</span> : '—'),
                },
              ]}
            />
          </section>
        ))}
      {!running && failing === 0 && report.total > 0 && <p>Every accepted submission still passes.</p>}
    </div>
  );
}

/** What the confirmation says a rejudge will do. */
export function rejudgeCount(accepted: number): string {
  if (accepted === 0) return 'This problem has no accepted submissions: there is nothing to judge again.';
  return `This judges ${accepted} accepted submission${accepted === 1 ? '' : 's'} again against the problem's current test cases.`;
}

/** Judges a problem's accepted submissions again (after its cases changed) and reports what now fails. */
export function RejudgePanel({ problemId }: { problemId: string }) {
  const [state, send] = useMachine(rejudgeMachine, { input: { problemId } });
  const { report, accepted, error } = state.context;
  const running = report?.status === 'running';
  const busy = state.matches('starting') || running;

  return (
    <>
      <p>
        <Button
          type="primary"
          icon={<SyncOutlined spin={busy} />}
          loading={state.matches('starting')}
          disabled={busy || state.matches('loading')}
          onClick={() => send({ type: 'REJUDGE' })}
        >
          Rejudge accepted submissions
        </Button>
      </p>
      <Modal
        title="Rejudge accepted submissions?"
        open={state.matches('confirming')}
        okText="Rejudge"
        onOk={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      >
        <p>{rejudgeCount(accepted)}</p>
      </Modal>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          role="alert"
          style={{ marginBottom: 12 }}
          action={state.matches('failure') ? <Button onClick={() => send({ type: 'RETRY' })}>Try Again</Button> : undefined}
        />
      )}
      {report ? (
        <Report report={report} />
      ) : state.matches('loading') ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        !state.matches('failure') && <Empty description="This problem has not been rejudged yet." />
      )}
    </>
  );
}
