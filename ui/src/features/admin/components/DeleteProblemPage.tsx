import { useMachine } from '@xstate/react';
import { Alert, Button } from 'antd';
import { Link } from 'wouter';
import { PageShell } from '../../layout/components/PageShell';
import { adminProblemsMachine } from '../adminProblemsMachine';
import { AdminProblemTable } from './AdminProblemTable';
import { DeleteConfirmButton } from './DeleteConfirmButton';
import './admin.css';

export const DELETE_FAILED = 'Failed to delete problem';

/** /admin/delete (spec §2, §8). */
export default function DeleteProblemPage() {
  const [state, send] = useMachine(adminProblemsMachine, { input: { describeDeleteError: () => DELETE_FAILED } });
  const { problems, error, deleteError, deletingId } = state.context;

  return (
    <PageShell title="Delete Problems" subtitle="Deleted problems disappear from the library; their history stays in the event log.">
      <p>
        <Link href="/admin">← Admin Panel</Link>
      </p>
      {state.matches('failure') ? (
        <Alert type="error" showIcon title={error} action={<Button onClick={() => send({ type: 'RETRY' })}>Try Again</Button>} />
      ) : (
        <>
          {deleteError && <Alert type="error" showIcon title={deleteError} closable={{ onClose: () => send({ type: 'DISMISS' }) }} style={{ marginBottom: 12 }} role="alert" />}
          <AdminProblemTable
            label="Problems"
            problems={problems}
            loading={state.matches('loading')}
            actions={(problem) => (
              <DeleteConfirmButton
                name={problem.title}
                busy={deletingId === problem._id}
                disabled={deletingId !== null}
                onConfirm={() => send({ type: 'DELETE', id: problem._id })}
              />
            )}
          />
        </>
      )}
    </PageShell>
  );
}
