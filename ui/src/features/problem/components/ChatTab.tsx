import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Input } from 'antd';
import { RobotOutlined, SendOutlined } from '@ant-design/icons';
import type { ActorRefFrom } from 'xstate';
import { isValidChatMessage, MIN_CHAT_LENGTH, type chatMachine } from '../chatMachine';

/** ChatAI: the conversation lives in the page's chat machine, so it survives tab switches. */
export function ChatTab({ chat }: { chat: ActorRefFrom<typeof chatMachine> }) {
  const messages = useSelector(chat, (s) => s.context.messages);
  const draft = useSelector(chat, (s) => s.context.draft);
  const waiting = useSelector(chat, (s) => s.matches('waiting'));
  const log = useRef<HTMLDivElement>(null);
  const valid = isValidChatMessage(draft);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight, behavior: 'smooth' });
  }, [messages.length, waiting]);

  return (
    <div className="pp-chat">
      <div className="pp-chat-log" ref={log} role="log" aria-live="polite" aria-label="Chat with the AI helper">
        {messages.map((message, i) => (
          <div key={i} className={`pp-bubble pp-bubble-${message.role}`} data-role={message.role}>
            {message.role === 'model' && <RobotOutlined aria-label="AI" style={{ marginRight: 6 }} />}
            {message.parts.map((p) => p.text).join('\n')}
          </div>
        ))}
        {waiting && (
          <div className="pp-bubble pp-bubble-model" aria-label="The AI is typing">
            <RobotOutlined style={{ marginRight: 6 }} />…
          </div>
        )}
      </div>
      <form
        className="pp-chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          chat.send({ type: 'SEND' });
        }}
      >
        <Input
          value={draft}
          onChange={(e) => chat.send({ type: 'TYPE', text: e.target.value })}
          placeholder="Ask me anything about this problem"
          aria-label="Message to the AI helper"
          aria-invalid={draft !== '' && !valid}
          aria-describedby="pp-chat-rule"
          autoComplete="off"
        />
        <span id="pp-chat-rule" className="pp-sr-only">
          At least {MIN_CHAT_LENGTH} characters
        </span>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} disabled={!valid || waiting} aria-label="Send">
          Send
        </Button>
      </form>
    </div>
  );
}
