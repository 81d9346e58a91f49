import type { Page } from 'playwright-core';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { editorValue, openProblem } from '../../testing/problemPage';
import { registerLearner } from '../../testing/accounts';
import type { ProblemView } from '@forge/contracts';

jest.setTimeout(120_000);

// A fresh browser for every test: nothing remembered from the one before.
const { page, open } = useBrowserApp({ page: 'test' });

const problemNamed = async (p: Page, title: string) => {
  const list = (await (await p.request.get('/api/problem/getAllProblem')).json()) as { _id: string; title: string }[];
  const id = list.find((each) => each.title === title)!._id;
  return (await (await p.request.get(`/api/problem/problemById/${id}`)).json()) as ProblemView;
};
const startCodeOf = (problem: ProblemView, language: string) => problem.startCode.find((s) => s.language === language)!.initialCode;
const languageButton = (p: Page, name: string) => p.getByRole('button', { name, exact: true });
/** Waits until the editor on screen shows `text`, as the learner would see it. */
const editorShows = (p: Page, text: string) =>
  p.waitForFunction((t) => document.querySelector('.ace_editor')?.textContent?.includes(t), text);
/** Types at the very top of the editor, as a learner would. */
const typeAtTop = async (p: Page, text: string) => {
  await p.locator('.ace_content').click();
  await p.keyboard.press('Control+Home');
  await p.keyboard.type(text);
};
/** Ctrl+Z in the editor, more often than the typing needs: extra presses find nothing left to undo. */
const undoAll = async (p: Page) => {
  await p.locator('.ace_content').click();
  for (let i = 0; i < 12; i++) await p.keyboard.press('Control+Z');
};
const switchTheme = async (p: Page, to: 'light' | 'dark') => {
  await p.getByRole('button', { name: `Switch to ${to} theme` }).click();
  await p.getByRole('button', { name: `Switch to ${to === 'dark' ? 'light' : 'dark'} theme` }).waitFor();
};
/** Screenshots in the light theme and then the dark one; `show` brings back what the theme switch closed. */
const inBothThemes = async (p: Page, name: string, show?: { open(): Promise<void>; close(): Promise<void> }) => {
  await screenshot(p, `${name}-light`);
  await show?.close();
  await switchTheme(p, 'dark');
  await show?.open();
  await screenshot(p, `${name}-dark`);
  await show?.close();
  await switchTheme(p, 'light');
};

let problem: ProblemView;
beforeEach(async () => {
  await signInAs(page());
  problem ??= await problemNamed(page(), 'Pair With Target Sum');
});

test('code typed in JavaScript is still there after switching to Java and back, and Ctrl+Z undoes each language on its own', async () => {
  const js = startCodeOf(problem, 'JavaScript');
  const java = startCodeOf(problem, 'Java');
  await openProblem(page(), problem);
  expect(await languageButton(page(), 'JavaScript').getAttribute('aria-pressed')).toBe('true');
  await typeAtTop(page(), '// my js draft\n');

  await languageButton(page(), 'Java').click();
  await editorShows(page(), 'public class Main');
  expect(await editorValue(page())).toBe(java);
  await typeAtTop(page(), '// my java draft\n');

  await languageButton(page(), 'JavaScript').click();
  await editorShows(page(), 'my js draft');
  expect(await editorValue(page())).toBe(`// my js draft\n${js}`);
  await inBothThemes(page(), 'editor-draft-kept');

  // The switch did not cost the JavaScript its history: undo takes back exactly what was typed in it.
  await undoAll(page());
  expect(await editorValue(page())).toBe(js);

  await languageButton(page(), 'Java').click();
  await editorShows(page(), 'my java draft');
  expect(await editorValue(page())).toBe(`// my java draft\n${java}`);
  await undoAll(page());
  expect(await editorValue(page())).toBe(java);
});

test('Reset to start code asks first, keeps the code on cancel, and Ctrl+Z brings the code back after a reset', async () => {
  const js = startCodeOf(problem, 'JavaScript');
  await openProblem(page(), problem);
  await typeAtTop(page(), '// worth keeping\n');
  const draft = `// worth keeping\n${js}`;

  const confirm = page().getByRole('tooltip').filter({ hasText: 'Reset to start code?' });
  const askToReset = async () => {
    await page().getByRole('button', { name: 'Reset to start code' }).click();
    await confirm.waitFor();
  };
  const keepMyCode = async () => {
    await confirm.getByRole('button', { name: 'Keep my code' }).click();
    await confirm.waitFor({ state: 'hidden' });
  };
  await askToReset();
  expect(await confirm.textContent()).toContain('Your JavaScript code is replaced by the start code.');
  await inBothThemes(page(), 'editor-reset-confirm', { open: askToReset, close: keepMyCode });
  expect(await editorValue(page())).toBe(draft);

  await askToReset();
  await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
  await page().waitForFunction(() => !document.querySelector('.ace_editor')?.textContent?.includes('worth keeping'));
  expect(await editorValue(page())).toBe(js);

  await page().locator('.ace_content').click();
  await page().keyboard.press('Control+Z');
  await editorShows(page(), 'worth keeping');
  expect(await editorValue(page())).toBe(draft);

  // Reset again: the draft is gone for good, a reload included.
  await askToReset();
  await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
  await page().waitForFunction(() => !document.querySelector('.ace_editor')?.textContent?.includes('worth keeping'));
  await page().reload();
  await page().locator('.ace_editor').waitFor();
  await editorShows(page(), 'let pos = 0;');
  expect(await editorValue(page())).toBe(js);
});

test('a problem never opened before starts in the language chosen last on another problem, with its start code', async () => {
  const other = await problemNamed(page(), 'Fewest Coins');
  await openProblem(page(), problem);
  await languageButton(page(), 'C++').click();
  await editorShows(page(), '#include');

  await openProblem(page(), other);
  expect(await languageButton(page(), 'C++').getAttribute('aria-pressed')).toBe('true');
  await editorShows(page(), '#include');
  expect(await editorValue(page())).toBe(startCodeOf(other, 'C++'));

  // Each problem keeps its own choice once made.
  await languageButton(page(), 'Java').click();
  await openProblem(page(), problem);
  expect(await languageButton(page(), 'C++').getAttribute('aria-pressed')).toBe('true');
});

test('a browser that has never seen the learner opens the language of their last submission', async () => {
  const { page: first } = await open();
  const learner = await registerLearner(first);
  const submitted = await first.request.post(`/api/submission/submit/${problem._id}`, {
    data: { code: startCodeOf(problem, 'Java'), language: 'java' },
  });
  expect(submitted.ok()).toBe(true);
  // The request is in the log at once; the learner's progress shows it a moment later.
  for (let tries = 0; tries < 100; tries++) {
    const me = (await (await first.request.get('/api/user/check')).json()) as { user: { lastLanguage?: string } };
    if (me.user.lastLanguage === 'java') break;
    await first.waitForTimeout(100);
  }

  const { page: fresh } = await open();
  await signInAs(fresh, { emailId: learner.emailId, password: learner.password });
  const other = await problemNamed(fresh, 'Fewest Coins');
  await openProblem(fresh, other);
  expect(await languageButton(fresh, 'Java').getAttribute('aria-pressed')).toBe('true');
  expect(await editorValue(fresh)).toBe(startCodeOf(other, 'Java'));
  await screenshot(fresh, 'editor-fresh-browser-last-language');
});
