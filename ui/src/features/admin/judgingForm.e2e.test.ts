import type { Page } from 'playwright-core';
import type { ProblemView } from '@forge/contracts';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { fillSource } from '../../testing/sourceEditor';
import { choose } from '../../testing/accounts';
import { docScreenshot } from '../../testing/docScreenshots';
import { problemTitled } from '../../testing/problems';

jest.setTimeout(300_000);

const { page, open } = useBrowserApp({ page: 'file' });
const LONG = { timeout: 120_000 };

const TITLE = 'Half of a Number';

/** n / 2 as a real number: judged by tokens within 1e-6, so 2.500000 and 2.5 are both right. */
const code = {
  'C++': {
    start: '#include <cstdio>\nint main() {\n  long long n;\n  std::scanf("%lld", &n);\n  return 0;\n}\n',
    solution: '#include <cstdio>\nint main() {\n  long long n;\n  std::scanf("%lld", &n);\n  std::printf("%.6f\\n", n / 2.0);\n}\n',
  },
  Java: {
    start: 'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n  }\n}\n',
    solution:
      'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    long n = new Scanner(System.in).nextLong();\n    System.out.println(n / 2.0);\n  }\n}\n',
  },
  JavaScript: {
    start: "const n = Number(require('fs').readFileSync(0, 'utf8'));\n",
    solution: "const n = Number(require('fs').readFileSync(0, 'utf8'));\nconsole.log(String(n / 2));\n",
  },
} as const;
/** Integer division: right on even numbers only, so it scores the small subtask (even cases) alone. */
const integerHalf = '#include <cstdio>\nint main() {\n  long long n;\n  std::scanf("%lld", &n);\n  std::printf("%lld\\n", n / 2);\n}\n';

const setSource = (p: Page, text: string) => fillSource(p, 'problem_judging_source', text);

const card = (p: Page, title: string) =>
  p.locator('.ant-card').filter({ has: p.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

beforeAll(async () => {
  await signInAs(page());
}, 120_000);

test('creates a problem judged by tokens with subtasks and a Partial wrong solution through the form', async () => {
  const p = page();
  await p.goto('/admin/create');
  await p.getByText('Judging', { exact: true }).waitFor();
  await p.fill('#problem_title', TITLE);
  await p.fill('#problem_description', 'Read an integer n and print n / 2.');
  await p.fill('#problem_visibleTestCases_0_input', '5\n');
  await p.fill('#problem_visibleTestCases_0_output', '2.5\n');
  await p.fill('#problem_visibleTestCases_0_explanation', '5 / 2 = 2.5');
  const hidden = ['4\n', '10\n', '7\n'];
  for (const [i, input] of hidden.entries()) {
    if (i > 0) await p.getByRole('button', { name: 'Add Hidden Case' }).click();
    await p.fill(`#problem_hiddenTestCases_${i}_input`, input);
    await p.fill(`#problem_hiddenTestCases_${i}_output`, `${Number(input) / 2}\n`);
  }
  for (const [i, language] of (['C++', 'Java', 'JavaScript'] as const).entries()) {
    await fillSource(p, `problem_startCode_${i}_initialCode`, code[language].start);
    await fillSource(p, `problem_referenceSolution_${i}_completeCode`, code[language].solution);
  }

  // Tokens, its flags checked as they are typed.
  await choose(p, 'Output validation', 'Tokens (Kattis flags)');
  const flags = p.locator('#problem_judging_flags');
  await flags.fill('float_tolerance');
  await p.getByText('Validator flag float_tolerance takes a number, as in "float_tolerance 1e-6"').waitFor();
  await flags.fill('float_tolerance 1e-6');
  await p.getByText('numbers within 0.000001 (absolute or relative)', { exact: false }).waitFor();

  // Preview: the C++ reference prints 2.500000 for 2.5, accepted within the tolerance.
  await p.getByRole('button', { name: /Preview$/ }).click();
  const previewed = p.locator('[data-testid="preview-case"]');
  await previewed.first().waitFor(LONG);
  expect(await previewed.getAttribute('data-status')).toBe('passed');
  expect(await previewed.locator('[data-testid="actual-output"]').textContent()).toBe('2.500000\n');

  // Subtasks: the even cases (1-2) for 40 points, then 7 for 60, depending on the first.
  for (const [i, [name, points, cases]] of (
    [
      ['even', '40', '1-2'],
      ['odd', '60', '3'],
    ] as const
  ).entries()) {
    await p.getByRole('button', { name: 'Add Subtask' }).click();
    await p.fill(`#problem_subtasks_${i}_name`, name);
    await p.fill(`#problem_subtasks_${i}_points`, points);
    await p.fill(`#problem_subtasks_${i}_cases`, cases);
  }
  // A multiple select stays open after a choice.
  await p.getByRole('combobox', { name: 'Subtask 2 depends on' }).click();
  await p.locator('.ant-select-dropdown:visible .ant-select-item-option[title="even"]').click();
  await p.keyboard.press('Escape');
  await p.getByTestId('subtask-total').filter({ hasText: 'Total: 100 points over 2 subtasks' }).waitFor();

  await p.getByRole('button', { name: 'Add Wrong Solution' }).click();
  await choose(p, 'Wrong solution 1 expected verdict', 'Partial');
  await p.fill('#problem_wrongSolutions_0_expectedScore', '40');
  await fillSource(p, 'problem_wrongSolutions_0_completeCode', integerHalf);

  for (const [title, name] of [
    ['Judging', 'admin-judging-tokens-light'],
    ['Subtasks', 'admin-subtasks-light'],
  ] as const) {
    await card(p, title).scrollIntoViewIfNeeded();
    await docScreenshot(card(p, title), name);
  }
  await p.getByRole('button', { name: 'Create Problem' }).click();
  await p.getByText('Problem created successfully!').waitFor(LONG);
  await screenshot(p, 'admin-create-judging-success');

  const created = await problemTitled(p, TITLE);
  expect(created.validation).toEqual({ kind: 'tokens', flags: 'float_tolerance 1e-6' });
  expect(created.subtasks).toEqual([
    { name: 'even', points: 40, cases: [0, 1] },
    { name: 'odd', points: 60, cases: [2], dependsOn: ['even'] },
  ]);
  expect(created.wrongSolutions).toEqual([
    { language: 'C++', completeCode: integerHalf.trim(), expectedVerdict: 'Partial', expectedScore: 40 },
  ]);
});

test('the update form loads the judging and subtasks and saves them back unchanged', async () => {
  const p = page();
  const sent: unknown[] = [];
  p.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/problem/update/')) sent.push(request.postDataJSON());
  });
  await p.goto('/admin/update');
  await p.getByRole('button', { name: `Edit ${TITLE}` }).click();
  await p.locator('#problem_judging_flags').waitFor();
  expect(await p.locator('#problem_judging_flags').inputValue()).toBe('float_tolerance 1e-6');
  expect(await p.locator('#problem_subtasks_0_cases').inputValue()).toBe('1-2');
  expect(await p.locator('#problem_wrongSolutions_0_expectedScore').inputValue()).toBe('40');
  await p.getByRole('button', { name: 'Update Problem' }).click();
  await p.getByText('Problem updated successfully!').waitFor(LONG);
  const body = sent[0] as Partial<ProblemView>;
  expect(body.validation).toEqual({ kind: 'tokens', flags: 'float_tolerance 1e-6' });
  expect(body.subtasks).toHaveLength(2);
});

