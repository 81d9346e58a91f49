/** One message of a chat, as the browser sends it. */
export const say = (role: string, text: string) => ({ role, parts: [{ text }] });

/**
 * A chat request as the browser sends it: the learner, greeted, asks how to start "Add Two
 * Numbers" (the problem travels with every message); `overrides` win.
 */
export const chatRequest = (overrides: Record<string, unknown> = {}) => ({
  messages: [say('model', 'Hi! How can I help?'), say('user', 'I am good, thanks.'), say('user', 'How should I start?')],
  title: 'Add Two Numbers',
  description: 'Read two integers and print their sum.',
  testCases: [{ input: '1 2', output: '3', explanation: '1 + 2 = 3' }],
  startCode: [{ language: 'JavaScript', initialCode: '// read stdin here' }],
  ...overrides,
});
