import { foldUnchanged, sideBySideRows, type Row } from './sideBySide';

const show = (rows: readonly Row[]) =>
  rows.map((row) =>
    row.kind === 'fold'
      ? `… ${row.rows.length}`
      : `${row.left ? `${row.left.n}:${row.left.text}` : '-'} | ${row.right ? `${row.right.n}:${row.right.text}` : '-'}`,
  );

describe('sideBySideRows', () => {
  it('puts a changed line beside the line it became, with numbers on each side', () => {
    expect(show(sideBySideRows('a\nb\nc\n', 'a\nB\nc\nd\n'))).toEqual(['1:a | 1:a', '2:b | 2:B', '3:c | 3:c', '- | 4:d']);
  });

  it('keeps the removed lines left when fewer lines replace them', () => {
    const rows = sideBySideRows('x\nold 1\nold 2\ny', 'x\nnew 1\ny');
    expect(show(rows)).toEqual(['1:x | 1:x', '2:old 1 | 2:new 1', '3:old 2 | -', '4:y | 3:y']);
    expect(rows.filter((r) => r.kind === 'changed')).toHaveLength(2);
  });

  it('marks the words that changed in a line changed on both sides', () => {
    const [row] = sideBySideRows('print(a + b)\n', 'print(a - b)\n');
    expect(row?.kind).toBe('changed');
    if (row?.kind !== 'changed') return;
    expect(row.left?.segments?.filter((s) => s.changed).map((s) => s.text)).toEqual(['+']);
    expect(row.right?.segments?.filter((s) => s.changed).map((s) => s.text)).toEqual(['-']);
  });

  it('treats a missing final newline as no change, and an empty side as nothing', () => {
    expect(sideBySideRows('a\nb', 'a\nb\n').every((r) => r.kind === 'same')).toBe(true);
    expect(show(sideBySideRows('', 'new\n'))).toEqual(['- | 1:new']);
  });
});

describe('foldUnchanged', () => {
  it('folds unchanged lines away from the changes, keeping the context', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n');
    const after = before.replace('line 10', 'line ten');
    expect(show(foldUnchanged(sideBySideRows(before, after), 2))).toEqual([
      '… 7',
      '8:line 8 | 8:line 8',
      '9:line 9 | 9:line 9',
      '10:line 10 | 10:line ten',
      '11:line 11 | 11:line 11',
      '12:line 12 | 12:line 12',
      '… 8',
    ]);
  });

  it('does not fold a single line', () => {
    const rows = sideBySideRows('a\nb\nc\nd\n', 'a\nb\nc\nD\n');
    expect(show(foldUnchanged(rows, 2))).toEqual(['1:a | 1:a', '2:b | 2:b', '3:c | 3:c', '4:d | 4:D']);
  });
});
