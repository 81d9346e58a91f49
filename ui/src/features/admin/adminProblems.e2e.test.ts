import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { makeTestVideo } from '@forge/media';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { fillSource, sourceValue } from '../../testing/sourceEditor';
import { attachVideo } from '../../testing/videos';

jest.setTimeout(180_000);

const { page, open } = useBrowserApp({ page: 'file' });

const TITLE = 'Sum of Two Integers';
const RENAMED = 'Sum of Two Integers (updated)';

/** A small problem whose reference solutions pass: the sum of two integers. */
const code = {
  'C++': {
    start: '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  // print the sum\n  return 0;\n}\n',
    solution:
      '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << "\\n";\n  return 0;\n}\n',
  },
  Java: {
    start:
      'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n  }\n}\n',
    solution:
      'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    long a = in.nextLong(), b = in.nextLong();\n    System.out.println(a + b);\n  }\n}\n',
  },
  JavaScript: {
    start: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n",
    solution: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
  },
} as const;

const titles = async (p: Page) =>
  ((await (await p.request.get('/api/problem/getAllProblem')).json()) as { title: string }[]).map((x) => x.title);

beforeAll(async () => {
  await signInAs(page());
}, 120_000);

test('the Admin Panel links the four tools', async () => {
  await page().goto('/admin');
  await page().getByRole('heading', { name: 'Admin Panel' }).waitFor();
  for (const [name, href] of <const>[
    ['Create Problem', '/admin/create'],
    ['Update Problem', '/admin/update'],
    ['Delete Problem', '/admin/delete'],
    ['Video Problem', '/admin/video'],
  ]) {
    expect(
      await page()
        .getByRole('link', { name: new RegExp(name) })
        .getAttribute('href'),
    ).toBe(href);
  }
  await screenshot(page(), 'admin-panel');
});

test('Create Problem checks the form, shows the server refusal, then creates the problem', async () => {
  await page().goto('/admin/create');
  for (const section of ['Basic Information', 'Test Cases', 'Code Templates', 'Wrong Solutions'])
    await page().getByText(section, { exact: true }).waitFor();
  const submit = page().getByRole('button', { name: 'Create Problem' });

  await page().getByRole('button', { name: 'Remove hidden case 1' }).click();
  await submit.click();
  for (const message of [
    'Title is required',
    'Description is required',
    'Input is required',
    'Output is required',
    'Explanation is required',
    'At least one hidden test case required',
  ]) {
    await page().getByText(message).first().waitFor();
  }
  expect(await page().getByText('Initial code is required').count()).toBe(3);
  expect(await page().getByText('Complete code is required').count()).toBe(3);
  await screenshot(page(), 'admin-create-validation');

  await page().getByRole('button', { name: 'Add Hidden Case' }).click();
  await page().fill('#problem_title', TITLE);
  await page().fill('#problem_description', 'Read two integers a and b and print a + b.');
  // The tag is one value (spec §6): choosing another replaces it.
  const tagField = page()
    .locator('.ant-select')
    .filter({ has: page().locator('#problem_tags') });
  const openList = page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  for (const tag of ['DP', 'Graph']) {
    await tagField.click();
    await openList.locator(`.ant-select-item-option[title="${tag}"]`).click();
    // The field shows the choice once React has rendered it: wait for that, then read it whole.
    await tagField.filter({ hasText: new RegExp(`^\\s*${tag}\\s*$`) }).waitFor();
    expect((await tagField.innerText()).trim()).toBe(tag);
    // The list has closed: the next click opens it again, rather than landing on it as it closes.
    await openList.waitFor({ state: 'hidden' });
  }
  await page().fill('#problem_visibleTestCases_0_input', '1 2\n');
  await page().fill('#problem_visibleTestCases_0_output', '3\n');
  await page().fill('#problem_visibleTestCases_0_explanation', '1 + 2 = 3');
  await page().fill('#problem_hiddenTestCases_0_input', '5 7\n');
  await page().fill('#problem_hiddenTestCases_0_output', '12\n');
  await page().getByRole('button', { name: 'Add Hidden Case' }).click();
  await page().fill('#problem_hiddenTestCases_1_input', '-4 10\n');
  await page().fill('#problem_hiddenTestCases_1_output', '6\n');
  for (const [i, language] of (['C++', 'Java', 'JavaScript'] as const).entries()) {
    await fillSource(page(), `problem_startCode_${i}_initialCode`, code[language].start);
    await fillSource(
      page(),
      `problem_referenceSolution_${i}_completeCode`,
      code[language].solution.replace('a + b', language === 'JavaScript' ? 'a - b' : 'a + b'),
    );
  }
  // Start code and references are code editors in their language's mode, the field's id on the editor's text input alone.
  expect(
    await page()
      .locator('[id="problem_startCode_1_initialCode"]')
      .evaluateAll((els) => els.map((e) => e.tagName)),
  ).toEqual(['TEXTAREA']);
  await page().locator('.ace_editor:has(#problem_referenceSolution_1_completeCode) .ace_keyword', { hasText: 'public' }).first().waitFor();
  await submit.click();
  const refusal = page().getByRole('alert').filter({ hasText: 'Error: Reference solution in JavaScript' });
  await refusal.waitFor({ timeout: 120_000 });
  expect(await titles(page())).not.toContain(TITLE);
  await screenshot(page(), 'admin-create-refused');

  await fillSource(page(), 'problem_referenceSolution_2_completeCode', code.JavaScript.solution);
  // A wrong solution the cases cannot reject is refused by name; one they reject (it spins) is kept.
  await page().getByRole('button', { name: 'Add Wrong Solution' }).click();
  await fillSource(page(), 'problem_wrongSolutions_0_completeCode', code['C++'].solution);
  await submit.click();
  await page()
    .getByRole('alert')
    .filter({ hasText: 'Error: Wrong solution 1 (C++) should get Time Limit Exceeded but was Accepted' })
    .waitFor({ timeout: 120_000 });
  expect(await titles(page())).not.toContain(TITLE);
  await screenshot(page(), 'admin-create-wrong-solution-refused');
  await fillSource(
    page(),
    'problem_wrongSolutions_0_completeCode',
    '#include <iostream>\nint main() { for (volatile unsigned i = 0;; i++) {} }\n',
  );
  await submit.click();
  await page().getByText('Problem created successfully!').waitFor({ timeout: 120_000 });
  await screenshot(page(), 'admin-create-success');
  await page().waitForURL((url) => url.pathname === '/');
  // The home page opens at its top, not where the form's Create button was.
  await page().waitForFunction(() => window.scrollY === 0 && document.readyState === 'complete');
  expect(await page().evaluate(() => window.scrollY)).toBe(0);
  const created = ((await (await page().request.get('/api/problem/getAllProblem')).json()) as { title: string; tags: string }[]).find(
    (x) => x.title === TITLE,
  );
  expect(created?.tags).toBe('graph');
  await page().goto('/problems');
  await page().getByPlaceholder('Search problems...').fill('two integers');
  await page().getByText(TITLE).first().waitFor();
  await screenshot(page(), 'admin-created-in-problems');
});

