// Statements' Markdown to HTML, off the event loop: the unified packages ship only ES modules,
// which the api's CommonJS (and jest's runtime) cannot require, so they run in this worker.
import { parentPort } from 'node:worker_threads';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** The client's Markdown: GitHub's flavour, no raw HTML, no images; links open beside the page. */
const schema = {
  ...defaultSchema,
  tagNames: defaultSchema.tagNames.filter((name) => name !== 'img'),
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

const linksBeside = () => {
  const walk = (node) => {
    if (node.type === 'element' && node.tagName === 'a')
      Object.assign(node.properties, { target: '_blank', rel: ['noopener', 'noreferrer', 'nofollow'] });
    for (const child of node.children ?? []) walk(child);
  };
  return walk;
};

// Sanitized before KaTeX typesets (its own markup is trusted; `trust` stays off, so no \href or \html*). MathML
// only: the browser typesets it, with no KaTeX stylesheet or fonts to download (issue 33's phone budget).
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(linksBeside)
  .use(rehypeKatex, { throwOnError: false, output: 'mathml' })
  .use(rehypeStringify);

parentPort.on('message', ({ id, texts }) => {
  try {
    parentPort.postMessage({ id, html: texts.map((text) => String(processor.processSync(text))) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
