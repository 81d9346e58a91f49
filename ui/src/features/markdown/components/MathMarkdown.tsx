import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import MarkdownView from './Markdown';

const remarkPlugins = [remarkMath];
// KaTeX runs untrusted: no \href, \url or \html* commands, so a formula cannot link or add markup.
const rehypePlugins = [rehypeKatex];

/** Markdown with `$…$` and `$$…$$` typeset by KaTeX: statements. A chunk of its own, so the chat never loads KaTeX. */
export default function MathMarkdown({ text, className }: { text: string; className?: string }) {
  return <MarkdownView text={text} className={className} remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} />;
}
