import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { ProblemBody } from '@forge/contracts';
import { E2E_ADMIN, screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { choose } from '../../testing/accounts';

// The judge checks every save's reference solutions, and judges the submissions again.
jest.setTimeout(300_000);

const { page, open } = useBrowserApp({ page: 'file', actionTimeout: 90_000 });

const TITLE = `Audited Sum ${Date.now()}`;
const RENAMED = `${TITLE} (renamed)`;
const EXPIRING = `Expiring Sum ${Date.now()}`;
/** Revision 0 of the expiring problem has a JavaScript reference solution that goes wrong after this time. */
const expiresAt = Date.now() + 120_000;

const solution = {
  cpp: '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << "\\n";\n  return 0;\n}\n',
  java: 'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    long a = in.nextLong(), b = in.nextLong();\n    System.out.println(a + b);\n  }\n}\n',
  js: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
};
/** Right while every case is non-negative; the third revision adds one that is not. */
const absSum =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(Math.abs(a) + Math.abs(b));\n";

const body = (title: string, hidden: { input: string; output: string }[], js = solution.js): ProblemBody => ({
  title,
  description: 'Read two integers a and b and print a + b.',
  difficulty: 'easy',
  tags: 'array',
  visibleTestCases: [{ input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3' }],
  hiddenTestCases: hidden,
  startCode: [
    { language: 'C++', initialCode: '#include <iostream>\nint main() { return 0; }\n' },
    { language: 'Java', initialCode: 'public class Main { public static void main(String[] a) {} }\n' },
    { language: 'JavaScript', initialCode: "const input = require('fs').readFileSync(0, 'utf8');\n" },
  ],
  referenceSolution: [
    { language: 'C++', completeCode: solution.cpp },
    { language: 'Java', completeCode: solution.java },
    { language: 'JavaScript', completeCode: js },
  ],
  // Room for a JVM started on a machine the whole suite loads: the refusal this file waits for is the JavaScript reference's.
  timeLimitSeconds: 10,
});
const firstCases = [
  { input: '5 7\n', output: '12\n' },
  { input: '1 1\n', output: '2\n' },
];

let problemId = '';
let expiringId = '';

async function ok(response: Awaited<ReturnType<Page['request']['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Revision 0 creates the problem, two accepted submissions follow (one of them right only for
 * non-negative numbers), revision 1 renames it, revision 2 adds a negative hidden case.
 */
beforeAll(async () => {
  const request = page().request;
  await signInAs(page());
  const expiring = `if (Date.now() > ${expiresAt}) console.log('expired');\nelse {\n${solution.js}}\n`;
  const first = await ok(
    await request.post('/api/problem/create', { data: body(EXPIRING, firstCases, expiring), timeout: 100_000 }),
    'create the expiring problem',
  );
  expiringId = (first['problem'] as { _id: string })._id;
  await ok(await request.put(`/api/problem/update/${expiringId}`, { data: body(EXPIRING, firstCases), timeout: 180_000 }), 'mend it');
  const created = await ok(await request.post('/api/problem/create', { data: body(TITLE, firstCases), timeout: 180_000 }), 'create');
  problemId = (created['problem'] as { _id: string })._id;
  for (const code of [solution.js, absSum]) {
    const verdict = await ok(
      await request.post(`/api/submission/submit/${problemId}`, { data: { language: 'javascript', code }, timeout: 120_000 }),
      'submit',
    );
    expect(verdict['accepted']).toBe(true);
  }
  await ok(await request.put(`/api/problem/update/${problemId}`, { data: body(RENAMED, firstCases), timeout: 180_000 }), 'rename');
  await ok(
    await request.put(`/api/problem/update/${problemId}`, {
      data: body(RENAMED, [...firstCases, { input: '-4 10\n', output: '6\n' }]),
      timeout: 180_000,
    }),
    'add a case',
  );
}, 600_000);

test('the Admin Panel has a fifth card, Audit History', async () => {
  await page().goto('/admin');
  await page().getByRole('heading', { name: 'Admin Panel' }).waitFor();
  const card = page().getByRole('link', { name: /Audit History/ });
  expect(await card.getAttribute('href')).toBe('/admin/history');
  expect(await page().getByRole('navigation', { name: 'Admin tools' }).getByRole('link').count()).toBe(5);
  await screenshot(page(), 'audit-admin-panel');
  await card.click();
  await page().getByRole('heading', { name: 'Audit History' }).waitFor();
});

test('Audit History lists the problems with their last change, and searches them', async () => {
  await page().goto('/admin/history');
  const table = page().getByRole('table', { name: 'Problems and their last change' });
  await table.locator('tr.ant-table-row').first().waitFor();
  for (const column of ['Title', 'Revisions', 'Last change', 'By', 'When'])
    await table.getByRole('columnheader', { name: column }).waitFor();
  const row = table.locator('tr.ant-table-row', { hasText: RENAMED });
  await row.waitFor();
  await row.getByText('Updated').waitFor();
  await row.getByText(E2E_ADMIN.emailId).waitFor();
  expect(await row.getByRole('cell', { name: '3', exact: true }).count()).toBe(1);
  await screenshot(page(), 'audit-history-list');

  await page().getByRole('searchbox', { name: 'Search problems' }).fill('audited sum');
  await table.locator('tr.ant-table-row').first().waitFor();
  await page().waitForFunction(() => document.querySelectorAll('tr.ant-table-row').length === 1);
  await screenshot(page(), 'audit-history-search');

  await page().getByRole('searchbox', { name: 'Search problems' }).fill('no problem is called this');
  await page().getByText('No problem matches “no problem is called this”.').waitFor();

  await page().getByRole('searchbox', { name: 'Search problems' }).fill('audited sum');
  await row.getByRole('link', { name: RENAMED }).click();
  await page().waitForURL((url) => url.pathname === `/admin/history/${problemId}`);
});

test("a problem's timeline shows who changed what, and compares any two revisions side by side", async () => {
  await page().goto(`/admin/history/${problemId}`);
  await page()
    .getByRole('heading', { name: `History: ${RENAMED}`, exact: true })
    .waitFor();
  for (const n of [0, 1, 2])
    await page()
      .getByRole('article', { name: `Revision ${n}` })
      .waitFor();
  const renamed = page().getByRole('article', { name: 'Revision 1' });
  await renamed.getByText(`Title: “${TITLE}” → “${RENAMED}”`).waitFor();
  await renamed.getByText(E2E_ADMIN.emailId, { exact: false }).waitFor();
  await page().getByRole('article', { name: 'Revision 2' }).getByText('Hidden test case 3 added').waitFor();

  // By default the latest revision against the one before: the added case.
  const compared = page().getByRole('region', { name: 'Revision 1 compared with revision 2' });
  await compared.getByRole('region', { name: 'Hidden test case 3' }).waitFor();
  expect(await compared.getByRole('heading', { name: 'Title' }).count()).toBe(0);
  await screenshot(page(), 'audit-problem-timeline');

  await choose(page(), 'Compare from revision', await optionTitle(0));
  const wide = page().getByRole('region', { name: 'Revision 0 compared with revision 2' });
  const title = wide.getByRole('region', { name: 'Title' });
  await title.waitFor();
  await title.locator('td.au-del', { hasText: TITLE }).first().waitFor();
  await title.locator('mark.au-word-ins', { hasText: '(renamed)' }).waitFor();
  await screenshot(page(), 'audit-problem-diff');
});

/** The option text of a revision in the compare selects. */
async function optionTitle(revision: number): Promise<string> {
  await page().getByRole('combobox', { name: 'Compare from revision' }).click();
  const option = page().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `Revision ${revision} ·` });
  const title = (await option.getAttribute('title')) ?? '';
  await page().keyboard.press('Escape');
  return title;
}

test('the rejudge reports the accepted submissions that now fail, by language', async () => {
  await page().goto(`/admin/history/${problemId}`);
  await page().getByText('This problem has not been rejudged yet.').waitFor();
  await page().getByRole('button', { name: 'Rejudge accepted submissions' }).click();
  // It asks first, saying how many it will judge again; Cancel starts nothing.
  const ask = page().getByRole('dialog', { name: 'Rejudge accepted submissions?' });
  await ask.getByText(/^This judges 2 accepted submissions again/).waitFor();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await ask.waitFor({ state: 'hidden' });
  await page().getByText('This problem has not been rejudged yet.').waitFor();
  await page().getByRole('button', { name: 'Rejudge accepted submissions' }).click();
  await ask.getByRole('button', { name: 'Rejudge', exact: true }).click();
  const report = page().getByRole('region', { name: 'Rejudge report' });
  await report.getByText('Done').waitFor({ timeout: 180_000 });
  const failing = report.getByRole('region', { name: 'JavaScript: now failing' });
  await failing.getByText('JavaScript: 1 now failing').waitFor();
  expect(await failing.locator('tr.ant-table-row').count()).toBe(1);
  // The User column names the learner, here the admin who submitted them (issue 33), not an id.
  await failing.locator('tr.ant-table-row').getByText(`(${E2E_ADMIN.emailId})`).waitFor();
  await report.locator('.au-stat', { hasText: 'Still accepted' }).getByText('1', { exact: true }).waitFor();
  await report.getByText(/Learners keep this problem as solved/).waitFor();
  await screenshot(page(), 'audit-rejudge-report');

  // The failing submission's id opens it: the code that now fails, and the verdict it was recorded
  // with (Accepted on the two cases it had then; a rejudge never changes a recorded verdict).
  const link = failing.locator('tr.ant-table-row').getByRole('link');
  const submissionId = (await link.innerText()).trim();
  await link.click();
  await page().waitForURL((url) => url.pathname === `/admin/submission/${submissionId}`);
  await page()
    .getByRole('heading', { name: `Submission ${submissionId}` })
    .waitFor();
  const verdict = page().locator('.ant-descriptions');
  await verdict.getByText('Accepted', { exact: true }).first().waitFor();
  await verdict.getByText('2 / 2', { exact: true }).waitFor();
  await verdict.getByText('JavaScript', { exact: true }).waitFor();
  const code = page().getByLabel('Submitted code');
  await code.locator('.hljs-keyword').first().waitFor();
  expect(await code.innerText()).toBe(absSum);
  // The problem by its title, linked; the learner by name (here the admin submitted them).
  expect(await verdict.getByRole('link', { name: RENAMED }).getAttribute('href')).toBe(`/problem/${problemId}`);
  await verdict.getByText(`(${E2E_ADMIN.emailId})`, { exact: false }).waitFor();
  // Each judged case with its time and memory: the admin's to read, never its learner's (issue 29).
  const cases = page().locator('.ant-card', { hasText: 'Judged cases (2 of 2)' }).locator('tr.ant-table-row');
  expect(await cases.count()).toBe(2);
  for (const row of await cases.all()) expect(await row.locator('td').last().innerText()).toMatch(/^\d+(\.\d\d)? (kB|MB)$/);
  await screenshot(page(), 'audit-rejudge-submission');
});

test('Restore this version asks first, then adds a restoring revision', async () => {
  await page().goto(`/admin/history/${problemId}`);
  await page().getByRole('button', { name: 'Restore revision 0' }).click();
  await page().getByText('Restore revision 0?').waitFor();
  await screenshot(page(), 'audit-restore-confirm');
  await page().getByRole('button', { name: 'Cancel' }).click();
  expect(await page().getByRole('article', { name: 'Revision 3' }).count()).toBe(0);

  await page().getByRole('button', { name: 'Restore revision 0' }).click();
  await page().getByRole('button', { name: 'Restore', exact: true }).click();
  await page().getByText('Restored revision 0: the problem is now at revision 3.').waitFor({ timeout: 180_000 });
  const restored = page().getByRole('article', { name: 'Revision 3' });
  await restored.getByText('Restored', { exact: true }).waitFor();
  await restored.getByText('Brought back revision 0').waitFor();
  await page()
    .getByRole('heading', { name: `History: ${TITLE}`, exact: true })
    .waitFor();
  await page().evaluate(() => window.scrollTo(0, 0));
  await screenshot(page(), 'audit-restored');
  const list = (await (await page().request.get('/api/problem/getAllProblem')).json()) as { title: string }[];
  expect(list.map((p) => p.title)).toContain(TITLE);
});

test("a restore the judge refuses shows the server's reason and adds no revision", async () => {
  await page().goto(`/admin/history/${expiringId}`);
  await page().getByRole('article', { name: 'Revision 1' }).waitFor();
  await page().waitForTimeout(Math.max(0, expiresAt - Date.now() + 1000));
  await page().getByRole('button', { name: 'Restore revision 0' }).click();
  await page().getByRole('button', { name: 'Restore', exact: true }).click();
  // Whatever the page says is read first, so a refusal for another reason fails with its words.
  const refusal = page().getByRole('alert');
  await refusal.waitFor({ timeout: 180_000 });
  expect(await refusal.innerText()).toMatch(/Reference solution in JavaScript fails/);
  expect(await page().getByRole('article', { name: 'Revision 2' }).count()).toBe(0);
  await page().evaluate(() => window.scrollTo(0, 0));
  await screenshot(page(), 'audit-restore-refused');
});

test('the audit log filters by type and by actor, and exports what it shows', async () => {
  await page().goto('/admin/audit');
  const table = page().getByRole('table', { name: 'Audit log' });
  await table.locator('tr.ant-table-row', { hasText: RENAMED }).first().waitFor();
  await screenshot(page(), 'audit-log');

  await choose(page(), 'Type', 'Updated');
  await page().waitForFunction(() => {
    const rows = [...document.querySelectorAll('tr.ant-table-row')];
    return rows.length > 0 && rows.every((r) => (r.textContent ?? '').includes('Updated'));
  });
  expect(await table.locator('tr.ant-table-row').count()).toBeGreaterThanOrEqual(2);
  await screenshot(page(), 'audit-log-filtered');
  // The filter lives in the URL: a reload shows the same entries.
  await page().waitForURL((url) => url.searchParams.get('type') === 'updated');
  await page().reload();
  await table.locator('tr.ant-table-row').first().waitFor();
  await page().getByRole('search', { name: 'Audit log filters' }).getByText('Updated', { exact: true }).waitFor();
  expect(await table.locator('tr.ant-table-row').count()).toBeGreaterThanOrEqual(2);
  expect((await table.locator('tr.ant-table-row').allInnerTexts()).every((row) => row.includes('Updated'))).toBe(true);

  const download = page().waitForEvent('download');
  await page().getByRole('button', { name: 'Export' }).click();
  const file = await download;
  const path = await file.path();
  const lines = readFileSync(path, 'utf8').trim().split('\n');
  const exported = lines.map((line) => JSON.parse(line) as { type: string });
  expect(exported.length).toBeGreaterThanOrEqual(2);
  expect(exported.every((e) => e.type === 'updated')).toBe(true);

  await page().getByRole('button', { name: 'Clear filters' }).click();
  await page().getByRole('combobox', { name: 'Actor' }).click();
  await page().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: E2E_ADMIN.emailId }).click();
  await page().waitForFunction((email) => {
    const rows = [...document.querySelectorAll('tr.ant-table-row')];
    return rows.length > 0 && rows.every((r) => (r.textContent ?? '').includes(email));
  }, E2E_ADMIN.emailId);
  // The box names the actor, not the account's id, before and after a reload.
  const actorBox = page().getByRole('combobox', { name: 'Actor' });
  expect(await actorBox.inputValue()).toContain(E2E_ADMIN.emailId);
  await page().waitForURL((url) => url.searchParams.has('actor'));
  await page().reload();
  await table.locator('tr.ant-table-row').first().waitFor();
  await page().waitForFunction(
    (email) => (document.querySelector<HTMLInputElement>('input[aria-label="Actor"]')?.value ?? '').includes(email),
    E2E_ADMIN.emailId,
  );
});

test('a learner is sent away from the audit screens', async () => {
  const { page: learner } = await open();
  const res = await learner.request.post('/api/user/register', {
    data: { firstName: 'Lee', emailId: `lee.${Date.now()}@forge.test`, password: 'learner-pass-1' },
  });
  expect(res.status()).toBe(201);
  for (const path of ['/admin/history', `/admin/history/${problemId}`, '/admin/audit', '/admin/submission/any']) {
    await learner.goto(path);
    await learner.waitForURL((url) => url.pathname === '/');
  }
});

test('the audit screens fit a 375 px screen', async () => {
  const { page: small } = await open({ viewport: { width: 375, height: 812 } });
  await signInAs(small);
  for (const [path, name] of [
    ['/admin/history', 'audit-history-mobile'],
    [`/admin/history/${problemId}`, 'audit-problem-mobile'],
    ['/admin/audit', 'audit-log-mobile'],
  ] as const) {
    await small.goto(path);
    await small.locator('h1').waitFor();
    await small.locator('.ant-table-row, .au-entry').first().waitFor();
    await small.waitForTimeout(300);
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(small, name);
  }
});
