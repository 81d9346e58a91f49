import type { Page } from 'playwright-core';
import { screenshot, signInAs, useBrowserApp } from '../../testing/browser';
import { openProblem } from '../../testing/problemPage';
import { problemTitled } from '../../testing/problems';
import type { ProblemView } from '@forge/contracts';

jest.setTimeout(180_000);

// One job per learner in the judge queue: a second one while the first runs is refused with 429.
const { page } = useBrowserApp({ page: 'test', env: { JUDGE_QUEUE_PER_USER: '1' } });

/** Replaces the editor's code as a learner pasting it would: select all, then the new text. */
const pasteCode = async (p: Page, code: string) => {
  await p.locator('.ace_content').click();
  await p.keyboard.press('Control+A');
  await p.keyboard.insertText(code);
  await p.waitForFunction(
    (text) =>
      (window as unknown as { ace: { edit(e: Element): { getValue(): string } } }).ace
        .edit(document.querySelector('.ace_editor')!)
        .getValue() === text,
    code,
  );
};
const rightTab = (p: Page, name: string) => p.getByRole('tab', { name, exact: true });
const switchTheme = async (p: Page, to: 'light' | 'dark') => {
  await p.getByRole('button', { name: `Switch to ${to} theme` }).click();
  await p.getByRole('button', { name: `Switch to ${to === 'dark' ? 'light' : 'dark'} theme` }).waitFor();
};
const inBothThemes = async (p: Page, name: string) => {
  await screenshot(p, `${name}-light`);
  await switchTheme(p, 'dark');
  await screenshot(p, `${name}-dark`);
  await switchTheme(p, 'light');
};

const cppSum = '#include <iostream>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << "\\n";\n}\n';
/** Sleeps (no CPU) for a + 1 seconds before answering: long enough to hold the learner's one place in the queue. */
const slowSum =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n" +
  'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000 * (a + 1));\n' +
  'console.log(a + b);\n';
const quickSum = "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n";
const QUEUE_REFUSAL = 'You already have 1 job being judged; wait for one to finish';

/** `button` pressed while the learner's one place in the queue is taken: the refusal shows on `tab`, never a bare server error. */
async function expectRefused(p: Page, button: 'Run' | 'Submit', tab: 'Testcase' | 'Result', shot: string) {
  await p.getByRole('button', { name: button }).click();
  await p.getByRole('alert').filter({ hasText: QUEUE_REFUSAL }).waitFor();
  expect(await rightTab(p, tab).getAttribute('aria-selected')).toBe('true');
  expect(await p.getByText('Internal server error').count()).toBe(0);
  await inBothThemes(p, shot);
}

let pair: ProblemView;
let slow: ProblemView;
beforeEach(async () => {
  await signInAs(page());
  if (pair && slow) return;
  pair = await problemTitled(page(), 'Pair With Target Sum');
  const res = await page().request.post('/api/problem/create', {
    data: {
      title: 'Patient Sum',
      description: 'Read two integers a and b and print a + b.',
      difficulty: 'easy',
      tags: 'array',
      // The example sleeps 9 s, the first hidden case 1 s and the others 9 s each.
      visibleTestCases: [{ input: '8 1\n', output: '9\n', explanation: '8 + 1 = 9' }],
      hiddenTestCases: [
        { input: '0 1\n', output: '1\n' },
        { input: '8 1\n', output: '9\n' },
        { input: '8 2\n', output: '10\n' },
      ],
      startCode: [
        { language: 'C++', initialCode: cppSum },
        { language: 'Java', initialCode: 'public class Main { public static void main(String[] a) {} }\n' },
        { language: 'JavaScript', initialCode: quickSum },
      ],
      referenceSolution: [
        { language: 'C++', completeCode: cppSum },
        {
          language: 'Java',
          completeCode:
            'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    System.out.println(in.nextLong() + in.nextLong());\n  }\n}\n',
        },
        { language: 'JavaScript', completeCode: quickSum },
      ],
      timeLimitSeconds: 10,
    },
  });
  if (!res.ok()) throw new Error(`could not create the problem: ${res.status()} ${await res.text()}`);
  slow = ((await res.json()) as { problem: ProblemView }).problem;
}, 120_000);

