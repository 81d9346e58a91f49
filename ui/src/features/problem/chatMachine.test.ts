import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChatRequest } from './api';
import { CHAT_FAILED, SAMPLE_MESSAGES, chatMachine, isValidChatMessage } from './chatMachine';

const problem = { title: 'Sum', description: 'Add', visibleTestCases: [{ input: '1 2', output: '3', explanation: '1+2' }], startCode: [] };

const chat = (ask: (request: ChatRequest) => Promise<{ message: string }>) =>
  createActor(chatMachine.provide({ actors: { askModel: fromPromise<{ message: string }, ChatRequest>(({ input }) => ask(input)) } }), {
    input: { problem },
  }).start();

describe('chatMachine', () => {
  it('starts with a model greeting and a user reply', () => {
    const { messages } = chat(async () => ({ message: '' })).getSnapshot().context;
    expect(messages).toBe(SAMPLE_MESSAGES);
    expect(messages.map((m) => m.role)).toEqual(['model', 'user']);
  });

  it('needs at least 2 characters', () => {
    expect(isValidChatMessage('')).toBe(false);
    expect(isValidChatMessage(' a ')).toBe(false);
    expect(isValidChatMessage('ab')).toBe(true);
    const actor = chat(async () => ({ message: 'x' }));
    actor.send({ type: 'TYPE', text: 'a' });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
  });

  it('sends the chat so far with the problem, and adds the answer', async () => {
    const requests: ChatRequest[] = [];
    const actor = chat(async (request) => (requests.push(request), { message: 'Try a hash map.' }));
    actor.send({ type: 'TYPE', text: 'Any hint?' });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.draft).toBe('');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(requests[0]).toEqual({
      messages: [...SAMPLE_MESSAGES, { role: 'user', parts: [{ text: 'Any hint?' }] }],
      title: 'Sum',
      description: 'Add',
      testCases: problem.visibleTestCases,
      startCode: [],
    });
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'model', parts: [{ text: 'Try a hash map.' }] });
  });

  it(`answers "${CHAT_FAILED}" when the call fails`, async () => {
    const actor = chat(async () => {
      throw new Error('404');
    });
    actor.send({ type: 'TYPE', text: 'hello' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({ role: 'model', parts: [{ text: CHAT_FAILED }] });
  });
});
