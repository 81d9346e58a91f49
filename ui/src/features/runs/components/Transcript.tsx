import type { TranscriptLine } from '@forge/contracts';
import './judging.css';

/** Lines shown at most: the judge caps a transcript too, this keeps a long one from burying the page. */
export const TRANSCRIPT_SHOWN = 400;

const speaker = { program: 'Program', interactor: 'Interactor' } as const;

/**
 * An interactive case's exchange (issue 31), in order: the learner's program and the problem's
 * interactor told apart by a label and a colour, monospace, scrollable.
 */
export function Transcript({ lines }: { lines: readonly TranscriptLine[] }) {
  const shown = lines.slice(0, TRANSCRIPT_SHOWN);
  return (
    <>
      <div className="pp-field-label">Interaction:</div>
      <ol className="jd-transcript" aria-label="Interaction transcript" data-testid="transcript">
        {shown.map((line, i) => (
          <li key={i} className={`jd-transcript-line jd-from-${line.from}`}>
            <span className="jd-transcript-from">{speaker[line.from]}</span>
            <span className="jd-transcript-text">{line.text === '' ? ' ' : line.text}</span>
          </li>
        ))}
        {shown.length === 0 && <li className="jd-transcript-empty">Nothing was exchanged.</li>}
      </ol>
      {lines.length > shown.length && <div className="jd-transcript-more">… {lines.length - shown.length} more lines not shown</div>}
    </>
  );
}

/** What the problem's checker or interactor said of a case's output (issue 31). */
export function CheckerMessage({ message }: { message: string }) {
  return (
    <>
      <div className="pp-field-label">Checker:</div>
      <pre className="jd-checker-message" data-testid="checker-message">
        {message}
      </pre>
    </>
  );
}
