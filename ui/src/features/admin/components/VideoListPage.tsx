import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, Button, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { fromPromise } from 'xstate';
import { Link } from 'wouter';
import { ApiError, messageOf } from '../../../api/http';
import { PageShell } from '../../layout/components/PageShell';
import { adminProblemsMachine } from '../adminProblemsMachine';
import { adminApi } from '../api';
import { AdminProblemTable } from './AdminProblemTable';
import { DeleteConfirmButton } from './DeleteConfirmButton';
import './admin.css';

/** Spec §8: a failed video delete shows the server's error field. */
export function videoDeleteError(error: unknown): string {
  const body = error instanceof ApiError ? error.body : null;
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) return body.error;
  return messageOf(error, 'Failed to delete video');
}

/** /admin/video: upload or delete each problem's editorial video. */
export default function VideoListPage() {
  const [machine] = useState(() => adminProblemsMachine.provide({ actors: { deleteItem: fromPromise<unknown, string>(({ input }) => adminApi.deleteVideo(input)) } }));
  const [state, send] = useMachine(machine, { input: { describeDeleteError: videoDeleteError } });
  const { problems, error, deleteError, deletingId } = state.context;

  return (
    <PageShell title="Video Problems" subtitle="Upload an editorial video for a problem, or delete the one it has.">
      <p>
        <Link href="/admin">← Admin Panel</Link>
      </p>
      {state.matches('failure') ? (
        <Alert type="error" showIcon title={error} action={<Button onClick={() => send({ type: 'RETRY' })}>Try Again</Button>} />
      ) : (
        <>
          {deleteError && <Alert type="error" showIcon title={deleteError} closable={{ onClose: () => send({ type: 'DISMISS' }) }} style={{ marginBottom: 12 }} role="alert" />}
          <AdminProblemTable
            label="Problems and their videos"
            problems={problems}
            loading={state.matches('loading')}
            actions={(problem) => (
              <Space wrap>
                <Link href={`/admin/upload/${problem._id}`} asChild>
                  <Button type="primary" size="small" icon={<UploadOutlined />} aria-label={`Upload video for ${problem.title}`}>
                    Upload
                  </Button>
                </Link>
                <DeleteConfirmButton
                  name={`the video of ${problem.title}`}
                  busy={deletingId === problem._id}
                  disabled={deletingId !== null}
                  onConfirm={() => send({ type: 'DELETE', id: problem._id })}
                />
              </Space>
            )}
          />
        </>
      )}
    </PageShell>
  );
}
