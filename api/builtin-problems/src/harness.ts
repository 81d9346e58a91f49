import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProblemLanguage } from '@forge/contracts';

/**
 * The harness is what the problems' programs share (Java's FastReader, a chain's ListNode with the
 * reading and printing of a list, ...): each piece once per language, in the problem set's
 * `harness/<folder>/<name><extension>`. A program names a piece by a line of its own,
 * `// @harness <name>` (`# @harness <name>` in Python), a comment in every language, and is served
 * with that line replaced by the piece's text, indented as the line is: a whole program, as the
 * learner expects one.
 */
export const harnessPieceFiles: Record<ProblemLanguage, { folder: string; extension: string }> = {
  'C++': { folder: 'cpp', extension: '.cpp' },
  Java: { folder: 'java', extension: '.java' },
  JavaScript: { folder: 'js', extension: '.js' },
  Python: { folder: 'python', extension: '.py' },
  C: { folder: 'c', extension: '.c' },
};

/** How a line comment starts in each language: a directive is one. */
const commentMarks: Record<ProblemLanguage, string> = { 'C++': '//', Java: '//', JavaScript: '//', Python: '#', C: '//' };

/** A directive: nothing on its line but its indentation, the language's line comment, `@harness` and a piece's name. */
const directiveOf = (language: ProblemLanguage) =>
  new RegExp(`^([ \\t]*)${commentMarks[language].replace(/\//g, '\\/')} @harness ([A-Za-z][A-Za-z0-9-]*)[ \\t]*$`);

/** Where a line starts: inside a comment or a string, or in code with these blocks open (each told by the code that opened it). */
type LineStart = { inCode: false } | { inCode: true; open: readonly string[] };

/**
 * Where a piece may be named: a C, C++, JavaScript or Python piece is declarations for the top
 * level (in Python: unindented, outside every bracket), a Java piece members of class Main (nested
 * static classes, static methods and fields).
 */
const placements: Record<ProblemLanguage, { fits: (open: readonly string[], indent: string) => boolean; where: string }> = {
  'C++': { fits: (open) => open.length === 0, where: 'at the top level, outside every block' },
  Java: { fits: (open) => open.length === 1 && /\bclass\s+Main\b/.test(open[0]!), where: "in class Main's body, among its members" },
  JavaScript: { fits: (open) => open.length === 0, where: 'at the top level, outside every block' },
  Python: { fits: (open, indent) => open.length === 0 && indent === '', where: 'at the top level, unindented' },
  C: { fits: (open) => open.length === 0, where: 'at the top level, outside every block' },
};

/**
 * How each line of a C, C++, Java or JavaScript program starts, read past comments, strings and
 * character literals: enough of the languages to tell the block a line stands in.
 */
function braceLineStarts(code: string): LineStart[] {
  const starts: LineStart[] = [{ inCode: true, open: [] }];
  const open: string[] = [];
  /** The code since the last `;`, `{` or `}`: what opens the next block. */
  let header = '';
  let state: 'code' | 'line comment' | 'block comment' | '"' | "'" | '`' = 'code';
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (c === '\n') {
      if (state === 'line comment') state = 'code';
      starts.push(state === 'code' ? { inCode: true, open: [...open] } : { inCode: false });
      header += c;
    } else if (state === 'line comment') {
      continue;
    } else if (state === 'block comment') {
      if (c === '*' && code[i + 1] === '/') [state, i] = ['code', i + 1];
    } else if (state !== 'code') {
      if (c === '\\') i++;
      else if (c === state) state = 'code';
    } else if (c === '/' && code[i + 1] === '/') {
      state = 'line comment';
    } else if (c === '/' && code[i + 1] === '*') {
      [state, i] = ['block comment', i + 1];
    } else if (c === '"' || c === "'" || c === '`') {
      state = c;
    } else if (c === '{') {
      open.push(header.trim());
      header = '';
    } else if (c === '}') {
      open.pop();
      header = '';
    } else {
      header = c === ';' ? '' : header + c;
    }
  }
  return starts;
}

