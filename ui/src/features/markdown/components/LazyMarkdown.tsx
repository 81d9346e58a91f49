import { lazy, Suspense } from 'react';
import { fencedCode } from '../codeFence';

/** Markdown and highlight.js load with the first text shown, not with the app; KaTeX only with a statement. */
const Markdown = lazy(() => import('./Markdown'));
const MathMarkdown = lazy(() => import('./MathMarkdown'));

/** A statement (or part of one): Markdown with KaTeX math; the plain text shows while the renderer loads. */
export function StatementText({ text, className }: { text: string; className?: string }) {
  return (
    <Suspense fallback={<div className="pp-md-loading">{text}</div>}>
      <MathMarkdown text={text} className={className ? `pp-md-statement ${className}` : 'pp-md-statement'} />
    </Suspense>
  );
}

/** A code listing highlighted for its language (an id such as `cpp` or a label such as `C++`). */
export function HighlightedCode({ code, language, label }: { code: string; language: string; label: string }) {
  return (
    <div className="pp-code-listing" role="region" aria-label={label}>
      <Suspense fallback={<pre className="pp-md-loading">{code}</pre>}>
        <Markdown text={fencedCode(code, language)} />
      </Suspense>
    </div>
  );
}
