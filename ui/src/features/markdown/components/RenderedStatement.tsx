import './markdown.css';

/**
 * A statement the server rendered (sanitized HTML, math as KaTeX's MathML): shown with the page's
 * first paint, with neither the Markdown nor the math bundle loaded for it.
 */
export function RenderedStatement({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `pp-md pp-md-statement ${className}` : 'pp-md pp-md-statement'}
      // Sanitized on the server (api/src/problem/statement): no raw HTML, scripts, handlers or images.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
