import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Alert, Button, Input } from 'antd';
import { RobotOutlined, SendOutlined } from '@ant-design/icons';
import type { ActorRefFrom } from 'xstate';
import { CHAT_UNAVAILABLE, isValidChatMessage, MIN_CHAT_LENGTH, type ChatTurn, type chatMachine } from '../../ai/chatMachine';
import type { editorMachine } from '../../problem/editorMachine';
import { languageOf } from '../../problem/format';
import './chat.css';

/** Markdown and code highlighting load with the first answer shown, not with the page. */
const ChatMarkdown = lazy(() => import('./ChatMarkdown'));

function ModelText({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="pp-chat-plain">{text}</div>}>
      <ChatMarkdown text={text} />
    </Suspense>
  );
}

function Bubble({ message }: { message: ChatTurn }) {
  const text = message.parts.map((p) => p.text).join('\n');
  if (message.role === 'user') {
    return (
      <div className="pp-bubble pp-bubble-user" data-role="user">
        {text}
      </div>
    );
  }
  return (
    <div className="pp-bubble pp-bubble-model pp-chat-model" data-role="model" data-failed={message.failed ? 'true' : undefined}>
      <RobotOutlined aria-label="AI" className="pp-chat-avatar" />
      <div className="pp-chat-body">
        {message.failed ? (
          <>
            <div>{text}</div>
            {message.detail && <div className="pp-chat-detail">{message.detail}</div>}
          </>
        ) : (
          <ModelText text={text} />
        )}
      </div>
    </div>
  );
}

/** ChatAI: the conversation lives in the page's chat machine, so it survives tab switches. */
export function ChatTab({ chat, editor }: { chat: ActorRefFrom<typeof chatMachine>; editor?: ActorRefFrom<typeof editorMachine> }) {
  const messages = useSelector(chat, (s) => s.context.messages);
  const draft = useSelector(chat, (s) => s.context.draft);
  const reply = useSelector(chat, (s) => s.context.reply);
  const replying = useSelector(chat, (s) => s.matches('replying'));
  const unavailable = useSelector(chat, (s) => s.matches('unavailable'));
  const ready = useSelector(chat, (s) => s.matches('idle'));
  const log = useRef<HTMLDivElement>(null);
  const valid = isValidChatMessage(draft);

  useEffect(() => chat.send({ type: 'OPEN' }), [chat]);

  useEffect(() => {
    const element = log.current;
    // Follow the answer as it grows, unless the learner scrolled up to read.
    if (element && element.scrollHeight - element.scrollTop - element.clientHeight < 120) element.scrollTo({ top: element.scrollHeight });
  }, [messages.length, reply]);

  const send = () => {
    const current = editor?.getSnapshot().context;
    chat.send({ type: 'SEND', ...(current ? { code: { language: languageOf(current.language).label, code: current.code } } : {}) });
  };

  return (
    <div className="pp-chat">
      <div className="pp-chat-log" ref={log} role="log" aria-live="polite" aria-label="Chat with the AI helper">
        {unavailable && <Alert type="info" showIcon title={CHAT_UNAVAILABLE} data-testid="chat-unavailable" />}
        {/* Without a model the greeting would promise help that cannot come. */}
        {!unavailable && messages.map((message, i) => <Bubble key={i} message={message} />)}
        {replying &&
          (reply ? (
            <div className="pp-bubble pp-bubble-model pp-chat-model" data-role="model" data-streaming="true" aria-busy="true">
              <RobotOutlined aria-label="AI" className="pp-chat-avatar" />
              <div className="pp-chat-body">
                <ModelText text={reply} />
              </div>
            </div>
          ) : (
            <div className="pp-bubble pp-bubble-model" aria-label="The AI is typing">
              <RobotOutlined style={{ marginRight: 6 }} />…
            </div>
          ))}
      </div>
      <form
        className="pp-chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <Input
          value={draft}
          onChange={(e) => chat.send({ type: 'TYPE', text: e.target.value })}
          placeholder={unavailable ? 'The AI helper is not available' : 'Ask me anything about this problem'}
          disabled={unavailable}
          aria-label="Message to the AI helper"
          aria-invalid={draft !== '' && !valid}
          aria-describedby="pp-chat-rule"
          autoComplete="off"
          maxLength={4000}
        />
        <span id="pp-chat-rule" className="pp-sr-only">
          At least {MIN_CHAT_LENGTH} characters
        </span>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} disabled={!valid || !ready} aria-label="Send">
          Send
        </Button>
      </form>
    </div>
  );
}