test('the form loads cases from .in/.ans files, paired by base name; a visible case still needs its explanation', async () => {
  await page().goto('/admin/create');
  const file = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page()
    .locator('#hiddenTestCases-files')
    .setInputFiles([file('2.in', '2 2\n'), file('1.ans', '3\n'), file('2.ans', '4\n'), file('1.in', '1 2\n'), file('3.in', '9 9\n')]);
  await page().getByText('Loaded 2 cases from files. Left out (no .in/.ans partner): 3.in.').waitFor();
  expect(await page().locator('#problem_hiddenTestCases_0_input').inputValue()).toBe('1 2\n');
  expect(await page().locator('#problem_hiddenTestCases_0_output').inputValue()).toBe('3\n');
  expect(await page().locator('#problem_hiddenTestCases_1_input').inputValue()).toBe('2 2\n');
  expect(await page().locator('#problem_hiddenTestCases_1_output').inputValue()).toBe('4\n');
  expect(await page().locator('#problem_hiddenTestCases_2_input').count()).toBe(0);

  await page()
    .locator('#visibleTestCases-files')
    .setInputFiles([file('a.in', '5 5\n'), file('a.ans', '10\n')]);
  await page().getByText("Loaded 1 case from files. Type each visible case's explanation.").waitFor();
  expect(await page().locator('#problem_visibleTestCases_0_input').inputValue()).toBe('5 5\n');
  expect(await page().locator('#problem_visibleTestCases_0_explanation').inputValue()).toBe('');
});

