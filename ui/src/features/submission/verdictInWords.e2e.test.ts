import type { Page } from 'playwright-core';
import { registerLearner } from '../../testing/accounts';
import { screenshot, useBrowserApp } from '../../testing/browser';
import { docScreenshot } from '../../testing/docScreenshots';
import { problemTitled } from '../../testing/problems';
import type { ProblemView } from '@forge/contracts';

jest.setTimeout(180_000);

const { page, open } = useBrowserApp({ page: 'file' });
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
let problem: ProblemView;

/** A learner's two failed submissions, both under the spec's yellow Error badge: a compile error, then a time limit. */
beforeAll(async () => {
  await registerLearner(page());
  problem = await problemTitled(page(), 'Pair With Target Sum');
  const submit = async (code: string, language: string) => {
    const res = await page().request.post(`/api/submission/submit/${problem._id}`, { data: { code, language } });
    if (!res.ok()) throw new Error(`submit failed: ${res.status()} ${await res.text()}`);
  };
  await submit('int main( {\n', 'cpp');
  await submit('while (true) {}\n', 'javascript');
}, 180_000);

/** The page of the learner above, at `viewport`, on the problem's Submissions tab. */
async function submissionsTab(viewport: { width: number; height: number }, colorScheme: 'light' | 'dark'): Promise<Page> {
  const { page: p } = await open({ viewport, colorScheme });
  await p.context().addCookies(await page().context().cookies());
  await p.goto(`/problem/${problem._id}`);
  await p.getByRole('heading', { name: problem.title }).waitFor();
  await p.getByRole('tab', { name: 'Submissions', exact: true }).click();
  await p.getByTestId('verdict').first().waitFor();
  return p;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(['light', 'dark'] as const)('the submissions list names each verdict (%s theme)', (theme) => {
  test('at 1366 px: a compile error and a time limit share the Error badge and are told apart beside it', async () => {
    const p = await submissionsTab(DESKTOP, theme);
    expect((await p.getByTestId('verdict').allInnerTexts()).map(oneLine)).toEqual([
      'Error Time Limit Exceeded on test 1',
      'Error Compilation Error',
    ]);

    // Runtime, memory and the cases passed each stay on one line; the date breaks only between its day and its time.
    for (const column of [4, 5, 6]) {
      const cell = p.locator(`tbody tr.ant-table-row td:nth-child(${column})`).first();
      expect(await cell.evaluate((td) => getComputedStyle(td).whiteSpace)).toBe('nowrap');
    }
    const listed = oneLine(await p.locator('tbody tr.ant-table-row td:nth-child(7)').first().innerText());
    expect(listed).toMatch(/\d{4}, \d{2}:\d{2}$/);
    // Every column in sight in the half-screen pane: nothing of the table hides behind a sideways scroll.
    const table = p.locator('.ant-table-content');
    expect(await table.evaluate((t) => t.scrollWidth <= t.clientWidth + 1)).toBe(true);
    await docScreenshot(p, `submissions-verdicts-${theme}`);

    // The detail names the same verdict and writes the date as the list does.
    await p.getByRole('button', { name: 'View submission 2: Error Time Limit Exceeded on test 1' }).click();
    await p.getByRole('button', { name: 'Back to submissions' }).waitFor();
    expect(oneLine(await p.getByTestId('verdict').innerText())).toBe('Error Time Limit Exceeded on test 1');
    expect(await p.locator('.pp-stat', { hasText: 'Submitted' }).locator('.pp-stat-value').innerText()).toBe(listed);
    await screenshot(p, `submission-detail-verdict-${theme}`);
  });

  test('at 375 px: one card per submission, every figure in sight, nothing wider than the screen', async () => {
    const p = await submissionsTab(PHONE, theme);
    const cards = p.locator('.pp-submission-card');
    expect(await cards.count()).toBe(2);
    expect(await p.locator('.ant-table').count()).toBe(0);
    expect(oneLine(await cards.first().innerText())).toMatch(/Time Limit Exceeded on test 1 .*sec .*(kB|MB) .*cases/);
    for (const right of await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
      expect(right).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await docScreenshot(p, `submissions-phone-${theme}`);
  });
});
