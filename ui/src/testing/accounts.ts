import type { Page } from 'playwright-core';

export interface Learner {
  readonly firstName: string;
  readonly lastName?: string;
  readonly emailId: string;
  readonly password: string;
}

let counter = 0;

/** A fresh, unique learner's details (not registered yet). */
export function newLearner(firstName = 'Ada'): Learner {
  counter += 1;
  return { firstName, emailId: `${firstName.toLowerCase()}.${Date.now()}.${counter}@forge.test`, password: 'learner-pass-1' };
}

/** Registers a learner through the API; the page's browser context is then signed in as them. */
export async function registerLearner(page: Page, learner: Learner = newLearner()): Promise<Learner> {
  const res = await page.request.post('/api/user/register', { data: learner });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return learner;
}

/** Picks an option of the antd Select labelled `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}
