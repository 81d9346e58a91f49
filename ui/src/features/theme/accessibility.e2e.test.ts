import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations, type AxeViolation } from '../../testing/axe';
import { signInAs, useBrowserApp } from '../../testing/browser';
import { newLearner, registerLearner } from '../../testing/accounts';
import { listProblems } from '../../testing/problems';
import { setEditorValue } from '../../testing/problemPage';

const builtin = resolve(__dirname, '..', '..', '..', '..', 'api', 'builtin-problems');

// axe-core on every screen, twice: a shared machine makes each pass slow.
jest.setTimeout(600_000);

const { open } = useBrowserApp({ actionTimeout: 30_000 });

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

let problem: { _id: string; title: string };
let submissionId: string;

beforeAll(async () => {
  const { page } = await open();
  await signInAs(page);
  const problems = await listProblems(page);
  // Staircase Ways: the Result screen submits its reference solution.
  problem = problems.find((p) => p.title === 'Staircase Ways')!;
  const submitted = await page.request.post(`/api/submission/submit/${problem._id}`, {
    data: { language: 'javascript', code: 'console.log(0)\n' },
  });
  expect(submitted.ok()).toBe(true);
  const body = (await submitted.json()) as { _id?: string; submissionId?: string; id?: string };
  submissionId = body.submissionId ?? body._id ?? body.id ?? '';
}, 300_000);

/** A screen checked in a theme: how to reach it from the page it is given, and a name to report. */
interface Screen {
  readonly name: string;
  readonly show: (page: Page) => Promise<void>;
}

/** Lets a page's fetches settle; a socket never lets the network go idle for good, so this is bounded. */
const settle = (page: Page) => page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

const visit =
  (path: string, ready?: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await settle(page);
    await ready?.(page);
  };

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

const tab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).first().click();
  await settle(page);
};

async function check(theme: Theme, screens: readonly Screen[], signIn: (page: Page) => Promise<void>): Promise<void> {
  const { page } = await open({ colorScheme: theme });
  await page.goto('/');
  await signIn(page);
  const found: { screen: string; violations: AxeViolation[] }[] = [];
  for (const screen of screens) {
    await screen.show(page);
    const violations = await axeViolations(page);
    if (violations.length > 0) found.push({ screen: screen.name, violations });
  }
  const report = found.map((f) => `[${theme}] ${f.screen}\n${describeViolations(f.violations)}`).join('\n\n');
  expect(report).toBe('');
}

const guestScreens: Screen[] = [
  { name: 'landing /', show: visit('/', heading(/Forge Your Skills/)) },
  { name: '/problems', show: visit('/problems') },
  { name: '/login', show: visit('/login', heading('Welcome back')) },
  { name: '/signup', show: visit('/signup', (p) => p.getByRole('button', { name: 'Sign Up', exact: true }).waitFor()) },
];

const learnerScreens = (): Screen[] => [
  { name: '/problems (signed in)', show: visit('/problems', (p) => p.locator('ol.problem-table > li').first().waitFor()) },
  {
    name: 'problem: Description',
    show: visit(`/problem/${problem._id}`, (p) => p.locator('.ace_editor').waitFor()),
  },
  { name: 'problem: Editorial', show: tab('Editorial') },
  { name: 'problem: Solutions', show: tab('Solutions') },
  { name: 'problem: Submissions', show: tab('Submissions') },
  { name: 'problem: ChatAI', show: tab('ChatAI') },
  { name: 'problem: Testcase', show: tab('Testcase') },
  { name: 'problem: Result', show: tab('Result') },
  { name: 'problem: Code', show: tab('Code') },
  // The Result tab with the green "Accepted" heading (issue 33: antd's green was 2.26:1 in light).
  {
    name: 'problem: Result, Accepted',
    show: async (page) => {
      await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
      await setEditorValue(page, readFileSync(join(builtin, 'staircase-ways', 'reference', 'main.js'), 'utf8'));
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('.pp-verdict-ok').filter({ hasText: 'Accepted' }).waitFor({ timeout: 120_000 });
      await settle(page);
    },
  },
];

const adminScreens = (): Screen[] => [
  { name: '/admin', show: visit('/admin', heading('Admin Panel')) },
  { name: '/admin/create', show: visit('/admin/create', (p) => p.locator('form').first().waitFor()) },
  { name: '/admin/update', show: visit('/admin/update') },
  { name: '/admin/delete', show: visit('/admin/delete') },
  { name: '/admin/video', show: visit('/admin/video') },
  { name: '/admin/upload/:id', show: visit(`/admin/upload/${problem._id}`) },
  { name: '/admin/history', show: visit('/admin/history') },
  { name: '/admin/history/:id', show: visit(`/admin/history/${problem._id}`, heading(/^History/)) },
  { name: '/admin/audit', show: visit('/admin/audit') },
  ...(submissionId ? [{ name: '/admin/submission/:id', show: visit(`/admin/submission/${submissionId}`) }] : []),
];

describe.each(THEMES)('WCAG 2.1 AA (axe-core), %s theme', (theme) => {
  test('the guest screens: landing, problems, login, signup', () => check(theme, guestScreens, async () => {}));

  test("a learner's screens: the problem list, a problem's every tab, its submissions", () =>
    check(theme, learnerScreens(), async (page) => {
      await registerLearner(page, newLearner('Lin'));
      await page.request.post(`/api/submission/submit/${problem._id}`, {
        data: { language: 'javascript', code: 'console.log(0)\n' },
      });
    }));

  test("the admin's screens: create, update, delete, video, upload, history, audit, a submission", () =>
    check(theme, adminScreens(), (page) => signInAs(page)));
});
