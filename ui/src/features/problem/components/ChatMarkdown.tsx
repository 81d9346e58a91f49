import Markdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import './chatMarkdown.css';

const remarkPlugins = [remarkGfm];
const rehypePlugins = [rehypeHighlight];

/** Links open beside the problem; the model cannot make the page navigate away. */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

/**
 * A model answer as Markdown (GitHub flavour) with highlighted code blocks. Raw HTML is
 * never rendered, and images are dropped: an injected prompt could otherwise make the
 * answer load an image whose address carries the learner's code to another site.
 */
export default function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="pp-md">
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components} disallowedElements={['img']}>
        {text}
      </Markdown>
    </div>
  );
}
