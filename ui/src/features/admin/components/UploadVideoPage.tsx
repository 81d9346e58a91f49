import { useMachine } from '@xstate/react';
import { Alert, Button, Progress, Result } from 'antd';
import { CloudUploadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Link, useParams } from 'wouter';
import { formatClock, formatDateTime } from '../../problem/format';
import { PageShell } from '../../layout/components/PageShell';
import { formatFileSize } from '../fileSize';
import { uploadMachine } from '../uploadMachine';
import './admin.css';

/** /admin/upload/:problemId (spec §2): pick a video, watch it upload, see what was saved. */
export default function UploadVideoPage() {
  const { problemId } = useParams<{ problemId: string }>();
  const [state, send] = useMachine(uploadMachine, { input: { problemId } });
  const { file, percent, error, video, problemTitle } = state.context;
  const uploading = state.matches('uploading');
  const done = state.matches('success');

  return (
    <PageShell
      title="Upload Video"
      subtitle={
        problemTitle ? `An editorial video for “${problemTitle}”, up to 100 MB.` : 'An editorial video for this problem, up to 100 MB.'
      }
    >
      <p>
        <Link href="/admin/video">← Video Problems</Link>
      </p>
      {problemTitle && (
        <p>
          Problem: <Link href={`/problem/${encodeURIComponent(problemId)}`}>{problemTitle}</Link>
        </p>
      )}
      <form
        className="ad-upload"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'UPLOAD' });
        }}
      >
        <label className="ad-file-input">
          <span style={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
            <VideoCameraOutlined aria-hidden /> Choose video file
          </span>
          <input
            type="file"
            accept="video/*"
            disabled={uploading}
            aria-describedby={error ? 'upload-error' : undefined}
            onChange={(e) => send({ type: 'SELECT_FILE', file: e.currentTarget.files?.[0] ?? null })}
          />
        </label>

        {file && (
          <div className="ad-file-info" data-testid="chosen-file">
            <strong>{file.name}</strong>
            <span className="muted">{formatFileSize(file.size)}</span>
          </div>
        )}

        {error && <Alert id="upload-error" type="error" showIcon title={error} style={{ margin: '12px 0' }} role="alert" />}

        {(uploading || done) && (
          <div style={{ margin: '12px 0' }} aria-live="polite" data-testid="upload-progress">
            <Progress percent={percent} status={done ? 'success' : 'active'} aria-label="Upload progress" />
            <span className="muted">
              {done ? 'Uploaded' : percent < 100 ? 'Uploading…' : 'Processing…'} {percent}%
            </span>
          </div>
        )}

        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<CloudUploadOutlined />}
          loading={uploading}
          disabled={uploading}
          style={{ marginTop: 12 }}
        >
          {uploading ? 'Uploading...' : 'Upload Video'}
        </Button>
      </form>

      {done && video && (
        <Result
          status="success"
          title="Upload Successful!"
          subTitle={
            <>
              Duration: <span data-testid="uploaded-duration">{formatClock(video.duration)}</span>
              <br />
              Uploaded: {formatDateTime(video.uploadedAt)}
            </>
          }
          extra={<Link href={`/problem/${problemId}`}>Open the problem</Link>}
        />
      )}
    </PageShell>
  );
}
