import type { ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { BackLink } from '../../layout/components/BackLink';
import { ClosableAlert } from '../../layout/components/ClosableAlert';
import { PageShell } from '../../layout/components/PageShell';
import { RetryAlert } from '../../layout/components/RetryAlert';
import type { AdminProblem, adminProblemsMachine } from '../adminProblemsMachine';
import { AdminProblemTable } from './AdminProblemTable';
import { DeleteConfirmButton } from './DeleteConfirmButton';
import './admin.css';

interface AdminProblemsScreenProps {
  readonly title: string;
  readonly subtitle: string;
  /** The table's accessible name. */
  readonly tableLabel: string;
  /** The list-and-delete machine, with the delete call this screen makes. */
  readonly machine: typeof adminProblemsMachine;
  readonly describeDeleteError: (error: unknown) => string;
  /** What the delete confirmation names for a row. */
  readonly deleteName: (problem: AdminProblem) => string;
  /** Whether a row has something to delete (default: every row). */
  readonly canDelete?: (problem: AdminProblem) => boolean;
  /** Actions shown before Delete on each row. */
  readonly moreActions?: (problem: AdminProblem) => ReactNode;
  /** Columns of this screen's own, before Actions. */
  readonly extraColumns?: ColumnsType<AdminProblem>;
}

/**
 * The admin screens that list every problem with a Delete per row (/admin/delete,
 * /admin/video): back link, load failure with Try Again, the delete failure, the table.
 */
export function AdminProblemsScreen({
  title,
  subtitle,
  tableLabel,
  machine,
  describeDeleteError,
  deleteName,
  canDelete = () => true,
  moreActions,
  extraColumns,
}: AdminProblemsScreenProps) {
  const [state, send] = useMachine(machine, { input: { describeDeleteError } });
  const { problems, error, deleteError, deletingId } = state.context;

  return (
    <PageShell title={title} subtitle={subtitle}>
      <BackLink href="/admin" to="Admin Panel" />
      {state.matches('failure') ? (
        <RetryAlert error={error} onRetry={() => send({ type: 'RETRY' })} />
      ) : (
        <>
          {deleteError && <ClosableAlert type="error" title={deleteError} onClose={() => send({ type: 'DISMISS' })} />}
          <AdminProblemTable
            label={tableLabel}
            problems={problems}
            loading={state.matches('loading')}
            extraColumns={extraColumns}
            actions={(problem) => {
              const remove = canDelete(problem) && (
                <DeleteConfirmButton
                  name={deleteName(problem)}
                  busy={deletingId === problem._id}
                  disabled={deletingId !== null}
                  onConfirm={() => send({ type: 'DELETE', id: problem._id })}
                />
              );
              return moreActions ? (
                <Space wrap>
                  {moreActions(problem)}
                  {remove}
                </Space>
              ) : (
                remove
              );
            }}
          />
        </>
      )}
    </PageShell>
  );
}
