import { describeLoaded, pairCaseFiles } from './caseFiles';

const file = (name: string, text = name) => ({ name, text });

describe('pairCaseFiles', () => {
  it('pairs .in with .ans by base name, in natural order', () => {
    const paired = pairCaseFiles([file('10.ans', '20\n'), file('2.in', '1 1\n'), file('10.in', '10 10\n'), file('2.ans', '2\n')]);
    expect(paired).toEqual({
      cases: [
        { name: '2', input: '1 1\n', output: '2\n' },
        { name: '10', input: '10 10\n', output: '20\n' },
      ],
      unpaired: [],
    });
    expect(describeLoaded(paired)).toBe('Loaded 2 cases from files.');
  });

  it('leaves out a file without its partner, and any other file', () => {
    const paired = pairCaseFiles([
      file('a.in'),
      file('a.ans'),
      file('b.in'),
      file('c.ans'),
      file('notes.txt'),
      file('D.IN'),
      file('D.ANS'),
    ]);
    expect(paired.cases.map((c) => c.name)).toEqual(['a', 'D']);
    expect(paired.unpaired).toEqual(['b.in', 'c.ans', 'notes.txt']);
    expect(describeLoaded(paired)).toBe('Loaded 2 cases from files. Left out (no .in/.ans partner): b.in, c.ans, notes.txt.');
  });
});
