import type { Page } from 'playwright-core';
import { registerLearner } from '../../testing/accounts';
import { screenshot, useBrowserApp } from '../../testing/browser';

jest.setTimeout(120_000);

// Explicitly empty, so a key in the developer's own environment cannot give this server a model.
const { open } = useBrowserApp({ env: { GEMINI_API_KEY: '', AI_BASE_URL: '', AI_MODEL: '' } });

/** A fresh learner on the ChatAI tab of 'Pair With Target Sum', in the light or the dark theme. */
async function openChat(colorScheme: 'light' | 'dark'): Promise<Page> {
  const { page } = await open({ colorScheme });
  await registerLearner(page);
  const list = (await (await page.request.get('/api/problem/getAllProblem')).json()) as { _id: string; title: string }[];
  const problem = list.find((p) => p.title === 'Pair With Target Sum')!;
  await page.goto(`/problem/${problem._id}`);
  await page.getByRole('heading', { name: problem.title }).waitFor();
  await page.getByRole('tab', { name: 'ChatAI' }).click();
  return page;
}

describe('on a server without an AI model', () => {
  test.each(['light', 'dark'] as const)(
    'the ChatAI tab says the helper is not available and takes no question (%s theme)',
    async (theme) => {
      const page = await openChat(theme);
      const notice = page.getByTestId('chat-unavailable');
      await notice.waitFor();
      expect(await notice.innerText()).toBe('The AI helper is not available on this server.');
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);

      // No greeting promising help, and nothing a learner could send.
      const input = page.getByLabel('Message to the AI helper');
      expect(await input.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      expect(await page.locator('[data-role="model"], [data-role="user"]').count()).toBe(0);

      // The operator's configuration hint is for the server log and the README, not the learner.
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(/GEMINI|AI_BASE_URL|AI_MODEL|API key/i);
      await screenshot(page, `problem-chat-unavailable-${theme}`);
    },
  );
});

describe('empty states never point at the chat when it is off (issue 33)', () => {
  test.each(['light', 'dark'] as const)(
    'the Editorial tab without a video says to try the examples, not to ask ChatAI (%s theme)',
    async (theme) => {
      const { page } = await open({ colorScheme: theme });
      await registerLearner(page);
      const list = (await (await page.request.get('/api/problem/getAllProblem')).json()) as { _id: string; title: string }[];
      const problem = list.find((p) => p.title === 'Pair With Target Sum')!;
      await page.goto(`/problem/${problem._id}`);
      await page.getByRole('heading', { name: problem.title }).waitFor();
      // The tab asks the chat's flag: its answer is what the text follows.
      const flag = page.waitForResponse((res) => res.url().endsWith('/ai/config'));
      await page.getByRole('tab', { name: 'Editorial' }).click();
      await page.getByText('No editorial video yet').waitFor();
      await flag;
      const text = page.getByTestId('editorial-empty');
      expect(await text.innerText()).toBe('The walkthrough for this problem has not been published. Try the examples.');
      expect(await page.locator('.pp-main').innerText()).not.toMatch(/ask ChatAI/i);
      await screenshot(page, `problem-editorial-empty-no-chat-${theme}`);
    },
  );
});
