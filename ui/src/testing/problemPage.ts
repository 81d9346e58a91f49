import type { Page } from 'playwright-core';
import type { ProblemView } from '@forge/contracts';

/** Opens a problem's page and waits for its title and its editor. */
export async function openProblem(p: Page, problem: Pick<ProblemView, '_id' | 'title'>): Promise<void> {
  await p.goto(`/problem/${problem._id}`);
  await p.getByRole('heading', { name: problem.title }).waitFor();
  await p.locator('.ace_editor').waitFor();
}

/** The code in the page's Ace editor, as Ace holds it. */
export const editorValue = (p: Page): Promise<string> =>
  p.evaluate(() =>
    (window as unknown as { ace: { edit(e: Element): { getValue(): string } } }).ace
      .edit(document.querySelector('.ace_editor')!)
      .getValue(),
  );

/** Replaces the code in the page's Ace editor at once, cursor at the end. */
export const setEditorValue = (p: Page, code: string): Promise<void> =>
  p.evaluate(
    (text) =>
      (window as unknown as { ace: { edit(e: Element): { setValue(t: string, c: number): void } } }).ace
        .edit(document.querySelector('.ace_editor')!)
        .setValue(text, 1),
    code,
  );
