import type { Page } from 'playwright-core';

type AceWindow = { ace: { edit(element: Element): { setValue(text: string, cursor: number): void; getValue(): string } } };

/**
 * Sets the text of the problem form's code field `id` (the id its label points at, on the code
 * editor's text input) as a paste would: whole, with no auto-indent or bracket closing on the way.
 */
export async function fillSource(page: Page, id: string, text: string): Promise<void> {
  await page.locator(`textarea#${id}`).waitFor({ state: 'attached' });
  await page.evaluate(
    ([fieldId, value]) =>
      (window as unknown as AceWindow).ace.edit(document.getElementById(fieldId)!.closest('.ace_editor')!).setValue(value, 1),
    [id, text] as const,
  );
}

/** The text of the problem form's code field `id`. */
export async function sourceValue(page: Page, id: string): Promise<string> {
  await page.locator(`textarea#${id}`).waitFor({ state: 'attached' });
  return page.evaluate(
    (fieldId) => (window as unknown as AceWindow).ace.edit(document.getElementById(fieldId)!.closest('.ace_editor')!).getValue(),
    id,
  );
}
