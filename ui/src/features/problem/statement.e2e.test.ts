import type { Page } from 'playwright-core';
import { registerLearner } from '../../testing/accounts';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { problemTitled } from '../../testing/problems';
import type { ProblemView } from '@forge/contracts';

jest.setTimeout(180_000);

/** The Solutions tab's text before the problem is solved (spec: /problem/{problemId}). */
const NO_SOLUTIONS = 'Solutions will be available after you solve the problem.';

const { page, open } = useBrowserApp({ page: 'file' });
let problem: ProblemView;

const openProblem = async (p: Page) => {
  await p.goto(`/problem/${problem._id}`);
  await p.getByRole('heading', { name: problem.title }).waitFor();
};
const statement = (p: Page) => p.locator('.pp-statement');
/** The TeX source of every formula KaTeX typeset, from the MathML annotation it keeps for screen readers. */
const texSources = (p: Page) => statement(p).locator('.katex annotation[encoding="application/x-tex"]').allTextContents();

beforeAll(async () => {
  await signInAs(page());
  problem = await problemTitled(page(), 'Pair With Target Sum');
}, 120_000);

test('a built-in statement reads as Markdown: section headings, typeset math, the input layout as a code block', async () => {
  await openProblem(page());
  await statement(page()).locator('.katex').first().waitFor();

  for (const name of ['Input', 'Output', 'Constraints']) {
    expect(await statement(page()).getByRole('heading', { level: 2, name, exact: true }).isVisible()).toBe(true);
  }
  const tex = await texSources(page());
  expect(tex).toEqual(
    expect.arrayContaining([
      'a_0, a_1, \\dots, a_{n-1}',
      '2 \\le n \\le 2 \\cdot 10^5',
      '-4 \\cdot 10^9 \\le \\mathit{target} \\le 4 \\cdot 10^9',
    ]),
  );
  // What a learner reads has no Markdown or TeX source left in it.
  const shown = await statement(page()).innerText();
  expect(shown).not.toContain('$');
  expect(shown).not.toContain('\\le');
  expect(shown).not.toContain('## ');
  expect(await statement(page()).locator('pre code').innerText()).toBe('n target\na_0 a_1 ... a_{n-1}\n');
  // The server's statement is MathML (issue 33): no KaTeX font is needed, and none comes from another site.
  const fonts = await page().evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /KaTeX_.*\.woff2/.test(name)),
  );
  for (const font of fonts) expect(new URL(font).origin).toBe(new URL(page().url()).origin);
  await screenshot(page(), 'statement-markdown');

  const { page: dark } = await open({ colorScheme: 'dark' });
  await signInAs(dark);
  await openProblem(dark);
  await statement(dark).locator('.katex').first().waitFor();
  expect(await dark.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
  expect(await statement(dark).getByRole('heading', { level: 2, name: 'Constraints' }).isVisible()).toBe(true);
  await screenshot(dark, 'statement-markdown-dark');
});

