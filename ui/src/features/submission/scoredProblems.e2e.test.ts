import type { Page } from 'playwright-core';
import { registerLearner } from '../../testing/accounts';
import { screenshot, useBrowserApp, type PageOptions } from '../../testing/browser';
import { docScreenshot } from '../../testing/docScreenshots';
import { openProblem, setEditorValue } from '../../testing/problemPage';
import { problemTitled } from '../../testing/problems';

jest.setTimeout(300_000);

const { open } = useBrowserApp();
const LONG = { timeout: 120_000 };
const PHONE = { viewport: { width: 375, height: 812 } };

/** Every piece's weakest link kept as it grows: O(n^2), in time on the small and medium subtasks (50 of 100 points) and not on the full one. */
const quadratic = `const t = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
const n = t[0];
const s = t.slice(1, 1 + n);
let total = 0;
for (let l = 0; l < n; l++) {
  let weakest = s[l];
  for (let r = l; r < n; r++) {
    if (s[r] < weakest) weakest = s[r];
    total += weakest;
  }
}
console.log(String(total));
`;

/** Heaviest parcel first onto the lighter bike: a well-formed split, unequal on the first example, which the checker rejects with its reason. */
const greedyLoads = `const t = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
const w = t.slice(1, 1 + t[0]);
const total = w.reduce((a, b) => a + b, 0);
if (total % 2 !== 0) console.log('-1');
else {
  const order = w.map((_, i) => i).sort((i, j) => w[j] - w[i]);
  const first = [];
  let a = 0, b = 0;
  for (const i of order) if (a <= b) { first.push(i + 1); a += w[i]; } else b += w[i];
  console.log(first.join(' '));
}
`;

/** The interactive problem's binary search, reading the judge's lines as they come. */
const binarySearch = `const lines = require('readline').createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const readLine = async () => (await lines.next()).value ?? '';
async function main() {
  const n = Number(await readLine());
  let lo = 1, hi = n;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    console.log(String(mid));
    const reply = (await readLine()).trim();
    if (reply === '=') return;
    if (reply === '<') hi = mid - 1; else lo = mid + 1;
  }
}
main().then(() => process.exit(0));
`;

async function learnerOn(title: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await open(options);
  await registerLearner(page);
  await openProblem(page, await problemTitled(page, title));
  await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
  return page;
}

const tab = (p: Page, name: string) => p.getByRole('tab', { name, exact: true });

async function toggleTheme(p: Page, to: 'dark' | 'light'): Promise<void> {
  await p.getByRole('button', { name: `Switch to ${to} theme` }).click();
  await p.getByRole('button', { name: `Switch to ${to === 'dark' ? 'light' : 'dark'} theme` }).waitFor();
}

test('a submission of a scored problem shows its score and each subtask, then its row in Submissions', async () => {
  const p = await learnerOn('Sum of Weakest Links');
  await setEditorValue(p, quadratic);
  await p.getByRole('button', { name: 'Submit' }).click();
  // While judging, each subtask's state shows as its cases finish.
  await p.getByTestId('submit-progress').getByTestId('subtask').first().waitFor(LONG);
  await p.locator('.pp-verdict').waitFor(LONG);
  expect(await p.getByTestId('score-value').textContent()).toBe('50 / 100');
  const rows = p.getByTestId('subtask');
  expect(
    await rows.evaluateAll((els) => els.map((e) => [e.querySelector('.jd-subtask-name')?.textContent, e.getAttribute('data-state')])),
  ).toEqual([
    ['small', 'passed'],
    ['medium', 'passed'],
    ['full', 'failed'],
  ]);
  expect(await p.getByRole('listitem', { name: 'Subtask full: Failed' }).textContent()).toContain('0 / 50 pts');
  const result = p.getByTestId('submit-result');
  await docScreenshot(result, 'learner-score-light');
  await toggleTheme(p, 'dark');
  await docScreenshot(result, 'learner-score-dark');
  await toggleTheme(p, 'light');

  await tab(p, 'Submissions').click();
  await p.getByRole('columnheader', { name: 'Score' }).waitFor(LONG);
  await p.getByRole('cell', { name: '50 / 100' }).waitFor();
  await p.getByRole('button', { name: /View submission 1/ }).click();
  await p.locator('.pp-stat', { hasText: 'Score' }).filter({ hasText: '50 / 100' }).waitFor();
  await screenshot(p, 'learner-score-submission-detail');
});

test("a run shows the checker's message on a case it rejects", async () => {
  const p = await learnerOn('Two Equal Loads');
  await setEditorValue(p, greedyLoads);
  await p.getByRole('button', { name: 'Run' }).click();
  await tab(p, 'Testcase').click();
  const failed = p.locator('[data-testid="testcase"][data-status="failed"]').first();
  await failed.waitFor(LONG);
  const message = failed.getByTestId('checker-message');
  expect((await message.textContent())!.length).toBeGreaterThan(0);
  await failed.scrollIntoViewIfNeeded();
  await docScreenshot(failed, 'learner-checker-message-light');
  await toggleTheme(p, 'dark');
  await docScreenshot(failed, 'learner-checker-message-dark');
});

test('a run of an interactive problem shows the exchange, each side labelled', async () => {
  const p = await learnerOn('Guess the Hidden Number');
  await setEditorValue(p, binarySearch);
  await p.getByRole('button', { name: 'Run' }).click();
  await tab(p, 'Testcase').click();
  const first = p.locator('[data-testid="testcase"][data-status="passed"]').first();
  await first.waitFor(LONG);
  const transcript = first.getByTestId('transcript');
  const lines = await transcript
    .locator('li')
    .evaluateAll((els) =>
      els.map((e) => [e.querySelector('.jd-transcript-from')?.textContent, e.querySelector('.jd-transcript-text')?.textContent]),
    );
  expect(lines[0]).toEqual(['Interactor', '1000']);
  expect(lines[1]).toEqual(['Program', '500']);
  expect(lines.at(-1)).toEqual(['Interactor', '=']);
  await first.scrollIntoViewIfNeeded();
  await docScreenshot(first, 'learner-transcript-light');
  await toggleTheme(p, 'dark');
  await docScreenshot(first, 'learner-transcript-dark');
});

test('the score and the transcript fit a 375 px screen', async () => {
  const p = await learnerOn('Guess the Hidden Number', PHONE);
  await setEditorValue(p, binarySearch);
  await p.getByRole('button', { name: 'Run' }).click();
  await tab(p, 'Testcase').click();
  const first = p.locator('[data-testid="testcase"][data-status="passed"]').first();
  await first.waitFor(LONG);
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await docScreenshot(first, 'learner-transcript-mobile');

  const q = await learnerOn('Sum of Weakest Links', PHONE);
  await tab(q, 'Code').click();
  await setEditorValue(q, quadratic);
  await q.getByRole('button', { name: 'Submit' }).click();
  await q.locator('.pp-verdict').waitFor(LONG);
  expect(await q.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await docScreenshot(q.getByTestId('submit-result'), 'learner-score-mobile');
});