/**
 * How each line of a Python program starts, read past comments and strings (triple-quoted ones
 * span lines): in code with the brackets open that are (a line inside a call's arguments is no
 * statement of its own), or inside a string. Its indentation tells the block.
 */
function pythonLineStarts(code: string): LineStart[] {
  const starts: LineStart[] = [{ inCode: true, open: [] }];
  const open: string[] = [];
  let state: 'code' | 'comment' | '"' | "'" | '"""' | "'''" = 'code';
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (c === '\n') {
      if (state === 'comment' || state === '"' || state === "'") state = 'code';
      starts.push(state === 'code' ? { inCode: true, open: [...open] } : { inCode: false });
    } else if (state === 'comment') {
      continue;
    } else if (state !== 'code') {
      if (c === '\\') i++;
      else if (code.startsWith(state, i)) [state, i] = ['code', i + state.length - 1];
    } else if (c === '#') {
      state = 'comment';
    } else if (c === '"' || c === "'") {
      state = code.startsWith(c.repeat(3), i) ? (c === '"' ? '"""' : "'''") : c;
      i += state.length - 1;
    } else if ('([{'.includes(c)) {
      open.push(c);
    } else if (')]}'.includes(c)) {
      open.pop();
    }
  }
  return starts;
}

const lineStarts = (code: string, language: ProblemLanguage) => (language === 'Python' ? pythonLineStarts(code) : braceLineStarts(code));

/** The pieces a program in `language` names, in order. */
export function namedPieces(code: string, language: ProblemLanguage): string[] {
  const directive = directiveOf(language);
  return code.split('\n').flatMap((line) => directive.exec(line)?.[2] ?? []);
}

/** A piece's text, which names no other piece: a program names every piece it uses. `at` is where it is named. */
function readPiece(harnessDir: string, language: ProblemLanguage, name: string, at: string): string {
  const { folder, extension } = harnessPieceFiles[language];
  const file = `harness/${folder}/${name}${extension}`;
  const path = join(harnessDir, folder, `${name}${extension}`);
  if (!existsSync(path)) throw new Error(`${at}: no harness piece "${name}" in ${language} (${file})`);
  const text = readFileSync(path, 'utf8').replace(/\n$/, '');
  if (text.includes('@harness')) throw new Error(`${at}: ${file} names a harness piece itself: only a program names pieces`);
  return text;
}

/**
 * A program with each `// @harness <name>` line (`# @harness <name>` in Python) replaced by the
 * piece of its language in `harnessDir`, every line of it indented as the directive is. Throws,
 * naming the line, for a directive written otherwise, a piece there is not, one named twice, or one
 * named where its language's pieces do not fit.
 */
export function expandHarness(code: string, language: ProblemLanguage, harnessDir: string): string {
  const starts = lineStarts(code, language);
  const directive = directiveOf(language);
  const mark = commentMarks[language];
  const named = new Map<string, number>();
  return code
    .split('\n')
    .map((line, index) => {
      if (!line.includes('@harness')) return line;
      const at = `line ${index + 1}`;
      const match = directive.exec(line);
      if (!match)
        throw new Error(`${at}: "${line.trim()}" is not a harness directive: it stands alone on its line, as ${mark} @harness <name>`);
      const [, indent = '', name = ''] = match;
      const start = starts[index]!;
      const { fits, where } = placements[language];
      if (!start.inCode || !fits(start.open, indent))
        throw new Error(`${at}: ${mark} @harness ${name} is out of place: a ${language} piece is named ${where}`);
      const first = named.get(name);
      if (first !== undefined) throw new Error(`${at}: ${mark} @harness ${name} again: line ${first} names it already`);
      named.set(name, index + 1);
      return readPiece(harnessDir, language, name, at)
        .split('\n')
        .map((pieceLine) => (pieceLine === '' ? pieceLine : indent + pieceLine))
        .join('\n');
    })
    .join('\n');
}
