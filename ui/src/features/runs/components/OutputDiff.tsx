import { firstDifference } from '../../problem/format';

function Lines({ text, mismatch, testId }: { text: string; mismatch: number | null; testId: string }) {
  const lines = text.replace(/\n$/, '').split('\n');
  return (
    <pre className="pp-pre pp-diff-pane" data-testid={testId}>
      {text === ''
        ? '(no output)'
        : lines.map((line, i) => (
            <span key={i} className={mismatch === i ? 'pp-line-mismatch' : undefined} data-mismatch={mismatch === i || undefined}>
              {line}
              {i < lines.length - 1 ? '\n' : ''}
            </span>
          ))}
    </pre>
  );
}

/** Expected and actual output side by side, the first line that differs marked in both. */
export function OutputDiff({ expected, actual }: { expected: string; actual: string }) {
  const difference = firstDifference(expected, actual);
  const mismatch = difference?.line ?? null;
  return (
    <>
      <div className="pp-diff" role="group" aria-label="Expected and your output side by side">
        <div>
          <div className="pp-field-label">Expected Output:</div>
          <Lines text={expected} mismatch={mismatch} testId="expected-output" />
        </div>
        <div>
          <div className="pp-field-label">Your Output:</div>
          <Lines text={actual} mismatch={mismatch} testId="actual-output" />
        </div>
      </div>
      {difference && (
        <div className="pp-hint" role="note">
          First difference on line {difference.line + 1}: expected{' '}
          <code className="pp-inline-code">{difference.expected || '(nothing)'}</code>, got{' '}
          <code className="pp-inline-code">{difference.actual || '(nothing)'}</code>
        </div>
      )}
    </>
  );
}
