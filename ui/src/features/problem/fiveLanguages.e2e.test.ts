import type { Page } from 'playwright-core';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { editorValue, openProblem, setEditorValue } from '../../testing/problemPage';
import { createSumProblem, sumSolutions } from '../../testing/sumProblem';
import type { ProblemView } from '@forge/contracts';

jest.setTimeout(180_000);

const { page, open } = useBrowserApp({ page: 'file' });

const python = 'import sys\n\na, b = map(int, sys.stdin.read().split())\nprint(a + b)\n';
const c =
  '#include <stdio.h>\n\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n';
const pythonStart = '# Python: read a and b, print a + b\nimport sys\n';
const cStart = '/* C: read a and b, print a + b */\n#include <stdio.h>\n';

/** A + b with start code and references in all five languages (issue 32), created through the API. */
async function createFiveLanguageProblem(admin: Page, title: string): Promise<ProblemView> {
  const res = await admin.request.post('/api/problem/create', {
    data: {
      title,
      description: 'Read two integers a and b and print a + b.',
      difficulty: 'easy',
      tags: 'array',
      visibleTestCases: [{ input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3' }],
      hiddenTestCases: [
        { input: '5 7\n', output: '12\n' },
        { input: '-4 10\n', output: '6\n' },
      ],
      startCode: [
        { language: 'C++', initialCode: sumSolutions.cpp },
        { language: 'Java', initialCode: sumSolutions.java },
        { language: 'JavaScript', initialCode: sumSolutions.js },
        { language: 'Python', initialCode: pythonStart },
        { language: 'C', initialCode: cStart },
      ],
      referenceSolution: [
        { language: 'C++', completeCode: sumSolutions.cpp },
        { language: 'Java', completeCode: sumSolutions.java },
        { language: 'JavaScript', completeCode: sumSolutions.js },
        { language: 'Python', completeCode: python },
        { language: 'C', completeCode: c },
      ],
      timeFactors: { Python: 2 },
    },
  });
  if (!res.ok()) throw new Error(`could not create the problem: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { problem: ProblemView }).problem;
}

const startCodeOf = (problem: ProblemView, language: string) => problem.startCode.find((s) => s.language === language)!.initialCode;
const languageButtons = (p: Page) => p.getByRole('group', { name: 'Language' }).getByRole('button');
const languageButton = (p: Page, name: string) => p.getByRole('group', { name: 'Language' }).getByRole('button', { name, exact: true });

let five: ProblemView;
let three: ProblemView;
beforeAll(async () => {
  await signInAs(page());
  five = await createFiveLanguageProblem(page(), 'Sum in Five Languages');
  three = await createSumProblem(page(), 'Sum in the Spec Three', 2);
}, 180_000);

test('a problem with Python and C start code offers the five languages in order, and Python shows its start code', async () => {
  await openProblem(page(), five);
  expect(await languageButtons(page()).allTextContents()).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);

  await languageButton(page(), 'Python').click();
  expect(await languageButton(page(), 'Python').getAttribute('aria-pressed')).toBe('true');
  await page().waitForFunction(() => document.querySelector('.ace_editor')?.textContent?.includes('# Python: read a and b'));
  expect(await editorValue(page())).toBe(startCodeOf(five, 'Python'));
  // Ace's Python mode colours the comment as a comment.
  const comment = page().locator('.ace_editor .ace_comment').first();
  await comment.waitFor();
  expect(await comment.textContent()).toContain('# Python');
  await page().getByRole('textbox', { name: 'Python code editor' }).waitFor({ state: 'attached' });

  await languageButton(page(), 'C').click();
  await page().waitForFunction(() => document.querySelector('.ace_editor')?.textContent?.includes('/* C: read a and b'));
  expect(await editorValue(page())).toBe(startCodeOf(five, 'C'));
  await screenshot(page(), 'editor-five-languages');
});

test('a Python submission is judged Accepted and listed as Python', async () => {
  await openProblem(page(), five);
  await languageButton(page(), 'Python').click();
  await page().waitForFunction(() => document.querySelector('.ace_editor')?.textContent?.includes('# Python'));
  await setEditorValue(page(), python);
  await page().getByRole('button', { name: 'Submit' }).click();
  const verdict = page().locator('.pp-verdict');
  await verdict.waitFor({ timeout: 120_000 });
  expect(await verdict.textContent()).toBe('Accepted');
  expect(await page().getByText('2/2').isVisible()).toBe(true);

  await page().getByRole('tab', { name: 'Submissions' }).click();
  const rows = page().locator('.ant-table-tbody tr.ant-table-row');
  await rows.first().waitFor();
  expect(await rows.first().getByText('Python', { exact: true }).isVisible()).toBe(true);
  expect(await rows.first().getByText('Accepted').isVisible()).toBe(true);
});

test('a problem without Python and C offers only the three, and opens in its first language after Python was used', async () => {
  // The last language chosen (on the five-language problem) was Python, which this problem lacks.
  await openProblem(page(), three);
  expect(await languageButtons(page()).allTextContents()).toEqual(['C++', 'Java', 'JavaScript']);
  expect(await languageButton(page(), 'C++').getAttribute('aria-pressed')).toBe('true');
  expect(await editorValue(page())).toBe(startCodeOf(three, 'C++'));

  // Back on the five-language problem, its own last language is still Python.
  await openProblem(page(), five);
  expect(await languageButton(page(), 'Python').getAttribute('aria-pressed')).toBe('true');
});

test('the five language buttons fit a 375 px screen', async () => {
  const { page: small } = await open({ viewport: { width: 375, height: 812 } });
  await signInAs(small);
  await small.goto(`/problem/${five._id}`);
  await small.getByRole('heading', { name: five.title }).waitFor();
  await small.getByRole('tab', { name: 'Code', exact: true }).click();
  await languageButton(small, 'C').waitFor();
  expect(await languageButtons(small).allTextContents()).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(small, 'editor-five-languages-mobile');
});
