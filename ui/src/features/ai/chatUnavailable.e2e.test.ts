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