test('Update Problem prefills the form and saves a new title', async () => {
  await page().goto('/admin/update');
  await page()
    .getByRole('button', { name: `Edit ${TITLE}` })
    .click();
  // The problem has its own URL: a reload opens the same form, with links to the problem and its history.
  await page().waitForURL((url) => /^\/admin\/update\/[^/]+$/.test(url.pathname));
  const id = decodeURIComponent(new URL(page().url()).pathname.split('/').pop()!);
  await page().reload();
  const title = page().locator('#problem_title');
  await title.waitFor();
  expect(await page().getByRole('link', { name: 'Open the problem' }).getAttribute('href')).toBe(`/problem/${id}`);
  expect(await page().getByRole('link', { name: 'History' }).getAttribute('href')).toBe(`/admin/history/${id}`);
  expect(await title.inputValue()).toBe(TITLE);
  expect(await page().locator('#problem_hiddenTestCases_1_input').inputValue()).toBe('-4 10\n');
  expect(await sourceValue(page(), 'problem_wrongSolutions_0_completeCode')).toContain('volatile');
  expect((await sourceValue(page(), 'problem_referenceSolution_1_completeCode')).trim()).toBe(code.Java.solution.trim());
  await title.fill(RENAMED);
  // The time and memory limits are the form's to edit; a reload shows what was saved.
  await page().getByLabel('Time limit (seconds)').fill('3');
  await page().getByLabel('Memory limit (MB)').fill('128');
  await page().getByRole('button', { name: 'Update Problem' }).click();
  await page().getByText('Problem updated successfully!').waitFor({ timeout: 120_000 });
  const saved = (await (await page().request.get(`/api/problem/problemById/${id}`)).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({ timeLimitSeconds: 3, memoryLimitMb: 128 });
  await page().reload();
  await title.waitFor();
  expect(await page().getByLabel('Time limit (seconds)').inputValue()).toBe('3');
  expect(await page().getByLabel('Memory limit (MB)').inputValue()).toBe('128');
  const list = await titles(page());
  expect(list).toContain(RENAMED);
  expect(list).not.toContain(TITLE);
  await screenshot(page(), 'admin-update');
});

test('Delete Problem asks first, then removes the row', async () => {
  await page().goto('/admin/delete');
  const row = page().locator('tr.ant-table-row', { hasText: RENAMED });
  await row.waitFor();
  for (const column of ['#', 'Title', 'Difficulty', 'Tags', 'Actions'])
    await page().getByRole('columnheader', { name: column, exact: true }).waitFor();
  await page()
    .getByRole('button', { name: `Delete ${RENAMED}` })
    .click();
  await page().getByText('Are you sure you want to delete this problem?').waitFor();
  await screenshot(page(), 'admin-delete-confirm');
  await page().getByRole('button', { name: 'Delete', exact: true }).click();
  await row.waitFor({ state: 'detached' });
  expect(await titles(page())).not.toContain(RENAMED);
});

test('Video Problem lists uploads; the upload page checks the file and reports the failure', async () => {
  await page().goto('/admin/video');
  const upload = page()
    .getByRole('link', { name: /Upload video for/ })
    .first();
  await upload.waitFor();
  await screenshot(page(), 'admin-video-list');
  const href = await upload.getAttribute('href');
  expect(href).toMatch(/^\/admin\/upload\/.+/);

  // A video deleted elsewhere since the list loaded: the server's refusal shows, and the row stays.
  const clips = mkdtempSync(join(tmpdir(), 'e2e-stale-video-'));
  const target = page().locator('tr.ant-table-row').first();
  const targetId = (await target.getAttribute('data-row-key'))!;
  await attachVideo(page(), targetId, makeTestVideo(clips, 2, 'stale.mp4'));
  rmSync(clips, { recursive: true, force: true });
  await page().reload();
  await target.getByText(/^Video \d+:\d\d$/).waitFor();
  const rows = await page().locator('tr.ant-table-row').count();
  expect((await page().request.delete(`/api/video/delete/${targetId}`)).ok()).toBe(true);
  await target.getByRole('button', { name: /^Delete/ }).click();
  await page().getByText('Are you sure you want to delete this problem?').waitFor();
  await page().getByRole('button', { name: 'Delete', exact: true }).click();
  await page().getByRole('alert').filter({ hasText: 'This problem has no video' }).waitFor();
  expect(await page().locator('tr.ant-table-row').count()).toBe(rows);

  await upload.click();
  await page().getByRole('heading', { name: 'Upload Video' }).waitFor();
  await page().getByRole('button', { name: 'Upload Video' }).click();
  await page().getByText('Please select a video file').waitFor();
  const input = page().locator('input[type=file]');
  expect(await input.getAttribute('accept')).toBe('video/*');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page().getByText('Please select a valid video file').waitFor();
  await input.setInputFiles({ name: 'walkthrough.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(1536) });
  await page().getByText('walkthrough.mp4').waitFor();
  await page().getByText('1.5 KB').waitFor();
  await page().getByRole('button', { name: 'Upload Video' }).click();
  // 1.5 KB of zeros named .mp4 is no video: the media host's ffprobe says so, and the page shows its message.
  await page().getByRole('alert').filter({ hasText: 'Unsupported video format or file' }).waitFor();
  await screenshot(page(), 'admin-upload');
});

test('admin screens fit a 375 px screen', async () => {
  const { page: small } = await open({ viewport: { width: 375, height: 812 } });
  await signInAs(small);
  for (const [path, name] of [
    ['/admin', 'admin-panel-mobile'],
    ['/admin/create', 'admin-create-mobile'],
    ['/admin/delete', 'admin-delete-mobile'],
  ] as const) {
    await small.goto(path);
    await small.locator('h1').waitFor();
    await small.waitForTimeout(300);
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(small, name);
  }
});
