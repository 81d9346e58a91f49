import type { Page } from 'playwright-core';
import { geminiEnv, startFakeGemini, type FakeGemini } from '../../../../api/src/ai/testing/fakeGemini';
import { registerLearner } from '../../testing/accounts';
import { screenshot, useBrowserApp, type RunningApp } from '../../testing/browser';

jest.setTimeout(120_000);

let fake: FakeGemini;
const { app, open } = useBrowserApp({
  env: async () => {
    fake = await startFakeGemini();
    return geminiEnv(fake);
  },
});
afterAll(() => fake?.close());

/** A fresh learner (in a context closed after the test) on the ChatAI tab of 'Pair With Target Sum'; `requested` collects every script the page loads. */
async function openChat(on: RunningApp) {
  const { page } = await open({ app: on });
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  await page.goto('/');
  await page.getByRole('heading', { name: /Forge Your Skills/ }).waitFor();
  const landing = [...requested];
  await registerLearner(page);
  const list = (await (await page.request.get('/api/problem/getAllProblem')).json()) as { _id: string; title: string }[];
  const problem = list.find((p) => p.title === 'Pair With Target Sum')!;
  await page.goto(`/problem/${problem._id}`);
  await page.getByRole('heading', { name: problem.title }).waitFor();
  const beforeChat = [...requested];
  await page.getByRole('tab', { name: 'ChatAI' }).click();
  return { page, problem, landing, beforeChat, requested };
}

const ask = async (page: Page, question: string) => {
  await page.getByLabel('Message to the AI helper').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
};

test('the answer streams in as Markdown with highlighted code, and the Markdown code loads only with the chat', async () => {
  const { page, landing, beforeChat, requested } = await openChat(app());
  // The sample greeting renders through the lazy Markdown chunk, fetched only now.
  await page.locator('[data-role="model"] .pp-md').first().waitFor();
  const markdownChunk = (path: string) => /\/assets\/ChatMarkdown-[^/]+\.js$/.test(path);
  expect(landing.filter(markdownChunk)).toEqual([]);
  expect(beforeChat.filter(markdownChunk)).toEqual([]);
  expect(requested.filter(markdownChunk)).toHaveLength(1);

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  fake.requests.length = 0;
  fake.timeline.length = 0;
  fake.enqueue({
    chunks: [
      'Think about **pairs** first: what must you remember?\n\n',
      'A sketch:\n\n```js\nconst seen = new Map();\n',
      'for (const n of nums) seen.set(n, true);\n```\n',
    ],
    before: (index) => (index === 2 ? released : undefined),
  });
  await ask(page, 'How do I avoid checking every pair?');

  // Part of the answer is on screen, already as Markdown, while the model is still writing.
  const streaming = page.locator('[data-streaming="true"]');
  await streaming.locator('strong', { hasText: 'pairs' }).waitFor();
  await streaming.locator('pre code', { hasText: 'const seen = new Map();' }).waitFor();
  expect(await streaming.textContent()).not.toContain('seen.set');
  expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
  await screenshot(page, 'problem-chat-streaming');
  release();

  await streaming.waitFor({ state: 'detached' });
  expect(fake.timeline).toEqual(['sent 0', 'sent 1', 'sent 2']);
  const answer = page.locator('[data-role="model"]').last();
  const code = answer.locator('pre code.hljs.language-js');
  expect(await code.textContent()).toBe('const seen = new Map();\nfor (const n of nums) seen.set(n, true);\n');
  expect(await code.locator('.hljs-keyword', { hasText: 'const' }).count()).toBe(2);
  expect(await answer.locator('strong').textContent()).toBe('pairs');

  // The highlight theme follows the app's light and dark themes.
  const colours = await page.evaluate(() => {
    const keyword = [...document.querySelectorAll('[data-role="model"] pre code .hljs-keyword')].at(-1)!;
    const pre = keyword.closest('pre')!;
    const read = (mode: string) => {
      document.documentElement.dataset['theme'] = mode;
      return `${getComputedStyle(keyword).color} on ${getComputedStyle(pre).backgroundColor}`;
    };
    const original = document.documentElement.dataset['theme']!;
    const result = { light: read('light'), dark: read('dark') };
    document.documentElement.dataset['theme'] = original;
    return result;
  });
  // The light keyword red is a shade darker than GitHub's for 4.5:1 on its background (issue 33).
  expect(colours.light).toBe('rgb(179, 29, 40) on rgb(246, 248, 250)');
  expect(colours.dark).toBe('rgb(255, 123, 114) on rgb(13, 17, 23)');
  await screenshot(page, 'problem-chat-markdown');

  // What Gemini received: the question, the problem read by the server, the editor's code.
  const sent = JSON.stringify(fake.requests[0]!.body);
  expect(fake.requests[0]!.headers['x-goog-api-key']).toBe(geminiEnv(fake).GEMINI_API_KEY);
  expect(sent).toContain('How do I avoid checking every pair?');
  expect(sent).toContain('Pair With Target Sum');
  expect(sent).toContain("The learner's current code (JavaScript)");
});

test(`a model failure shows "Error from AI Chatbot" with the server's explanation`, async () => {
  const { page } = await openChat(app());
  fake.enqueue({ chunks: [], status: 500 });
  await ask(page, 'Any hint?');
  const failure = page.locator('[data-role="model"][data-failed="true"]');
  await failure.getByText('Error from AI Chatbot', { exact: true }).waitFor();
  expect(await failure.locator('.pp-chat-detail').textContent()).toBe(
    'The AI helper could not get an answer from the model. Please try again in a moment.',
  );
  expect(await failure.textContent()).not.toMatch(/Internal error|gemini-shard/);
});
