import { useMachine } from '@xstate/react';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Grid, Skeleton, Table, Typography } from 'antd';
import { formatRuntime, formatSubmissionMemory, formatSubmittedAt, languageOf, submittedAtParts } from '../../problem/format';
import { submissionsMachine } from '../../submission/submissionsMachine';
import { useVerdicts } from '../../live/LiveProvider';
import type { SubmissionView } from '@forge/contracts';
import { HighlightedCode } from '../../markdown/components/LazyMarkdown';
import { StatGrid } from '../../problem/components/StatGrid';
import { SubmissionCards } from './SubmissionCards';
import { SubmissionDistribution } from '../../profile/components/SubmissionDistribution';
import { scoreOf, VerdictBadge, verdictText } from './VerdictBadge';

export const NO_SUBMISSIONS = 'No submissions found for this problem';

/** The learner's history for this problem; loaded each time the tab opens, and again on each verdict. */
export function SubmissionsTab({ problemId }: { problemId: string }) {
  const [state, send] = useMachine(submissionsMachine, { input: { problemId } });
  useVerdicts((verdict) => verdict.problemId === problemId && send({ type: 'VERDICT' }));
  const { submissions, selected, error } = state.context;
  // A phone gets one card per submission: a seven-column table cuts off its last columns.
  const narrow = Grid.useBreakpoint().md === false;

  if (state.matches('loading')) {
    return (
      <div className="pp-scroll" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (state.matches('failure')) {
    return (
      <div className="pp-scroll">
        <Alert
          type="error"
          showIcon
          title={error}
          action={
            <Button size="small" onClick={() => send({ type: 'REFRESH' })}>
              Retry
            </Button>
          }
        />
      </div>
    );
  }
  if (state.matches('detail') && selected) return <SubmissionDetail submission={selected} onBack={() => send({ type: 'BACK' })} />;

  return (
    <div className="pp-scroll">
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0, flex: 1 }}>
          Submission History
        </Typography.Title>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => send({ type: 'REFRESH' })} aria-label="Refresh submissions" />
      </div>
      {submissions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_SUBMISSIONS} />
      ) : narrow ? (
        <SubmissionCards submissions={submissions} onSelect={(id) => send({ type: 'SELECT', id })} />
      ) : (
        <Table<SubmissionView>
          size="small"
          rowKey="_id"
          pagination={submissions.length > 10 ? { pageSize: 10, size: 'small' } : false}
          scroll={{ x: true }}
          dataSource={[...submissions]}
          rowClassName={() => 'pp-clickable-row'}
          onRow={(record) => ({ onClick: () => send({ type: 'SELECT', id: record._id }) })}
          columns={[
            { title: '#', key: 'n', width: 36, render: (_, __, i) => submissions.length - i },
            { title: 'Language', dataIndex: 'language', render: (l: SubmissionView['language']) => languageOf(l).label },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (_: SubmissionView['status'], s, i) => (
                <button
                  type="button"
                  className="pp-link-button"
                  aria-label={`View submission ${submissions.length - i}: ${verdictText(s)}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    send({ type: 'SELECT', id: s._id });
                  }}
                >
                  <VerdictBadge submission={s} />
                </button>
              ),
            },
            { title: 'Runtime', dataIndex: 'runtime', className: 'pp-nowrap', render: (r: number) => formatRuntime(r) },
            { title: 'Memory', dataIndex: 'memory', className: 'pp-nowrap', render: (m: number) => formatSubmissionMemory(m) },
            {
              title: 'Test Cases',
              key: 'tests',
              className: 'pp-nowrap',
              render: (_, s) => `${s.testCasesPassed}/${s.testCasesTotal}`,
            },
            // A scored problem's rows carry their score (issue 31); other problems show the spec's columns alone.
            ...(submissions.some((s) => scoreOf(s) !== null)
              ? [{ title: 'Score', key: 'score', render: (_: unknown, s: SubmissionView) => scoreOf(s) ?? '—' }]
              : []),
            {
              title: 'Submitted',
              dataIndex: 'createdAt',
              render: (d: string) => {
                const [day, time] = submittedAtParts(d);
                return (
                  <span className="pp-date">
                    <span className="pp-nowrap">{day}</span> <span className="pp-nowrap">{time}</span>
                  </span>
                );
              },
            },
          ]}
        />
      )}
    </div>
  );
}

function SubmissionDetail({ submission, onBack }: { submission: SubmissionView; onBack: () => void }) {
  const stats = [
    ['Status', <VerdictBadge key="s" submission={submission} />],
    ['Language', languageOf(submission.language).label],
    [
      'Runtime',
      <span key="r" className="pp-nowrap">
        {formatRuntime(submission.runtime)}
      </span>,
    ],
    [
      'Memory',
      <span key="m" className="pp-nowrap">
        {formatSubmissionMemory(submission.memory)}
      </span>,
    ],
    ['Test Cases', `${submission.testCasesPassed}/${submission.testCasesTotal}`],
    ...(scoreOf(submission) !== null ? ([['Score', scoreOf(submission)]] as const) : []),
    [
      'Submitted',
      <span key="d" className="pp-nowrap">
        {formatSubmittedAt(submission.createdAt)}
      </span>,
    ],
  ] as const;
  return (
    <div className="pp-scroll">
      <Button icon={<ArrowLeftOutlined />} onClick={onBack} style={{ marginBottom: 12 }}>
        Back to submissions
      </Button>
      <StatGrid stats={stats} />
      {submission.status === 'accepted' && (
        <SubmissionDistribution submissionId={submission._id} runtime={submission.runtime} memory={submission.memory} />
      )}
      {submission.errorMessage && (
        <Alert
          type="error"
          showIcon
          title="Error"
          description={
            <pre className="pp-pre" style={{ background: 'transparent', padding: 0 }}>
              {submission.errorMessage}
            </pre>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <Typography.Title level={5}>Code</Typography.Title>
      <HighlightedCode code={submission.code} language={submission.language} label="Submitted code" />
    </div>
  );
}
