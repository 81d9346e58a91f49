import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { signInAs, useBrowserApp } from '../../../testing/browser';
import { docScreenshot } from '../../../testing/docScreenshots';
import { useTempDir } from '../../../testing/tempDir';

jest.setTimeout(300_000);

/** The hand-made packages the API's tests import (api/src/problem/package/fixtures). */
const fixtures = resolve(__dirname, '..', '..', '..', '..', '..', 'api', 'src', 'problem', 'package', 'fixtures');
const { open } = useBrowserApp();
const zips = useTempDir('e2e-packages-');

/** A fixture folder as a zip (Python's zipfile: no zip tool is needed on the machine). */
const zipOf = (name: string) => {
  const path = join(zips(), `${name.replace('/', '-')}.zip`);
  execFileSync('python3', [
    '-c',
    'import shutil, sys; shutil.make_archive(sys.argv[1][:-4], "zip", sys.argv[2])',
    path,
    join(fixtures, name),
  ]);
  return path;
};

/** Drops the zip on the drop zone, as a file dragged from the desktop. */
async function dropPackage(page: Page, path: string) {
  const bytes = [...readFileSync(path)];
  const name = path.split('/').pop()!;
  const transfer = await page.evaluateHandle(
    ({ bytes, name }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/zip' }));
      return data;
    },
    { bytes, name },
  );
  await page.locator('.ant-upload-drag .ant-upload-btn').dispatchEvent('drop', { dataTransfer: transfer });
}

test.each(['light', 'dark'] as const)('an admin drops a package on /admin/import and reads its proof (%s theme)', async (theme) => {
  const { page } = await open({ colorScheme: theme });
  await signInAs(page);
  await page.goto('/admin/import');
  await page.getByRole('heading', { name: 'Import Problem Package' }).waitFor();
  await dropPackage(page, zipOf('divide'));
  await page.getByTestId('chosen-package').getByText('divide.zip').waitFor();
  // Every "Judged k of n" the page shows while the server judges, as it shows them.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { judgingSeen: string[] }).judgingSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="import-judging"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Import' }).click();
  // The upload's bar, then the judging (or straight to the report on a fast machine).
  await page.getByTestId('import-progress').or(page.getByRole('status')).first().waitFor();
  await page.getByText('Imported “Divide Two Numbers”, proven by its submissions').waitFor({ timeout: 240_000 });
  const report = page.getByTestId('import-report');
  const whole = report.getByRole('row').filter({ hasText: 'submissions/wrong_answer/whole.py' });
  expect(await whole.getByRole('cell').nth(2).innerText()).toBe('Wrong Answer');
  expect(await whole.getByRole('cell').nth(3).innerText()).toBe('Wrong Answer');
  expect(await whole.getByText('as expected').count()).toBe(1);
  expect(await report.getByRole('row').count()).toBe(8);
  // The proof showed as it went: each submission counted as it was judged (the last count may come
  // after the answer, on the socket, when the report has taken the progress's place).
  const judging = await page.evaluate(() => (window as unknown as { judgingSeen: string[] }).judgingSeen);
  const counts = judging.map((text) => /^Judged (\d+) of 7 submissions…$/.exec(text)?.[1]).map(Number);
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.every((k, i) => k >= 1 && k <= 7 && (i === 0 || k > counts[i - 1]!))).toBe(true);
  await page.getByTestId('import-skipped').getByText('submissions/accepted/solution.kt').waitFor();
  await docScreenshot(page, `admin-import-${theme}`);

  // The imported problem opens, and its update screen offers the package back.
  await page.getByRole('link', { name: 'Edit it' }).click();
  const exportButton = page.getByRole('link', { name: /Export package/ });
  await exportButton.waitFor();
  expect(await exportButton.getAttribute('href')).toMatch(/^\/api\/admin\/problem\/[^/]+\/package$/);
});

test('a broken package is refused with every problem named', async () => {
  const { page } = await open();
  await signInAs(page);
  await page.goto('/admin/import');
  await page.locator('input[type=file]').setInputFiles(zipOf('broken/missing-answers'));
  await page.getByRole('button', { name: 'Import' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The package was not imported' });
  await alert.waitFor();
  expect(await alert.innerText()).toContain(
    'data/sample/2.in has no answer (data/sample/2.ans); data/secret/2.in has no answer (data/secret/2.ans)',
  );
});
