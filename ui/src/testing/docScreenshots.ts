import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** Screenshots the docs show, committed: `docs/screenshots/`. */
export const DOC_SCREENSHOT_DIR = join(resolve(__dirname, '..', '..', '..'), 'docs', 'screenshots');

/** Saves a PNG of a part of the page (or the whole page) under docs/screenshots/, transitions settled. */
export async function docScreenshot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(DOC_SCREENSHOT_DIR, { recursive: true });
  const path = join(DOC_SCREENSHOT_DIR, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: true, animations: 'disabled' });
  // A part of the page: the sticky header and form footer would lie over it.
  else await target.screenshot({ path, animations: 'disabled', style: 'header, .ad-form-footer { visibility: hidden !important; }' });
}
