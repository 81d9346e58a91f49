import Markdown from '../../markdown/components/Markdown';

/** A model answer: the app's Markdown renderer without math, since a `$` in a chat is more often money or shell than TeX. */
export default function ChatMarkdown({ text }: { text: string }) {
  return <Markdown text={text} />;
}