test('the admin form previews the description as it is typed, without running raw HTML', async () => {
  await page().goto('/admin/create');
  const preview = page().getByRole('region', { name: 'Description preview' });
  await preview.getByText('The statement shows here as learners will read it.').waitFor();

  await page().fill('#problem_description', 'Sum the readings $a_1, \\dots, a_n$.\n\n## Input\n\n```\nn\na_1 ... a_n\n```');
  await preview.locator('.katex').first().waitFor();
  expect(await preview.getByRole('heading', { level: 2, name: 'Input' }).isVisible()).toBe(true);
  expect(await preview.locator('pre code').innerText()).toBe('n\na_1 ... a_n\n');
  expect(await preview.locator('.katex annotation').allTextContents()).toEqual(['a_1, \\dots, a_n']);

  await page().locator('#problem_description').press('End');
  await page().locator('#problem_description').pressSequentially('\n\n## Constraints\n\n- $1 \\le n \\le 10^5$');
  await preview.getByRole('heading', { level: 2, name: 'Constraints' }).waitFor();
  expect(await preview.locator('li .katex annotation').textContent()).toBe('1 \\le n \\le 10^5');
  await screenshot(page(), 'admin-description-preview');

  await page().fill(
    '#problem_description',
    'Careful <img src="x" onerror="window.__injected = 1"> and <script>window.__injected = 2</script> [a link](javascript:window.__injected=3)',
  );
  await preview.getByText('Careful').waitFor();
  expect(await preview.locator('img, script').count()).toBe(0);
  expect(await preview.getByRole('link', { name: 'a link' }).getAttribute('href')).not.toContain('javascript:');
  await preview.getByRole('link', { name: 'a link' }).click();
  expect(await page().evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();

  const { page: dark } = await open({ colorScheme: 'dark' });
  await signInAs(dark);
  await dark.goto('/admin/create');
  await dark.fill('#problem_description', problem.description);
  await dark.getByRole('region', { name: 'Description preview' }).locator('.katex').first().waitFor();
  await screenshot(dark, 'admin-description-preview-dark');
});

test('reference solutions open to a learner once solved, highlighted per language, as is their submitted code', async () => {
  const { page: learner } = await open();
  await registerLearner(learner);
  await openProblem(learner);
  await learner.getByRole('tab', { name: 'Solutions' }).click();
  await learner.getByText(NO_SOLUTIONS).waitFor();

  const accepted = problem.referenceSolution.find((s) => s.language === 'JavaScript')!.completeCode;
  const res = await learner.request.post(`/api/submission/submit/${problem._id}`, { data: { code: accepted, language: 'javascript' } });
  expect(res.ok()).toBe(true);
  // The judge may answer later than the request: wait until the server counts the problem solved.
  for (;;) {
    const seen = (await (await learner.request.get(`/api/problem/problemById/${problem._id}`)).json()) as ProblemView;
    if (seen.referenceSolution.length > 0) break;
    await learner.waitForTimeout(500);
  }

  await openProblem(learner);
  await learner.getByRole('tab', { name: 'Solutions' }).click();
  // A code block ends in one newline, whether or not the code does.
  for (const [language, fence] of [
    ['C++', 'cpp'],
    ['Java', 'java'],
    ['JavaScript', 'javascript'],
  ] as const) {
    const code = learner.getByRole('region', { name: `${language} solution` }).locator(`pre code.hljs.language-${fence}`);
    await code.waitFor();
    expect(await code.locator('.hljs-keyword').count()).toBeGreaterThan(0);
    expect(await code.innerText()).toBe(problem.referenceSolution.find((s) => s.language === language)!.completeCode.replace(/\n?$/, '\n'));
  }
  const keyword = learner.getByRole('region', { name: 'Java solution' }).locator('.hljs-keyword').first();
  const plain = learner.getByRole('region', { name: 'Java solution' }).locator('pre code');
  const colour = (l: typeof keyword) => l.evaluate((e) => getComputedStyle(e).color);
  expect(await colour(keyword)).not.toBe(await colour(plain));
  await screenshot(learner, 'solutions-highlighted');

  await learner.getByRole('tab', { name: 'Submissions' }).click();
  await learner.getByRole('button', { name: /^View submission 1/ }).click();
  const submitted = learner.getByRole('region', { name: 'Submitted code' }).locator('pre code.hljs.language-javascript');
  await submitted.waitFor();
  expect(await submitted.locator('.hljs-keyword').count()).toBeGreaterThan(0);
  expect(await submitted.innerText()).toBe(accepted.replace(/\n?$/, '\n'));
  await screenshot(learner, 'submission-code-highlighted');

  const { page: dark } = await open({ colorScheme: 'dark' });
  await signInAs(dark);
  await openProblem(dark);
  await dark.getByRole('tab', { name: 'Solutions' }).click();
  const darkKeyword = dark.getByRole('region', { name: 'C++ solution' }).locator('.hljs-keyword').first();
  await darkKeyword.waitFor();
  // The dark palette, not the light one on a dark page.
  expect(await darkKeyword.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 123, 114)');
  await screenshot(dark, 'solutions-highlighted-dark');
});