test('a checker source compiles as it is typed, and its compiler message shows when it does not', async () => {
  const p = page();
  await p.goto('/admin/create');
  await choose(p, 'Output validation', 'Custom checker');
  await p.locator('textarea#problem_judging_source').waitFor({ state: 'attached' });
  const check = p.getByTestId('compile-check');
  await setSource(p, '#include <cstdio>\nint main() { return 42 }\n');
  await p.locator('[data-testid="compile-check"][data-status="fails"]').waitFor(LONG);
  expect(await check.textContent()).toContain('The checker does not compile');
  expect(await check.textContent()).toMatch(/error/);
  await card(p, 'Judging').scrollIntoViewIfNeeded();
  await docScreenshot(card(p, 'Judging'), 'admin-judging-checker-fails-light');
  await setSource(p, '#include <cstdio>\nint main() { return 42; }\n');
  await p.getByText('Checker compiles').waitFor(LONG);
  // The source's label names the editor's text input.
  expect(await p.getByRole('textbox', { name: /^Checker source/ }).count()).toBe(1);
  // One element has the field's id, the editor's text input, so the label points at it (issue 33).
  expect(await p.locator('[id="problem_judging_source"]').evaluateAll((els) => els.map((e) => e.tagName))).toEqual(['TEXTAREA']);
  await choose(p, 'Checker protocol', 'testlib checker');
  await p.getByRole('button', { name: 'Add Helper File' }).click();
  await p.fill('#problem_judging_files_0_name', '../etc');
  await p.getByText('A checker file name is letters, digits, dots, dashes and underscores').waitFor();
  await p.fill('#problem_judging_files_0_name', 'testlib.h');
  await docScreenshot(card(p, 'Judging'), 'admin-judging-checker-light');

  // The same section in the dark, and at 375 px.
  for (const [options, name] of [
    [{ colorScheme: 'dark' as const }, 'dark'],
    [{ viewport: { width: 375, height: 812 } }, 'mobile'],
  ] as const) {
    const { page: other } = await open(options);
    await signInAs(other);
    await other.goto('/admin/create');
    await choose(other, 'Output validation', 'Custom checker');
    await other.locator('textarea#problem_judging_source').waitFor({ state: 'attached' });
    await setSource(other, '#include <cstdio>\nint main() { return 42; }\n');
    await other.getByText('Checker compiles').waitFor(LONG);
    await other.getByRole('button', { name: 'Add Subtask' }).click();
    await other.fill('#problem_subtasks_0_name', 'small');
    await other.fill('#problem_subtasks_0_points', '30');
    await other.fill('#problem_subtasks_0_cases', '1');
    if (name === 'mobile') expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await card(other, 'Judging').scrollIntoViewIfNeeded();
    await docScreenshot(card(other, 'Judging'), `admin-judging-checker-${name}`);
    await docScreenshot(card(other, 'Subtasks'), `admin-subtasks-${name}`);
  }
});
