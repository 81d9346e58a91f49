import { problemLanguages, tagValues, wrongSolutionVerdicts } from '@forge/domain';
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
  it('has at least 26 problems: 10 easy, 9 medium, 7 hard, every tag used', () => {
    expect(problems.length).toBeGreaterThanOrEqual(26);
    const count = (d: string) => problems.filter((p) => p.content.difficulty === d).length;
    expect(count('easy')).toBeGreaterThanOrEqual(10);
    expect(count('medium')).toBeGreaterThanOrEqual(9);
    expect(count('hard')).toBeGreaterThanOrEqual(7);
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
    // Every language, in the editor's order: the spec's three and issue 32's Python and C.
    for (const list of [content.startCode, content.referenceSolution]) {
      expect(list.map((e) => e.language)).toEqual([...problemLanguages]);
    }
    const java = content.referenceSolution.find((r) => r.language === 'Java')!.completeCode;
    expect(java).toMatch(/public\s+class\s+Main\b/);
    expect(content.startCode.find((r) => r.language === 'Java')!.initialCode).toMatch(/public\s+class\s+Main\b/);
  });

  // Issue 31: what real problem sets hold, each with the wrong solutions that show its judging matters.
  it('judges a real number within a tolerance, with a wrong solution that loses precision', () => {
    const real = problems.filter(
      (p) => p.content.validation?.kind === 'tokens' && /float_(absolute_|relative_)?tolerance/.test(p.content.validation.flags),
    );
    expect(real.length).toBeGreaterThanOrEqual(1);
    for (const { content } of real) expect(content.wrongSolutions?.map((w) => w.expectedVerdict)).toContain('Wrong Answer');
  });

  it('judges many right answers by a checker, with a wrong solution whose answer is well-formed but invalid', () => {
    const checked = problems.filter((p) => p.content.validation?.kind === 'checker');
    expect(checked.length).toBeGreaterThanOrEqual(1);
    for (const { content } of checked) expect(content.wrongSolutions?.map((w) => w.expectedVerdict)).toContain('Wrong Answer');
  });

  it('has an interactive problem, with wrong solutions that break its protocol or ask too much', () => {
    const interactive = problems.filter((p) => p.content.validation?.kind === 'interactor');
    expect(interactive.length).toBeGreaterThanOrEqual(1);
    for (const { content } of interactive) {
      expect(content.wrongSolutions?.filter((w) => w.expectedVerdict === 'Wrong Answer').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('scores by three or more subtasks, with a solution that earns only the first one’s points', () => {
    const scored = problems.filter((p) => (p.content.subtasks?.length ?? 0) >= 3);
    expect(scored.length).toBeGreaterThanOrEqual(1);
    for (const { content } of scored) {
      const partial = content.wrongSolutions?.filter((w) => w.expectedVerdict === 'Partial').map((w) => w.expectedScore);
      expect(partial).toContain(content.subtasks![0]!.points);
    }
  });

  it.each(problems.map((p) => [p.slug, p.content] as const))('%s carries a wrong solution its cases must reject', (_slug, content) => {
    expect(content.wrongSolutions?.length).toBeGreaterThanOrEqual(1);
    for (const wrong of content.wrongSolutions ?? []) expect(wrongSolutionVerdicts).toContain(wrong.expectedVerdict);
  });
});
