import { registerLearner } from '../../testing/accounts';
import { useBrowserApp } from '../../testing/browser';
import { docScreenshot } from '../../testing/docScreenshots';
import { problemTitled } from '../../testing/problems';

jest.setTimeout(120_000);

const { open } = useBrowserApp();

test.each(['light', 'dark'] as const)(
  "a custom input the problem's validator refuses shows the refusal on its case instead of a verdict (%s theme)",
  async (theme) => {
    const { page } = await open({ colorScheme: theme, viewport: { width: 1366, height: 900 } });
    await registerLearner(page);
    const problem = await problemTitled(page, 'Pair With Target Sum');
    await page.goto(`/problem/${problem._id}`);
    await page.locator('.ace_editor').waitFor();
    await page.getByRole('tab', { name: 'Testcase', exact: true }).click();
    await page.getByRole('button', { name: 'Add case' }).click();
    await page.getByLabel(`Case ${problem.visibleTestCases.length + 1} input`).fill('abc\n');
    const answered = page.waitForResponse((res) => res.url().includes('/api/submission/run/'));
    await page.getByRole('button', { name: 'Run' }).click();
    // Neither the reference nor the learner's program ran on it: no expected output, no output, no verdict.
    const { customTestCases } = (await (await answered).json()) as { customTestCases: Record<string, unknown>[] };
    expect(customTestCases).toEqual([
      expect.objectContaining({
        stdin: 'abc\n',
        expected_output: null,
        stdout: '',
        stderr: '',
        status_id: null,
        validatorMessage: expect.any(String),
      }),
    ]);

    const refused = page.getByTestId('custom-case');
    await refused.locator('[data-testid="case-error"]').waitFor({ timeout: 90_000 });
    expect(await refused.locator('[data-testid="case-error"]').innerText()).toMatch(/^This input is not valid for this problem: \S/);
    expect(await refused.getAttribute('data-status')).toBe('unjudged');
    expect(await refused.locator('.ant-tag').count()).toBe(0);
    expect(await refused.getByText('Expected Output:').count()).toBe(0);
    await refused.scrollIntoViewIfNeeded();
    await docScreenshot(refused, `testcase-refused-input-${theme}`);
  },
);
