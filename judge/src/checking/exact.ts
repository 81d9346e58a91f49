/**
 * Output comparison: trailing whitespace on each line and trailing blank lines do not count;
 * everything else (leading spaces, blank lines between lines, letter case) must match exactly.
 */
export function sameOutput(actual: string, expected: string): boolean {
  return normalize(actual) === normalize(expected);
}

export function normalize(text: string): string {
  const lines = text.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}
