import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import './markdown.css';

type Plugins = NonNullable<Options['remarkPlugins']>;

/** Links open beside the page; the text cannot make the page navigate away. */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

export interface MarkdownProps {
  readonly text: string;
  readonly className?: string;
  /** Syntax added to GitHub's (math, for statements), parsed before it is rendered. */
  readonly remarkPlugins?: Plugins;
  /** Rendering added before code highlighting (KaTeX, for statements). */
  readonly rehypePlugins?: Plugins;
}

/**
 * The app's one Markdown renderer (GitHub flavour) with highlighted code blocks: statements,
 * model answers and code listings. Raw HTML is never rendered, and images are dropped: an
 * injected prompt could otherwise make a model answer load an image whose address carries the
 * learner's code to another site, and statements have no use for outside images either.
 */
export default function MarkdownView({ text, className, remarkPlugins = [], rehypePlugins = [] }: MarkdownProps) {
  return (
    <div className={className ? `pp-md ${className}` : 'pp-md'}>
      <Markdown
        remarkPlugins={[remarkGfm, ...remarkPlugins]}
        rehypePlugins={[...rehypePlugins, rehypeHighlight]}
        components={components}
        disallowedElements={['img']}
      >
        {text}
      </Markdown>
    </div>
  );
}
