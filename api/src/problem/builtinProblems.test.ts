import { tagValues, wrongSolutionVerdicts } from '@forge/domain';
import { readBuiltinProblems } from './builtinProblems';

const problems = readBuiltinProblems();

/** A statement's Markdown with code blocks and code spans left out, where a `$` or a `#` is literal. */
const prose = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
const sectionHeadings = (markdown: string) => [...prose(markdown).matchAll(/^## (.+)$/gm)].map((m) => m[1]);
/** The statement's inline KaTeX formulas; a `$` left over means a formula that never closes, shown raw to learners. */
const inlineMath = (markdown: string) => {
  const text = prose(markdown).replace(/\$\$[\s\S]*?\$\$/g, ' ');
  if ((text.match(/\$/g) ?? []).length % 2 !== 0) throw new Error(`unbalanced $ in: ${markdown.slice(0, 80)}…`);
  return [...text.matchAll(/\$([^$]+)\$/g)].map((m) => m[1]);
};

describe('the built-in problem set', () => {
  it('has at least 22 problems: 9 easy, 7 medium, 6 hard, every tag used', () => {
    expect(problems.length).toBeGreaterThanOrEqual(22);
    const count = (d: string) => problems.filter((p) => p.content.difficulty === d).length;
    expect(count('easy')).toBeGreaterThanOrEqual(9);
    expect(count('medium')).toBeGreaterThanOrEqual(7);
    expect(count('hard')).toBeGreaterThanOrEqual(6);
    const used = new Set(problems.flatMap((p) => p.content.tags.split(',').map((t) => t.trim())));
    for (const tag of tagValues) expect(used).toContain(tag);
  });

  it('has unique titles', () => {
    const titles = problems.map((p) => p.content.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  // Statements are Markdown with KaTeX math (issue 15): the sections as headings, quantities as formulas.
  it.each(problems.map((p) => [p.slug, p.content] as const))('%s is complete', (_slug, content) => {
    expect(sectionHeadings(content.description)).toEqual(['Input', 'Output', 'Constraints']);
    expect(inlineMath(content.description).length).toBeGreaterThan(0);
    expect(content.visibleTestCases.length).toBeGreaterThanOrEqual(2);
    for (const c of content.visibleTestCases) expect(c.explanation.trim()).not.toBe('');
    expect(content.hiddenTestCases.length).toBeGreaterThanOrEqual(5);
    for (const list of [content.startCode, content.referenceSolution]) {
      expect(list.map((e) => e.language).sort()).toEqual(['C++', 'Java', 'JavaScript']);
    }
    const java = content.referenceSolution.find((r) => r.language === 'Java')!.completeCode;
    expect(java).toMatch(/public\s+class\s+Main\b/);
    expect(content.startCode.find((r) => r.language === 'Java')!.initialCode).toMatch(/public\s+class\s+Main\b/);
  });

  it.each(problems.map((p) => [p.slug, p.content] as const))('%s carries a wrong solution its cases must reject', (_slug, content) => {
    expect(content.wrongSolutions?.length).toBeGreaterThanOrEqual(1);
    for (const wrong of content.wrongSolutions ?? []) expect(wrongSolutionVerdicts).toContain(wrong.expectedVerdict);
  });
});
