import type { Page } from 'playwright-core';
import { useBrowserApp } from '../../testing/browser';
import { newLearner, registerLearner } from '../../testing/accounts';
import { listProblems } from '../../testing/problems';

// The judge runs and judges a submission; a shared machine makes both slow.
jest.setTimeout(300_000);

const { open } = useBrowserApp({ actionTimeout: 90_000 });

interface Stop {
  readonly name: string;
  readonly inEditor: boolean;
  /** The ring's outline or box-shadow, or '' when the focused control shows neither. */
  readonly ring: string;
}

/** The focused control: its role or tag and name, and how its focus shows (Ace's hidden textarea shows through its editor). */
const focused = (page: Page): Promise<Stop | null> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const editor = element.closest<HTMLElement>('.ace_editor');
    const shown = editor ?? element;
    const style = getComputedStyle(shown);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `outline ${style.outlineColor}` : '';
    const shadow = style.boxShadow !== 'none' ? `shadow ${style.boxShadow}` : '';
    const label = element.getAttribute('aria-label') ?? element.innerText ?? '';
    return {
      name: `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`,
      inEditor: editor !== null,
      ring: outline || shadow,
    };
  });

/** Tabs through the page (out of the editor with Escape, as it says) and returns every stop. */
async function tabThrough(page: Page, presses: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) continue;
    stops.push(stop);
    if (stop.inEditor) await page.keyboard.press('Escape');
  }
  return stops;
}

const unringed = (stops: readonly Stop[]) => stops.filter((s) => s.ring === '').map((s) => s.name);

/** Presses Tab until the button called `name` has the focus. */
async function tabTo(page: Page, name: string): Promise<void> {
  // Its name starts with its icon's ("caret-right Run").
  const button = page.getByRole('button', { name: new RegExp(`\\b${name}$`) });
  for (let i = 0; i < 120; i++) {
    if (await button.evaluate((b) => b === document.activeElement)) return;
    await page.keyboard.press('Tab');
    if ((await focused(page))?.inEditor) await page.keyboard.press('Escape');
  }
  throw new Error(`Tab never reached ${name}`);
}

describe.each(['light', 'dark'] as const)('by keyboard alone, %s theme', (theme) => {
  test('every control of the login and signup forms takes the focus with a visible ring', async () => {
    const { page } = await open({ colorScheme: theme });
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await page.getByRole('textbox').first().waitFor();
      const stops = await tabThrough(page, 20);
      expect(unringed(stops)).toEqual([]);
      const names = stops.map((s) => s.name).join('\n');
      expect(names).toContain('button "');
      expect(names).toMatch(/a "(Sign Up|Log In)"/);
    }
  });

  test("the problem page's tabs, editor and buttons take the focus with a visible ring; Run and Submit work by keyboard", async () => {
    const { page } = await open({ colorScheme: theme });
    await page.goto('/');
    await registerLearner(page, newLearner('Kay'));
    const problem = (await listProblems(page))[0]!;
    await page.goto(`/problem/${problem._id}`);
    await page.locator('.ace_editor').waitFor();

    const stops = await tabThrough(page, 60);
    expect(unringed(stops)).toEqual([]);
    const names = stops.map((s) => s.name).join('\n');
    for (const expected of [/tab "[^"]*Description"/, /tab "[^"]*Code"/, /button "Run"/, /button "Submit"/])
      expect(names).toMatch(expected);
    expect(stops.some((s) => s.inEditor)).toBe(true);

    // A tab opens on Enter, as antd's tabs do on a click.
    await page.goto(`/problem/${problem._id}`);
    await page.locator('.ace_editor').waitFor();
    const editorial = await page.getByRole('tab', { name: 'Editorial' }).elementHandle();
    await editorial.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((el) => el.getAttribute('aria-selected') === 'true', editorial);

    await tabTo(page, 'Run');
    await page.keyboard.press('Enter');
    const testcase = await page.getByRole('tab', { name: 'Testcase' }).elementHandle();
    await page.waitForFunction((el) => el.getAttribute('aria-selected') === 'true', testcase);
    await page.locator('[data-testid="testcase"][data-status="failed"], [data-testid="testcase"][data-status="passed"]').first().waitFor();

    await tabTo(page, 'Submit');
    await page.keyboard.press('Space');
    await page.locator('.pp-verdict').waitFor();
  });
});
