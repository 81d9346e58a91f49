import type { Page } from 'playwright-core';
import { registerLearner } from '../../testing/accounts';
import { useBrowserApp } from '../../testing/browser';
import { docScreenshot } from '../../testing/docScreenshots';
import { problemTitled } from '../../testing/problems';
import type { ProblemView } from '@forge/contracts';

jest.setTimeout(120_000);

const { page, open } = useBrowserApp({ page: 'file' });
const PHONE = { width: 375, height: 812 };
let problem: ProblemView;

beforeAll(async () => {
  await registerLearner(page());
  problem = await problemTitled(page(), 'Pair With Target Sum');
}, 120_000);

async function problemPage(viewport: { width: number; height: number }, colorScheme: 'light' | 'dark'): Promise<Page> {
  const { page: p } = await open({ viewport, colorScheme });
  await p.context().addCookies(await page().context().cookies());
  await p.goto(`/problem/${problem._id}`);
  await p.getByRole('heading', { name: problem.title }).waitFor();
  return p;
}

/** Every box between the statement and the page that scrolls (content taller than itself, overflow auto or scroll). */
const scrollersAroundStatement = (p: Page) =>
  p
    .locator('.pp-example')
    .first()
    .evaluate((el) => {
      const found: string[] = [];
      for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
        const { overflowY } = getComputedStyle(node);
        if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) found.push(node.className);
      }
      return found;
    });

describe.each(['light', 'dark'] as const)('the problem page at 375 px (%s theme)', (theme) => {
  test('scrolls as one page, its tabs on one row each, nothing wider than the screen', async () => {
    const p = await problemPage(PHONE, theme);
    expect(await scrollersAroundStatement(p)).toEqual([]);
    expect(await p.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight)).toBe(true);

    for (const list of await p.locator('.pp-tabs > .ant-tabs-nav').all()) {
      const tops = await list.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      const [tab, bar] = await Promise.all([list.getByRole('tab').first().boundingBox(), list.boundingBox()]);
      expect(bar!.height).toBeLessThan(tab!.height * 2);
      // Each tab whole in the bar's visible part: none cut off at its edge, nothing to scroll to.
      const visible = (await list.locator('.ant-tabs-nav-wrap').boundingBox())!;
      for (const box of await list.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getBoundingClientRect().right))) {
        expect(box).toBeLessThanOrEqual(visible.x + visible.width + 0.5);
      }
    }
    for (const name of ['Description', 'Editorial', 'Solutions', 'Submissions', 'ChatAI']) {
      const box = (await p.getByRole('tab', { name, exact: true }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const wide = await p.evaluate(
      // The editor's lines scroll inside Ace's own viewport, as code does.
      (width) =>
        [...document.querySelectorAll('main *')]
          .filter((e) => !e.closest('.ace_editor') && e.getBoundingClientRect().right > width + 0.5)
          .map((e) => `${e.tagName}.${e.className}`),
      PHONE.width,
    );
    expect(wide).toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await docScreenshot(p, `problem-phone-${theme}`);
  });
});

test('at 1366 px the statement keeps its own scroll beside the editor (the split screen)', async () => {
  const p = await problemPage({ width: 1366, height: 800 }, 'light');
  expect(await p.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight + 1)).toBe(true);
});

describe('no dead ends', () => {
  test.each(['light', 'dark'] as const)(
    "an unknown problem gets the site's 404, with the way back to the problems (%s theme)",
    async (theme) => {
      const { page: p } = await open({ colorScheme: theme });
      await p.context().addCookies(await page().context().cookies());
      await p.goto('/problem/no-such-problem');
      await p.getByRole('heading', { name: 'Problem not found' }).waitFor();
      expect(await p.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
      await docScreenshot(p, `problem-not-found-${theme}`);
      await p.getByRole('link', { name: 'Back to problems' }).click();
      await p.waitForURL('**/problems');
    },
  );
});

describe('the Testcase tab inputs (issue 33)', () => {
  test('an edited example and an input of their own are back after a reload; the edited example runs as its own Case 2, once', async () => {
    const p = page();
    await p.setViewportSize({ width: 1366, height: 900 });
    await p.goto(`/problem/${problem._id}`);
    await p.locator('.ace_editor').waitFor();
    await p.getByRole('tab', { name: 'Testcase', exact: true }).click();
    // Another valid input (the problem's validator refuses others): the first example's.
    const edited = problem.visibleTestCases[0]!.input;
    await p.getByLabel('Case 2 input').fill(edited);
    await p.getByRole('button', { name: 'Add case' }).click();
    const own = problem.visibleTestCases[0]!.input;
    await p.getByLabel(`Case ${problem.visibleTestCases.length + 1} input`).fill(own);

    await p.reload();
    await p.locator('.ace_editor').waitFor();
    await p.getByRole('tab', { name: 'Testcase', exact: true }).click();
    expect(await p.getByLabel('Case 2 input').inputValue()).toBe(edited);
    expect(await p.getByLabel(`Case ${problem.visibleTestCases.length + 1} input`).inputValue()).toBe(own);

    await p.getByRole('button', { name: 'Run' }).click();
    await p.getByTestId('testcase').first().locator('.ant-tag').waitFor();
    await p.waitForFunction(() => !document.querySelector('[aria-busy="true"] [data-testid="testcase"]'));
    const titles = await p.locator('[data-testid="testcase"] .pp-case-head, [data-testid="custom-case"] .pp-case-head').allInnerTexts();
    expect(titles.filter((t) => t.includes('Case 2'))).toHaveLength(1);
    expect(titles.some((t) => t.includes('Custom case') && t.includes('(Case 2)'))).toBe(false);
    expect((await p.getByTestId('testcase').nth(1).locator('pre').first().innerText()).trim()).toBe(edited.trim());
    await docScreenshot(p, 'testcase-edited-example-light');
  });
});
