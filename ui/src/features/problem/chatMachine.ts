import { assign, fromPromise, setup } from 'xstate';
import { problemApi, type ChatRequest } from './api';
import type { ChatMessage, Problem } from './types';

export const CHAT_FAILED = 'Error from AI Chatbot';
export const MIN_CHAT_LENGTH = 2;

/** The conversation starts with a sample exchange (spec §2). */
export const SAMPLE_MESSAGES: readonly ChatMessage[] = [
  { role: 'model', parts: [{ text: 'Hi! I can help you reason about this problem. What would you like to know?' }] },
  { role: 'user', parts: [{ text: 'I am good, thanks.' }] },
];

export interface ChatContext {
  readonly problem: Pick<Problem, 'title' | 'description' | 'visibleTestCases' | 'startCode'>;
  readonly messages: readonly ChatMessage[];
  readonly draft: string;
}

export type ChatEvent = { type: 'TYPE'; text: string } | { type: 'SEND' };

export const isValidChatMessage = (text: string) => text.trim().length >= MIN_CHAT_LENGTH;

const say = (role: ChatMessage['role'], text: string): ChatMessage => ({ role, parts: [{ text }] });

/** The ChatAI tab: the learner asks, the model answers about this problem. */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as { problem: ChatContext['problem'] },
  },
  actors: {
    askModel: fromPromise<{ message: string }, ChatRequest>(({ input }) => problemApi.chat(input)),
  },
  guards: {
    validDraft: ({ context }) => isValidChatMessage(context.draft),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ problem: input.problem, messages: SAMPLE_MESSAGES, draft: '' }),
  on: { TYPE: { actions: assign(({ event }) => ({ draft: event.text })) } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SEND: {
          guard: 'validDraft',
          target: 'waiting',
          actions: assign(({ context }) => ({ messages: [...context.messages, say('user', context.draft.trim())], draft: '' })),
        },
      },
    },
    waiting: {
      invoke: {
        src: 'askModel',
        input: ({ context }) => ({
          messages: context.messages,
          title: context.problem.title,
          description: context.problem.description,
          testCases: context.problem.visibleTestCases,
          startCode: context.problem.startCode,
        }),
        onDone: { target: 'idle', actions: assign(({ context, event }) => ({ messages: [...context.messages, say('model', String(event.output.message ?? ''))] })) },
        onError: { target: 'idle', actions: assign(({ context }) => ({ messages: [...context.messages, say('model', CHAT_FAILED)] })) },
      },
    },
  },
});
