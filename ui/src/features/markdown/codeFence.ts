/** highlight.js names for the platform's languages, by submission id or by display label. */
const HIGHLIGHT_NAMES: Readonly<Record<string, string>> = {
  cpp: 'cpp',
  'c++': 'cpp',
  java: 'java',
  javascript: 'javascript',
  python: 'python',
  c: 'c',
};

/** The highlight.js language for a language id or label; undefined leaves the code plain. */
export function highlightName(language: string): string | undefined {
  return HIGHLIGHT_NAMES[language.toLowerCase()];
}

/**
 * Code as a fenced Markdown block, so solutions and submissions are highlighted by the same
 * renderer as statements. The fence is longer than any run of backticks in the code, which
 * CommonMark guarantees cannot close it early.
 */
export function fencedCode(code: string, language: string): string {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  const body = code.endsWith('\n') ? code : `${code}\n`;
  return `${fence}${highlightName(language) ?? ''}\n${body}${fence}\n`;
}
