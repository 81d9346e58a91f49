import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { ApiError } from '../../api/http';
import { problemApi, type ChatRequest } from './api';
import type { ChatMessage, ProblemView } from '@forge/contracts';

export const CHAT_FAILED = 'Error from AI Chatbot';
export const MIN_CHAT_LENGTH = 2;

/** The conversation starts with a sample exchange (spec §2). */
export const SAMPLE_MESSAGES: readonly ChatMessage[] = [
  { role: 'model', parts: [{ text: 'Hi! I can help you reason about this problem. What would you like to know?' }] },
  { role: 'user', parts: [{ text: 'I am good, thanks.' }] },
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
  { type: 'REPLY.DELTA'; text: string } | { type: 'REPLY.DONE'; message: string } | { type: 'REPLY.FAILED'; detail?: string | undefined };

export type ChatEvent = { type: 'TYPE'; text: string } | { type: 'SEND'; code?: LearnerCode } | ReplyEvent;

export const isValidChatMessage = (text: string) => text.trim().length >= MIN_CHAT_LENGTH;

const say = (role: ChatMessage['role'], text: string): ChatTurn => ({ role, parts: [{ text }] });

/** The server's own explanation, when it gave one; a network failure has none. */
export function failureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  const body = error.body;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
}

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
          if (!controller.signal.aborted) sendBack({ type: 'REPLY.FAILED', detail: failureDetail(error) });
        });
      // Leaving the page stops the answer, and with it the model upstream.
      return () => controller.abort();
    }),
  },
  guards: {
    validDraft: ({ context }) => isValidChatMessage(context.draft),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ problem: input.problem, messages: SAMPLE_MESSAGES, draft: '', reply: '' }),
  on: { TYPE: { actions: assign(({ event }) => ({ draft: event.text })) } },
  initial: 'idle',
  states: {
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
