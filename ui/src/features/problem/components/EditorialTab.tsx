import { Empty, Typography } from 'antd';
import type { ProblemView } from '@forge/contracts';
import { VideoPlayer } from './VideoPlayer';

export function EditorialTab({ problem }: { problem: ProblemView }) {
  return (
    <div className="pp-scroll">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Editorial
      </Typography.Title>
      {problem.secureUrl ? (
        <VideoPlayer
          key={problem.secureUrl}
          src={problem.secureUrl}
          poster={problem.thumbnailUrl}
          duration={problem.duration ?? 0}
          title={`${problem.title} editorial`}
        />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong>No editorial video yet</strong>
              <br />
              The walkthrough for this problem has not been published. Try the examples, or ask ChatAI for a hint.
            </>
          }
        />
      )}
    </div>
  );
}
