import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Empty, Typography } from 'antd';
import type { ActorRefFrom } from 'xstate';
import type { ProblemView } from '@forge/contracts';
import type { chatMachine } from '../../ai/chatMachine';
import { VideoPlayer } from './VideoPlayer';

export const NO_EDITORIAL = 'The walkthrough for this problem has not been published. Try the examples.';
export const NO_EDITORIAL_ASK_CHAT = 'The walkthrough for this problem has not been published. Try the examples, or ask ChatAI for a hint.';

/**
 * No video yet: the empty state points at ChatAI only once the server says the chat is on (the
 * flag the chat itself asks), never at a feature that is off (issue 33).
 */
function NoEditorial({ chat }: { chat: ActorRefFrom<typeof chatMachine> }) {
  useEffect(() => chat.send({ type: 'OPEN' }), [chat]);
  const chatOn = useSelector(chat, (s) => !s.matches('closed') && !s.matches('checking') && !s.matches('unavailable'));
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>No editorial video yet</strong>
          <br />
          <span data-testid="editorial-empty">{chatOn ? NO_EDITORIAL_ASK_CHAT : NO_EDITORIAL}</span>
        </>
      }
    />
  );
}

export function EditorialTab({ problem, chat }: { problem: ProblemView; chat: ActorRefFrom<typeof chatMachine> }) {
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
        <NoEditorial chat={chat} />
      )}
    </div>
  );
}
