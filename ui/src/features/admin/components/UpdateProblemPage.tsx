import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, EditOutlined, ExportOutlined, HistoryOutlined } from '@ant-design/icons';
import { Link, useLocation, useParams } from 'wouter';
import { BackLink } from '../../layout/components/BackLink';
import { PageShell } from '../../layout/components/PageShell';
import { RetryAlert } from '../../layout/components/RetryAlert';
import { problemToForm } from '../problemForm';
import { updateProblemMachine } from '../updateProblemMachine';
import { AdminProblemTable } from './AdminProblemTable';
import { ProblemForm } from './ProblemForm';
import './admin.css';

/** /admin/update lists the problems; /admin/update/:id edits one (a reload keeps it) in the same form as Create. */
export default function UpdateProblemPage() {
  const { id } = useParams<{ id?: string }>();
  // Another problem is another form: a fresh machine, not the last one's state.
  return <UpdateProblem key={id ?? ''} problemId={id ?? null} />;
}

function UpdateProblem({ problemId: chosenId }: { problemId: string | null }) {
  const [, navigate] = useLocation();
  const [state, send] = useMachine(updateProblemMachine, { input: { problemId: chosenId } });
  const { problems, problem, error, notice } = state.context;
  const problemId = problem?._id;
  // Prefill once per chosen problem; later saves keep what the form already shows.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the problem's id on purpose, as said above
  const initialValues = useMemo(() => (problem ? problemToForm(problem) : null), [problemId]);

  const back = <BackLink href="/admin" to="Admin Panel" />;

  if (state.matches('problemFailure')) {
    return (
      <PageShell title="Update Problem">
        <BackLink href="/admin/update" to="Update Problem" />
        <RetryAlert error={error} onRetry={() => send({ type: 'RETRY' })} />
      </PageShell>
    );
  }

  if (state.matches('failure')) {
    return (
      <PageShell title="Update Problem">
        {back}
        <RetryAlert error={error} onRetry={() => send({ type: 'RETRY' })} />
      </PageShell>
    );
  }

  if (state.matches('loadingProblem')) {
    return (
      <PageShell title="Update Problem" subtitle="Loading the problem…">
        {back}
        {['Basic Information', 'Test Cases', 'Code Templates'].map((title) => (
          <Card key={title} title={title} className="ad-section">
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        ))}
      </PageShell>
    );
  }

  if ((state.matches('editing') || state.matches('saving')) && problem && initialValues) {
    return (
      <PageShell title="Update Problem" subtitle={`Editing “${problem.title}”. The reference solutions are judged again before saving.`}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Link href={'/admin/update'} asChild>
            <Button icon={<ArrowLeftOutlined />}>Choose another problem</Button>
          </Link>
          <Link href={`/problem/${encodeURIComponent(problem._id)}`} asChild>
            <Button icon={<ExportOutlined />}>Open the problem</Button>
          </Link>
          <Link href={`/admin/history/${encodeURIComponent(problem._id)}`} asChild>
            <Button icon={<HistoryOutlined />}>History</Button>
          </Link>
          {/* Issue 34: the problem as a Kattis/ICPC package zip. */}
          <Button icon={<DownloadOutlined />} href={`/api/admin/problem/${encodeURIComponent(problem._id)}/package`} download>
            Export package
          </Button>
        </Space>
        <ProblemForm
          key={problem._id}
          initialValues={initialValues}
          submitLabel="Update Problem"
          saving={state.matches('saving')}
          error={error}
          notice={notice}
          onSubmit={(body) => send({ type: 'SAVE', body })}
        />
      </PageShell>
    );
  }

  return (
    <PageShell title="Update Problem" subtitle="Choose the problem to edit.">
      {back}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <AdminProblemTable
        label="Problems to update"
        problems={problems}
        loading={state.matches('loading')}
        actions={(p) => (
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => navigate(`/admin/update/${encodeURIComponent(p._id)}`)}
            aria-label={`Edit ${p.title}`}
          >
            Edit
          </Button>
        )}
      />
    </PageShell>
  );
}
