import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = (() => {
  let source: string | undefined;
  return () => (source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
})();

/** The rules the browser tests hold every screen to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export interface AxeNode {
  readonly target: string[];
  readonly html: string;
  readonly failureSummary: string;
  /** A colour rule's figures: foreground, background, the ratio found and the one asked for. */
  readonly contrast?: { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string };
}

export interface AxeViolation {
  readonly id: string;
  readonly impact: 'serious' | 'critical';
  readonly help: string;
  readonly nodes: AxeNode[];
}

/**
 * Injects axe-core into the page and runs the WCAG 2.1 AA rules on it (or on `include`, a selector);
 * returns the serious and critical violations with their nodes. Transitions are turned off first, so
 * colours are checked where they settle, not half-way through a theme's fade.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // Evaluated, not added as a script tag: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(
    async ({ tags, selector }) => {
      type Contrast = NonNullable<AxeNode['contrast']>;
      interface Check {
        data?: Contrast | string | null;
      }
      const contrastOf = (checks: Check[]): Contrast | undefined => {
        for (const { data } of checks) if (typeof data === 'object' && data?.contrastRatio !== undefined) return data;
        return undefined;
      };
      interface Result {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[]; html: string; failureSummary?: string; any: Check[]; all: Check[]; none: Check[] }[];
      }
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Result[] }> } }).axe;
      const result = await axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact as 'serious' | 'critical',
          help: v.help,
          nodes: v.nodes.map((n) => {
            const contrast = contrastOf([...n.any, ...n.all, ...n.none]);
            return {
              target: n.target.map(String),
              html: n.html.slice(0, 200),
              failureSummary: n.failureSummary ?? '',
              ...(contrast ? { contrast } : {}),
            };
          }),
        }));
    },
    { tags: [...WCAG_AA_TAGS], selector: include },
  );
}

/** A violation list as lines a failing test prints: the rule, each target, and a contrast rule's figures. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .flatMap((v) => [
      `${v.id} (${v.impact}): ${v.help}`,
      ...v.nodes.map((n) => {
        const c = n.contrast;
        const figures = c ? ` — ${c.fgColor} on ${c.bgColor}: ${c.contrastRatio}:1, needs ${c.expectedContrastRatio}` : '';
        return `  ${n.target.join(' ')}${figures}`;
      }),
    ])
    .join('\n');
}
