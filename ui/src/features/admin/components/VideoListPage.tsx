import { Button, Tag } from 'antd';
import { UploadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Link } from 'wouter';
import { ApiError, messageOf } from '../../../api/http';
import { formatClock } from '../../problem/format';
import type { AdminProblem } from '../adminProblemsMachine';
import { videoListMachine } from '../videoListMachine';
import { AdminProblemsScreen } from './AdminProblemsScreen';

/** Spec §8: a failed video delete shows the server's error field. */
export function videoDeleteError(error: unknown): string {
  const body = error instanceof ApiError ? error.body : null;
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) return body.error;
  return messageOf(error, 'Failed to delete video');
}

const hasVideo = (problem: AdminProblem) => Boolean(problem.video);

/** Which problems have a video, and how long it is. */
const videoColumn = {
  title: 'Video',
  key: 'video',
  render: (_: unknown, problem: AdminProblem) =>
    problem.video ? (
      <Tag color="green" icon={<VideoCameraOutlined />} data-video="yes">
        Video {formatClock(problem.video.duration)}
      </Tag>
    ) : (
      <Tag data-video="no">No video</Tag>
    ),
};

/** /admin/video: upload an editorial video for a problem, or delete the one it has. */
export default function VideoListPage() {
  return (
    <AdminProblemsScreen
      title="Video Problems"
      subtitle="Upload an editorial video for a problem, or delete the one it has."
      tableLabel="Problems and their videos"
      machine={videoListMachine}
      describeDeleteError={videoDeleteError}
      deleteName={(problem) => `the video of ${problem.title}`}
      canDelete={hasVideo}
      extraColumns={[videoColumn]}
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