test('C++ code run and submitted as JavaScript: the Compilation Error names the editor language, and no case claims a difference', async () => {
  await openProblem(page(), pair);
  expect(await page().getByRole('button', { name: 'JavaScript', exact: true }).getAttribute('aria-pressed')).toBe('true');
  await pasteCode(page(), cppSum);

  await page().getByRole('button', { name: 'Run' }).click();
  const error = page().getByRole('alert').filter({ hasText: 'Compilation Error' });
  await error.waitFor({ timeout: 90_000 });
  const hint = page().getByTestId('language-hint');
  expect(await hint.textContent()).toBe(
    'This looks like C++ code, but the editor is set to JavaScript. Choose C++ above the editor, or write JavaScript.',
  );
  const cases = page().locator('[data-testid="testcase"]');
  expect(await cases.count()).toBe(pair.visibleTestCases.length);
  expect(await cases.getByText('Not run: the code did not compile.').count()).toBe(pair.visibleTestCases.length);
  expect(await page().getByText('First difference', { exact: false }).count()).toBe(0);
  expect(await page().getByTestId('actual-output').count()).toBe(0);
  await inBothThemes(page(), 'errors-compile-wrong-language-run');

  await page().getByRole('button', { name: 'Submit' }).click();
  const verdict = page().locator('.pp-verdict');
  await verdict.waitFor({ timeout: 90_000 });
  expect(await verdict.textContent()).toBe('Compilation Error');
  expect(await page().getByTestId('language-hint').textContent()).toContain('the editor is set to JavaScript');
  await inBothThemes(page(), 'errors-compile-wrong-language-submit');

  // Code in the language the editor is set to gets no hint, even when it fails to compile.
  await rightTab(page(), 'Code').click();
  await pasteCode(page(), 'const x = ;\nconsole.log(x);\n');
  await page().getByRole('button', { name: 'Run' }).click();
  // Node quotes the line it could not parse: this run's error, not the one before.
  const ownError = page().getByRole('alert').filter({ hasText: 'Compilation Error' }).filter({ hasText: 'const x = ;' });
  await ownError.waitFor({ timeout: 90_000 });
  expect(await page().getByTestId('language-hint').count()).toBe(0);
});

test('a second job while the first is judged is refused with the queue message, for Run and for Submit', async () => {
  const first = page();
  const second = await first.context().newPage();
  // The first tab's run holds the learner's one place in the queue: the socket says when it is in.
  const queued = new Promise<void>((resolve) =>
    first.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => typeof frame.payload === 'string' && frame.payload.includes('judge:queued') && resolve()),
    ),
  );
  await openProblem(first, slow);
  await pasteCode(first, slowSum);
  await openProblem(second, slow);
  await first.getByRole('button', { name: 'Run' }).click();
  await queued;

  await expectRefused(second, 'Run', 'Testcase', 'errors-queue-refused-run');

  // Once the run is done, a slow submission holds the place (it is pending until its verdict).
  await openProblem(second, pair);
  await first.getByText('All test cases passed').waitFor({ timeout: 90_000 });
  await first.getByRole('button', { name: 'Submit' }).click();
  await first.locator('[data-testid="submit-progress"][data-done="1"]').waitFor({ timeout: 90_000 });
  await expectRefused(second, 'Submit', 'Result', 'errors-queue-refused-submit');
});

test('a Submit that never reaches the server says so on the Result tab, and the code stays in the editor', async () => {
  await openProblem(page(), pair);
  await pasteCode(page(), quickSum);
  // The connection drops as the submission leaves the browser.
  await page().route('**/api/submission/submit/**', (route) => route.abort('internetdisconnected'));
  await page().getByRole('button', { name: 'Submit' }).click();
  const failure = page().getByRole('alert').filter({ hasText: 'Submit failed: the server could not be reached.' });
  await failure.waitFor();
  expect(await rightTab(page(), 'Result').getAttribute('aria-selected')).toBe('true');
  await inBothThemes(page(), 'errors-submit-unreachable');
  await rightTab(page(), 'Code').click();
  await page().waitForFunction(
    (text) =>
      (window as unknown as { ace: { edit(e: Element): { getValue(): string } } }).ace
        .edit(document.querySelector('.ace_editor')!)
        .getValue() === text,
    quickSum,
  );
});
