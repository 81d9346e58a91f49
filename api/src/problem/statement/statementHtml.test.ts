import { statementHtml } from './statementHtml';

describe('A statement rendered on the server', () => {
  it('typesets its math with KaTeX and leaves no dollar signs', async () => {
    const [html] = await statementHtml(['Given $n$ numbers:\n\n$$\\sum_{i=1}^{n} a_i$$\n\n## Input\n\nOne line.']);
    expect(html).toContain('class="katex"');
    expect(html).toContain('<math');
    expect(html).toContain('<h2>Input</h2>');
    expect(html).not.toMatch(/\$n\$|## Input/);
  });

  it('strips scripts, raw HTML, event handlers and images', async () => {
    const [html] = await statementHtml([
      'Hi <script>alert(1)</script> <img src=x onerror=alert(2)> ![pic](http://evil.test/x.png) [a](javascript:alert(3))',
    ]);
    expect(html).not.toMatch(/<script|onerror|<img|javascript:/i);
  });

  it('opens links beside the page and renders GitHub tables', async () => {
    const [link, table] = await statementHtml(['[docs](https://example.test)', '| a | b |\n|---|---|\n| 1 | 2 |']);
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer nofollow"');
    expect(table).toContain('<table>');
  });

  it('answers from its cache for a text seen before', async () => {
    const [first] = await statementHtml(['$x^2$']);
    const [again] = await statementHtml(['$x^2$']);
    expect(again).toBe(first);
  });
});
