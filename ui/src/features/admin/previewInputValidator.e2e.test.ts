import { signInAs, useBrowserApp } from '../../testing/browser';
import { docScreenshot } from '../../testing/docScreenshots';
import { fillSource } from '../../testing/sourceEditor';

jest.setTimeout(300_000);

const { open } = useBrowserApp();

/** Accepts an input of digits and one newline (exit 42); anything else is refused with its reason (exit 43). */
const digitsOnly = `#include <iostream>
#include <iterator>
#include <string>
int main() {
  std::string in((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  std::string body = in.size() > 0 && in.back() == '\\n' ? in.substr(0, in.size() - 1) : in;
  bool ok = !body.empty() && body.find_first_not_of("0123456789") == std::string::npos;
  if (ok) return 42;
  std::cout << "n is not a number: " << body;
  return 43;
}
`;
/** n doubled: prints 0 on a word, as a reference that never checks its input would. */
const doubling = '#include <cstdio>\nint main() {\n  long long n = 0;\n  std::scanf("%lld", &n);\n  std::printf("%lld\\n", 2 * n);\n}\n';

test.each(['light', 'dark'] as const)(
  "the form's Preview says which visible input the input validator rejects, with its message (%s theme)",
  async (theme) => {
    const { page: p } = await open({ colorScheme: theme, viewport: { width: 1366, height: 900 } });
    await p.goto('/');
    await signInAs(p);
    await p.goto('/admin/create');
    await p.getByText('Judging', { exact: true }).waitFor();
    await p.fill('#problem_visibleTestCases_0_input', '4\n');
    await p.fill('#problem_visibleTestCases_0_output', '8\n');
    await p.getByRole('button', { name: 'Add Visible Case' }).click();
    await p.fill('#problem_visibleTestCases_1_input', 'abc\n');
    await p.fill('#problem_visibleTestCases_1_output', '0\n');
    await fillSource(p, 'problem_referenceSolution_0_completeCode', doubling);
    await fillSource(p, 'problem_judging_inputValidator_source', digitsOnly);

    await p.getByRole('button', { name: /Preview$/ }).click();
    const cases = p.getByTestId('preview-case');
    await cases.nth(1).waitFor({ timeout: 120_000 });
    // The valid input: judged, no note.
    expect(await cases.nth(0).getAttribute('data-status')).toBe('passed');
    expect(await cases.nth(0).locator('.pp-case-note').count()).toBe(0);
    // The refused one: the note names the validator's reason, saving would be refused for it.
    const refused = cases.nth(1);
    expect(await refused.locator('.pp-case-note').innerText()).toBe('The input validator rejects this input: n is not a number: abc');
    await refused.scrollIntoViewIfNeeded();
    await docScreenshot(refused, `admin-preview-input-rejected-${theme}`);
  },
);
