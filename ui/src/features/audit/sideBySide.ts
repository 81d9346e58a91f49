import { diffLines, diffWordsWithSpace } from 'diff';

/** A run of text in a changed line, marked when it is what changed. */
export interface Segment {
  readonly text: string;
  readonly changed: boolean;
}

export interface Cell {
  /** The line's number on its side, from 1. */
  readonly n: number;
  readonly text: string;
  /** Word by word, for a line changed on both sides. */
  readonly segments?: readonly Segment[];
}

export type Row =
  | { readonly kind: 'same'; readonly left: Cell; readonly right: Cell }
  /** A removed line (left only), an added one (right only), or one line changed into another. */
  | { readonly kind: 'changed'; readonly left: Cell | null; readonly right: Cell | null }
  /** Unchanged lines far from any change, folded; `rows` are what unfolding shows. */
  | { readonly kind: 'fold'; readonly rows: readonly Row[] };

/** Word diffs of very long lines cost more than they tell. */
const WORD_DIFF_LIMIT = 400;

const lines = (value: string): string[] => {
  const split = value.split('\n');
  if (split.at(-1) === '') split.pop();
  return split;
};

/** A missing final newline is no change worth a row of its own. */
const normalise = (text: string): string => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

function wordSegments(before: string, after: string): { left: Segment[]; right: Segment[] } | null {
  if (before.length > WORD_DIFF_LIMIT || after.length > WORD_DIFF_LIMIT) return null;
  const left: Segment[] = [];
  const right: Segment[] = [];
  for (const part of diffWordsWithSpace(before, after)) {
    if (!part.added) left.push({ text: part.value, changed: part.removed });
    if (!part.removed) right.push({ text: part.value, changed: part.added });
  }
  return { left, right };
}

/**
 * The rows of a side-by-side diff of two texts, computed by jsdiff's line diff: a removed block
 * beside the added block that replaced it, line against line, unchanged lines on both sides.
 */
export function sideBySideRows(before: string, after: string): Row[] {
  const rows: Row[] = [];
  let leftN = 0;
  let rightN = 0;
  let removed: string[] = [];

  const flushRemoved = (added: string[]) => {
    const count = Math.max(removed.length, added.length);
    for (let i = 0; i < count; i++) {
      const l = removed[i];
      const r = added[i];
      const words = l !== undefined && r !== undefined ? wordSegments(l, r) : null;
      rows.push({
        kind: 'changed',
        left: l === undefined ? null : { n: ++leftN, text: l, ...(words ? { segments: words.left } : {}) },
        right: r === undefined ? null : { n: ++rightN, text: r, ...(words ? { segments: words.right } : {}) },
      });
    }
    removed = [];
  };

  for (const change of diffLines(normalise(before), normalise(after))) {
    if (change.removed) {
      removed.push(...lines(change.value));
    } else if (change.added) {
      flushRemoved(lines(change.value));
    } else {
      flushRemoved([]);
      for (const text of lines(change.value)) rows.push({ kind: 'same', left: { n: ++leftN, text }, right: { n: ++rightN, text } });
    }
  }
  flushRemoved([]);
  return rows;
}

/** Folds the unchanged lines more than `context` lines away from a change (a fold of one line is not worth it). */
export function foldUnchanged(rows: readonly Row[], context = 3): Row[] {
  const near = rows.map(() => false);
  rows.forEach((row, i) => {
    if (row.kind !== 'changed') return;
    for (let j = Math.max(0, i - context); j <= Math.min(rows.length - 1, i + context); j++) near[j] = true;
  });
  const folded: Row[] = [];
  let run: Row[] = [];
  const flush = () => {
    if (run.length > 1) folded.push({ kind: 'fold', rows: run });
    else folded.push(...run);
    run = [];
  };
  rows.forEach((row, i) => {
    if (row.kind === 'same' && !near[i]) {
      run.push(row);
    } else {
      flush();
      folded.push(row);
    }
  });
  flush();
  return folded;
}
