import type { Page } from 'playwright-core';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { fillSource, sourceValue } from '../../testing/sourceEditor';
import { createSumProblem } from '../../testing/sumProblem';
import type { ProblemView } from '@forge/contracts';

jest.setTimeout(180_000);

const { page } = useBrowserApp({ page: 'file' });

const TITLE = 'Sum Given Python Later';
const python = {
  start: 'import sys\n\na, b = map(int, sys.stdin.read().split())\n',
  solution: 'import sys\n\na, b = map(int, sys.stdin.read().split())\nprint(a + b)\n',
  wrong: 'import sys\n\na, b = map(int, sys.stdin.read().split())\nprint(a - b)\n',
};

const loaded = async (p: Page, id: string) => (await (await p.request.get(`/api/problem/problemById/${id}`)).json()) as ProblemView;
const languagesOf = (list: readonly { language: string }[]) => list.map((e) => e.language);
const card = (p: Page, language: string) => p.locator('.ant-card-head-title', { hasText: new RegExp(`^${language.replace('+', '\\+')}$`) });

const editProblem = async (p: Page) => {
  await p.goto('/admin/update');
  await p.getByRole('button', { name: `Edit ${TITLE}` }).click();
  await p.locator('#problem_title').waitFor();
};
const update = async (p: Page) => {
  await p.getByRole('button', { name: 'Update Problem' }).click();
  await p.getByText('Problem updated successfully!').waitFor({ timeout: 120_000 });
};

let problem: ProblemView;
beforeAll(async () => {
  await signInAs(page());
  problem = await createSumProblem(page(), TITLE, 2);
}, 120_000);

test('an admin adds Python with a time factor and a Python wrong solution, and the problem saves and loads them', async () => {
  await editProblem(page());
  for (const language of ['C++', 'Java', 'JavaScript']) await card(page(), language).waitFor();
  expect(await card(page(), 'Python').count()).toBe(0);
  // The spec's three cannot be removed.
  expect(await page().getByRole('button', { name: 'Remove C++' }).count()).toBe(0);
  expect(
    await page()
      .getByRole('spinbutton', { name: /time factor$/ })
      .count(),
  ).toBe(3);

  await page().getByRole('button', { name: 'Add Python' }).click();
  await card(page(), 'Python').waitFor();
  expect(await page().getByRole('button', { name: 'Add Python' }).count()).toBe(0);
  await page().getByRole('button', { name: 'Add C' }).waitFor();
  // An added language needs its code, in the spec's words.
  await page().getByRole('button', { name: 'Update Problem' }).click();
  await page().getByText('Initial code is required').first().waitFor();
  await fillSource(page(), 'problem_startCode_3_initialCode', python.start);
  await fillSource(page(), 'problem_referenceSolution_3_completeCode', python.solution);
  await page().getByRole('spinbutton', { name: 'Python time factor' }).fill('3');

  await page().getByRole('button', { name: 'Add Wrong Solution' }).click();
  await page().getByRole('combobox', { name: 'Wrong solution 1 language' }).click();
  // The open list offers every language the judge runs, in order. It is read in the page as one
  // step, waiting for the list to settle, since antd renders an opening dropdown more than once.
  const offered = await page().waitForFunction(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
    const titles = open.flatMap((d) => [...d.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title')));
    return titles.includes('C') ? titles : false;
  });
  expect(await offered.jsonValue()).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);
  await page().locator('.ant-select-dropdown:visible .ant-select-item-option[title="Python"]').click();
  await page().getByRole('combobox', { name: 'Wrong solution 1 expected verdict' }).click();
  await page().locator('.ant-select-dropdown:visible .ant-select-item-option[title="Wrong Answer"]').click();
  await fillSource(page(), 'problem_wrongSolutions_0_completeCode', python.wrong);
  await screenshot(page(), 'admin-code-templates-python');
  await update(page());

  const saved = await loaded(page(), problem._id);
  expect(languagesOf(saved.startCode)).toEqual(['C++', 'Java', 'JavaScript', 'Python']);
  expect(languagesOf(saved.referenceSolution ?? [])).toEqual(['C++', 'Java', 'JavaScript', 'Python']);
  expect(saved.timeFactors).toEqual({ Python: 3 });
  expect(saved.wrongSolutions?.map((w) => [w.language, w.expectedVerdict])).toEqual([['Python', 'Wrong Answer']]);

  await editProblem(page());
  await card(page(), 'Python').waitFor();
  expect((await sourceValue(page(), 'problem_referenceSolution_3_completeCode')).trim()).toBe(python.solution.trim());
  expect(await page().getByRole('spinbutton', { name: 'Python time factor' }).inputValue()).toBe('3');
});

test('removing Python takes its code and its time factor out, and the history tells the time factors', async () => {
  await editProblem(page());
  await page().getByRole('button', { name: 'Remove Python' }).click();
  await card(page(), 'Python').waitFor({ state: 'detached' });
  expect(await page().getByRole('spinbutton', { name: 'Python time factor' }).count()).toBe(0);
  // The Python wrong solution stays a wrong solution; the judge still proves it.
  await update(page());

  const saved = await loaded(page(), problem._id);
  expect(languagesOf(saved.startCode)).toEqual(['C++', 'Java', 'JavaScript']);
  expect(saved.timeFactors).toBeUndefined();

  await page().goto(`/admin/history/${problem._id}`);
  await page().getByText('Time factors: none → Python × 3').first().waitFor();
  await page().getByText('Time factors: Python × 3 → none').first().waitFor();
});
