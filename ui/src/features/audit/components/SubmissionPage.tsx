import { useMachine } from '@xstate/react';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { Link, useParams } from 'wouter';
import type { AdminSubmissionState, JudgedCaseCostView } from '@forge/contracts';
import { PageShell } from '../../layout/components/PageShell';
import { HighlightedCode } from '../../markdown/components/LazyMarkdown';
import { formatRuntime, formatSubmissionMemory, judgeStatusLabel, statusColor, statusLabel, verdictTitle } from '../../problem/format';
import { formatWhen, languageName } from '../format';
import { submissionMachine } from '../submissionMachine';
import { ACCEPTED, casesPassed } from '../casesPassed';
import '../../admin/components/admin.css';
import './audit.css';

function Verdict({ submission }: { submission: AdminSubmissionState }) {
  const { result } = submission;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      bordered
      items={[
        {
          key: 'problem',
          label: 'Problem',
          children: (
            <Link href={`/problem/${encodeURIComponent(submission.problemId)}`}>{submission.problemTitle ?? submission.problemId}</Link>
          ),
        },
        {
          key: 'learner',
          label: 'Learner',
          children: submission.learner ? (
            <Link href={`/profile/${encodeURIComponent(submission.learner._id)}`}>
              {submission.learner.firstName} ({submission.learner.emailId})
            </Link>
          ) : (
            'An account no longer held'
          ),
        },
        { key: 'language', label: 'Language', children: languageName(submission.language) },
        {
          key: 'status',
          label: 'Status',
          children: <Tag color={statusColor(submission.status)}>{statusLabel(submission.status)}</Tag>,
        },
        { key: 'verdict', label: 'Verdict', children: result ? verdictTitle(result) : 'Still being judged' },
        {
          key: 'passed',
          label: 'Cases passed',
          children: casesPassed(submission),
        },
        { key: 'runtime', label: 'Runtime', children: result ? formatRuntime(result.runtime) : '—' },
        { key: 'memory', label: 'Memory', children: result ? formatSubmissionMemory(result.memory) : '—' },
        { key: 'attempts', label: 'Judging attempts', children: submission.attempts },
        { key: 'created', label: 'Submitted', children: formatWhen(submission.createdAt) },
        { key: 'judged', label: 'Judged', children: submission.judgedAt ? formatWhen(submission.judgedAt) : '—' },
        ...(result?.error
          ? [{ key: 'error', label: 'Error', span: 'filled' as const, children: <pre className="au-code">{result.error}</pre> }]
          : []),
      ]}
    />
  );
}

function Cases({ cases }: { cases: readonly JudgedCaseCostView[] }) {
  if (cases.length === 0) return <Empty description="No case has been judged yet." />;
  return (
    <Table<JudgedCaseCostView>
      size="small"
      rowKey="index"
      pagination={false}
      tableLayout="auto"
      dataSource={[...cases].sort((a, b) => a.index - b.index)}
      columns={[
        { title: 'Case', dataIndex: 'index', render: (i: number) => i + 1 },
        {
          title: 'Verdict',
          dataIndex: 'statusId',
          render: (id: number) => <Tag color={id === ACCEPTED ? 'green' : 'red'}>{judgeStatusLabel(id)}</Tag>,
        },
        { title: 'Runtime', dataIndex: 'time', render: (t: number) => formatRuntime(t) },
        { title: 'Memory', dataIndex: 'memory', render: (m: number) => formatSubmissionMemory(m) },
      ]}
    />
  );
}

function AdminSubmission({ submissionId }: { submissionId: string }) {
  const [state, send] = useMachine(submissionMachine, { input: { submissionId } });
  const { submission, error } = state.context;
  const back = (
    <p>
      <Link href="/admin/history">← Audit History</Link>
    </p>
  );

  if (state.matches('notFound')) {
    return (
      <PageShell title="Submission">
        {back}
        <Alert type="warning" showIcon title="Submission not found" description={`There is no submission ${submissionId}.`} />
      </PageShell>
    );
  }
  if (!submission) {
    return (
      <PageShell title="Submission">
        {back}
        {state.matches('failure') ? (
          <Alert type="error" showIcon title={error} action={<Button onClick={() => send({ type: 'RETRY' })}>Try Again</Button>} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </PageShell>
    );
  }

  return (
    <PageShell title={`Submission ${submission.submissionId}`}>
      <p>
        <Link href={`/admin/history/${encodeURIComponent(submission.problemId)}`}>← The problem&apos;s history</Link>
      </p>
      <div className="au-stack">
        <Card title="Recorded verdict" className="au-card">
          <p className="au-small au-muted">
            The verdict this submission got when it was judged. A rejudge does not change it: what it would get now is in{' '}
            <Link href={`/admin/history/${encodeURIComponent(submission.problemId)}`}>the problem&apos;s rejudge report</Link>.
          </p>
          <Verdict submission={submission} />
        </Card>
        <Card title={`Judged cases (${submission.cases.length} of ${submission.testCasesTotal})`} className="au-card">
          <Cases cases={submission.cases} />
        </Card>
        <Card title={`Code (${languageName(submission.language)})`} className="au-card">
          <HighlightedCode code={submission.code} language={submission.language} label="Submitted code" />
        </Card>
      </div>
    </PageShell>
  );
}

/** /admin/submission/:id: one submission, its verdict, its judged cases and its code, read-only. */
export default function SubmissionPage() {
  const { id } = useParams<{ id: string }>();
  // Another submission is another read: a fresh machine, not the last one's state.
  return <AdminSubmission key={id} submissionId={id} />;
}
