import { firstDifference } from '../format';

/** The actual output with the first line that differs from the expected one marked. */
export function OutputDiff({ expected, actual }: { expected: string; actual: string }) {
  const difference = firstDifference(expected, actual);
  const lines = actual.replace(/\n$/, '').split('\n');
  return (
    <>
      <pre className="pp-pre" data-testid="actual-output">
        {actual === ''
          ? '(no output)'
          : lines.map((line, i) => (
              <span
                key={i}
                className={difference?.line === i ? 'pp-line-mismatch' : undefined}
                data-mismatch={difference?.line === i || undefined}
              >
                {line}
                {i < lines.length - 1 ? '\n' : ''}
              </span>
            ))}
      </pre>
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
