import type { JudgeFailure, SubmissionLanguage } from '@forge/contracts';
import { languageOf } from './format';

/** Lines that only one of the languages writes; a few are enough to tell them apart. */
const signs: Record<SubmissionLanguage, readonly RegExp[]> = {
  // C++'s own headers (<iostream>, <bits/stdc++.h>), not C's <stdio.h>.
  cpp: [
    /^\s*#\s*include\s*<(?![\w/]+\.h>)/m,
    /\busing\s+namespace\s+std\b/,
    /\bstd::/,
    /\bcout\s*<</,
    /\bcin\s*>>/,
    /^\s*int\s+main\s*\(/m,
  ],
  java: [/\bpublic\s+(?:final\s+)?class\b/, /^\s*import\s+java\./m, /\bSystem\.(?:out|in)\b/, /\bpublic\s+static\s+void\s+main\b/],
  javascript: [
    /\bconsole\.log\s*\(/,
    /\brequire\s*\(\s*['"]/,
    /\bprocess\.stdin\b/,
    /\bfunction\s*\w*\s*\(/,
    /^\s*(?:const|let)\s+\w+\s*=/m,
    /=>/,
  ],
  python: [
    /^\s*def\s+\w+\s*\(.*\)\s*(?:->.*)?:\s*$/m,
    /^\s*(?:import\s+sys\b|from\s+\w+(?:\.\w+)*\s+import\b)/m,
    /(?<![.\w])print\s*\(/,
    /(?<![.\w])input\s*\(\s*\)/,
    /\bsys\.stdin\b/,
    /^\s*(?:for|while|if|elif)\b[^;{]*:\s*$/m,
  ],
  c: [/^\s*#\s*include\s*<(?:stdio|stdlib|string|math|stdint|stdbool)\.h>/m, /\bscanf\s*\(/, /\bprintf\s*\(/, /\bmalloc\s*\(/],
};

/** The language the code reads as, when one stands out; null for code with no clear sign. */
export function guessLanguage(code: string): SubmissionLanguage | null {
  const scores = (Object.keys(signs) as SubmissionLanguage[])
    .map((language) => ({ language, score: signs[language].filter((sign) => sign.test(code)).length }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scores;
  return best && best.score > 0 && best.score > (next?.score ?? 0) ? best.language : null;
}

/**
 * A line for under a Compilation Error whose code looks written for another language than the
 * editor is set to (`#include` judged as JavaScript): the commonest reason such code fails.
 * `offered`, the problem's languages, keeps it from sending the learner to a language the
 * problem does not have (Python code on a problem without Python start code).
 */
export function wrongLanguageHint(
  failure: Pick<JudgeFailure, 'kind'> | null | undefined,
  sent: { readonly code: string; readonly language: SubmissionLanguage } | null,
  offered?: readonly SubmissionLanguage[],
): string | null {
  if (failure?.kind !== 'compile' || !sent) return null;
  const looksLike = guessLanguage(sent.code);
  if (!looksLike || looksLike === sent.language) return null;
  const { label: other } = languageOf(looksLike);
  const { label: chosen } = languageOf(sent.language);
  if (offered && !offered.includes(looksLike)) {
    return `This looks like ${other} code, but this problem does not offer ${other} and the editor is set to ${chosen}. Write ${chosen}, or choose another language above the editor.`;
  }
  return `This looks like ${other} code, but the editor is set to ${chosen}. Choose ${other} above the editor, or write ${chosen}.`;
}
