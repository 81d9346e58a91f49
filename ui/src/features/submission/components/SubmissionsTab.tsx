import { useMachine } from '@xstate/react';
import { Alert, Button, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  formatRuntime,
  formatShortDateTime,
  formatSubmissionMemory,
  languageOf,
  statusColor,
  statusLabel,
} from '../../problem/format';
import { submissionsMachine } from '../../submission/submissionsMachine';
import { useVerdicts } from '../../live/LiveProvider';
import type { SubmissionView } from '@forge/contracts';
import { HighlightedCode } from '../../markdown/components/LazyMarkdown';
import { StatGrid } from '../../problem/components/StatGrid';
import { formatScore } from '../subtaskProgress';

/** A scored problem's submission (issue 31): "70 / 100"; else null. */
const scoreOf = (s: SubmissionView) => (s.score !== undefined && s.maxScore !== undefined ? formatScore(s.score, s.maxScore) : null);

export const NO_SUBMISSIONS = 'No submissions found for this problem';

export function StatusTag({ status }: { status: SubmissionView['status'] }) {
  return <Tag color={statusColor(status)}>{statusLabel(status)}</Tag>;
}

/** The learner's history for this problem; loaded each time the tab opens, and again on each verdict. */
export function SubmissionsTab({ problemId }: { problemId: string }) {
  const [state, send] = useMachine(submissionsMachine, { input: { problemId } });
  useVerdicts((verdict) => verdict.problemId === problemId && send({ type: 'VERDICT' }));
  const { submissions, selected, error } = state.context;

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
      ) : (
        <Table<SubmissionView>
          size="small"
          rowKey="_id"
          pagination={submissions.length > 10 ? { pageSize: 10, size: 'small' } : false}
          scroll={{ x: 520 }}
          dataSource={[...submissions]}
          rowClassName={() => 'pp-clickable-row'}
          onRow={(record) => ({ onClick: () => send({ type: 'SELECT', id: record._id }) })}
          columns={[
            { title: '#', key: 'n', width: 44, render: (_, __, i) => submissions.length - i },
            { title: 'Language', dataIndex: 'language', render: (l: SubmissionView['language']) => languageOf(l).label },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (status: SubmissionView['status'], s, i) => (
                <button
                  type="button"
                  className="pp-link-button"
                  aria-label={`View submission ${submissions.length - i}: ${statusLabel(status)}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    send({ type: 'SELECT', id: s._id });
                  }}
                >
                  <StatusTag status={status} />
                </button>
              ),
            },
            { title: 'Runtime', dataIndex: 'runtime', render: (r: number) => formatRuntime(r) },
            { title: 'Memory', dataIndex: 'memory', render: (m: number) => formatSubmissionMemory(m) },
            { title: 'Test Cases', key: 'tests', render: (_, s) => `${s.testCasesPassed}/${s.testCasesTotal}` },
            // A scored problem's rows carry their score (issue 31); other problems show the spec's columns alone.
            ...(submissions.some((s) => scoreOf(s) !== null)
              ? [{ title: 'Score', key: 'score', render: (_: unknown, s: SubmissionView) => scoreOf(s) ?? '—' }]
              : []),
            { title: 'Submitted', dataIndex: 'createdAt', render: (d: string) => formatShortDateTime(d) },
          ]}
        />
      )}
    </div>
  );
}

function SubmissionDetail({ submission, onBack }: { submission: SubmissionView; onBack: () => void }) {
  const stats = [
    ['Status', <StatusTag key="s" status={submission.status} />],
    ['Language', languageOf(submission.language).label],
    ['Runtime', formatRuntime(submission.runtime)],
    ['Memory', formatSubmissionMemory(submission.memory)],
    ['Test Cases', `${submission.testCasesPassed}/${submission.testCasesTotal}`],
    ...(scoreOf(submission) !== null ? ([['Score', scoreOf(submission)]] as const) : []),
    ['Submitted', formatDateTime(submission.createdAt)],
  ] as const;
  return (
    <div className="pp-scroll">
      <Button icon={<ArrowLeftOutlined />} onClick={onBack} style={{ marginBottom: 12 }}>
        Back to submissions
      </Button>
      <StatGrid stats={stats} />
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
