import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { fromPromise } from 'xstate';
import { Link } from 'wouter';
import { ApiError, messageOf } from '../../../api/http';
import { adminProblemsMachine } from '../adminProblemsMachine';
import { adminApi } from '../api';
import { AdminProblemsScreen } from './AdminProblemsScreen';

/** Spec §8: a failed video delete shows the server's error field. */
export function videoDeleteError(error: unknown): string {
  const body = error instanceof ApiError ? error.body : null;
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) return body.error;
  return messageOf(error, 'Failed to delete video');
}

/** The same list, whose Delete removes the problem's video instead of the problem. */
const videoListMachine = adminProblemsMachine.provide({
  actors: { deleteItem: fromPromise<unknown, string>(({ input }) => adminApi.deleteVideo(input)) },
});

/** /admin/video: upload or delete each problem's editorial video. */
export default function VideoListPage() {
  return (
    <AdminProblemsScreen
      title="Video Problems"
      subtitle="Upload an editorial video for a problem, or delete the one it has."
      tableLabel="Problems and their videos"
      machine={videoListMachine}
      describeDeleteError={videoDeleteError}
      deleteName={(problem) => `the video of ${problem.title}`}
      moreActions={(problem) => (
        <Link href={`/admin/upload/${problem._id}`} asChild>
          <Button type="primary" size="small" icon={<UploadOutlined />} aria-label={`Upload video for ${problem.title}`}>
            Upload
          </Button>
        </Link>
      )}
    />
  );
}
