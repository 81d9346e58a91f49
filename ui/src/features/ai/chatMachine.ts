import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { ApiError } from '../../api/http';
import { problemApi, type ChatRequest } from '../problem/api';
import type { ChatMessage, ProblemView } from '@forge/contracts';

export const CHAT_FAILED = 'Error from AI Chatbot';
/** What the tab says instead of chatting when the server has no model (how to add one is in the server's log, not here). */
export const CHAT_UNAVAILABLE = 'The AI helper is not available on this server.';
export const MIN_CHAT_LENGTH = 2;

/** The conversation starts with a sample exchange (spec §2): the helper's greeting and a learner's first question. */
export const SAMPLE_MESSAGES: readonly ChatMessage[] = [
  {
    role: 'model',
    parts: [
      { text: "Hi! I'm the AI helper for this problem. I can explain the statement, hint at an approach or look at your code with you." },
    ],
  },
  { role: 'user', parts: [{ text: 'Where should I start with this problem?' }] },
];

/** A message on screen; a failure notice is shown but never sent back to the model. */
export interface ChatTurn extends ChatMessage {
  readonly failed?: true;
  /** The server's explanation of a failure, e.g. that no model is configured. */
  readonly detail?: string;
}

export interface LearnerCode {
  readonly language: string;
  readonly code: string;
}

export interface ChatContext {
  readonly problem: Pick<ProblemView, '_id' | 'title' | 'description' | 'visibleTestCases' | 'startCode'>;
  readonly messages: readonly ChatTurn[];
  readonly draft: string;
  /** The answer so far, while it streams in. */
  readonly reply: string;
  /** The editor's content when the question was sent. */
  readonly code?: LearnerCode | undefined;
}

/** What the reply actor reports while the answer streams. */
export type ReplyEvent =
  | { type: 'REPLY.DELTA'; text: string }
  | { type: 'REPLY.DONE'; message: string }
  | { type: 'REPLY.FAILED'; detail?: string | undefined }
  | { type: 'REPLY.UNAVAILABLE' };

/** OPEN: the tab is shown (the first time asks the server whether the helper is there at all). */
export type ChatEvent = { type: 'OPEN' } | { type: 'TYPE'; text: string } | { type: 'SEND'; code?: LearnerCode } | ReplyEvent;

export const isValidChatMessage = (text: string) => text.trim().length >= MIN_CHAT_LENGTH;

const say = (role: ChatMessage['role'], text: string): ChatTurn => ({ role, parts: [{ text }] });

/** The server's own explanation, when it gave one; a network failure has none. */
export function failureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  const body = error.body;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
}

/** The server's 503 for a server without a model (its configuration changed since the tab asked). */
export const isUnavailable = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 503 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'code' in error.body &&
  error.body.code === 'AI_NOT_CONFIGURED';

/** The chat so far as the server takes it (spec §7): failure notices left out. */
export function chatRequest(context: ChatContext): ChatRequest {
  return {
    messages: context.messages.filter((m) => !m.failed).map(({ role, parts }) => ({ role, parts })),
    problemId: context.problem._id,
    title: context.problem.title,
    description: context.problem.description,
    testCases: context.problem.visibleTestCases,
    startCode: context.problem.startCode,
    ...(context.code ? { code: context.code } : {}),
  };
}

/** The ChatAI tab: the learner asks, the model's answer streams in piece by piece. */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as { problem: ChatContext['problem'] },
  },
  actors: {
    streamReply: fromCallback<EventObject, ChatRequest>(({ input, sendBack }) => {
      const controller = new AbortController();
      problemApi
        .chat(input, { signal: controller.signal, onDelta: (text) => sendBack({ type: 'REPLY.DELTA', text }) })
        .then((message) => sendBack({ type: 'REPLY.DONE', message }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          sendBack(isUnavailable(error) ? { type: 'REPLY.UNAVAILABLE' } : { type: 'REPLY.FAILED', detail: failureDetail(error) });
        });
      // Leaving the page stops the answer, and with it the model upstream.
      return () => controller.abort();
    }),
    checkAvailable: fromPromise<boolean>(async () => (await problemApi.aiConfig()).available),
  },
  guards: {
    validDraft: ({ context }) => isValidChatMessage(context.draft),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ problem: input.problem, messages: SAMPLE_MESSAGES, draft: '', reply: '' }),
  on: { TYPE: { actions: assign(({ event }) => ({ draft: event.text })) } },
  initial: 'closed',
  states: {
    /** Nobody has opened the tab: no question to the server yet. */
    closed: { on: { OPEN: 'checking' } },
    checking: {
      invoke: {
        src: 'checkAvailable',
        onDone: [{ guard: ({ event }) => event.output, target: 'idle' }, { target: 'unavailable' }],
        // Unknown: let the learner try; a question then fails with the server's own explanation.
        onError: 'idle',
      },
    },
    /** No model on this server: nothing can be sent. */
    unavailable: {},
    idle: {
      on: {
        SEND: {
          guard: 'validDraft',
          target: 'replying',
          actions: assign(({ context, event }) => ({
            messages: [...context.messages, say('user', context.draft.trim())],
            draft: '',
            reply: '',
            code: event.code,
          })),
        },
      },
    },
    replying: {
      invoke: { src: 'streamReply', input: ({ context }) => chatRequest(context) },
      on: {
        'REPLY.DELTA': { actions: assign(({ context, event }) => ({ reply: context.reply + event.text })) },
        'REPLY.DONE': {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            messages: [...context.messages, say('model', event.message || context.reply)],
            reply: '',
          })),
        },
        'REPLY.UNAVAILABLE': { target: 'unavailable', actions: assign({ reply: '' }) },
        'REPLY.FAILED': {
          target: 'idle',
          // What already arrived stays readable; the failure shows after it (spec §8).
          actions: assign(({ context, event }) => ({
            messages: [
              ...context.messages,
              ...(context.reply ? [say('model', context.reply)] : []),
              { ...say('model', CHAT_FAILED), failed: true as const, ...(event.detail ? { detail: event.detail } : {}) },
            ],
            reply: '',
          })),
        },
      },
    },
  },
});
