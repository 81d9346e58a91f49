import Markdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import './markdown.css';

const plainPlugins = { remark: [remarkGfm], rehype: [rehypeHighlight] };
// KaTeX runs untrusted: no \href, \url or \html* commands, so a formula cannot link or add markup.
const mathPlugins = { remark: [remarkGfm, remarkMath], rehype: [rehypeKatex, rehypeHighlight] };

/** Links open beside the page; the text cannot make the page navigate away. */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

export interface MarkdownProps {
  readonly text: string;
  /** `$…$` and `$$…$$` typeset with KaTeX (statements); off where a `$` is more likely money (chat). */
  readonly math?: boolean;
  readonly className?: string;
}

/**
 * The app's one Markdown renderer (GitHub flavour) with highlighted code blocks: statements,
 * model answers and code listings. Raw HTML is never rendered, and images are dropped: an
 * injected prompt could otherwise make a model answer load an image whose address carries the
 * learner's code to another site, and statements have no use for outside images either.
 */
export default function MarkdownView({ text, math = false, className }: MarkdownProps) {
  const plugins = math ? mathPlugins : plainPlugins;
  return (
    <div className={className ? `pp-md ${className}` : 'pp-md'}>
      <Markdown remarkPlugins={plugins.remark} rehypePlugins={plugins.rehype} components={components} disallowedElements={['img']}>
        {text}
      </Markdown>
    </div>
  );
}
