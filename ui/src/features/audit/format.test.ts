import { actorLabel, describeChange, formatTimeFactors, languageName, PLATFORM } from './format';

describe('describeChange', () => {
  it('says what changed in a line', () => {
    expect(describeChange({ field: 'difficulty', kind: 'changed', before: 'easy', after: 'hard' })).toBe('Difficulty: “easy” → “hard”');
    expect(describeChange({ field: 'timeLimitSeconds', kind: 'changed', before: 1, after: 2.5 })).toBe('Time limit: 1 → 2.5');
    expect(describeChange({ field: 'hiddenTestCases', kind: 'added', index: 3, after: { input: '1', output: '1' } })).toBe(
      'Hidden test case 3 added',
    );
    expect(describeChange({ field: 'referenceSolution', kind: 'changed', language: 'Java', diff: '@@ -1 +1 @@' })).toBe(
      'Reference solution (Java) changed',
    );
    expect(describeChange({ field: 'description', kind: 'changed', before: 'a\nb', after: 'a\nc' })).toBe('Description changed');
    expect(describeChange({ field: 'video', kind: 'removed' })).toBe('Video removed');
  });
});

describe('time factors (issue 32)', () => {
  it('tells a change of the time factors as the factors before and after, in the editor order', () => {
    expect(describeChange({ field: 'timeFactors', kind: 'added', after: { Python: 3 } })).toBe('Time factors: none → Python × 3');
    expect(describeChange({ field: 'timeFactors', kind: 'changed', before: { Python: 3 }, after: { C: 2, Python: 2.5 } })).toBe(
      'Time factors: Python × 3 → Python × 2.5, C × 2',
    );
    expect(describeChange({ field: 'timeFactors', kind: 'removed', before: { Java: 2 } })).toBe('Time factors: Java × 2 → none');
  });

  it('reads nothing it does not know as a factor', () => {
    expect(formatTimeFactors(undefined)).toBe('none');
    expect(formatTimeFactors({})).toBe('none');
    expect(formatTimeFactors({ Cobol: 2, Python: 'fast' })).toBe('none');
  });
});

describe('languageName', () => {
  it('names the five languages as the editor does', () => {
    expect((['cpp', 'java', 'javascript', 'python', 'c'] as const).map(languageName)).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);
  });
});

describe('actorLabel', () => {
  it('names the account, or the platform for the built-in problems', () => {
    expect(actorLabel({ _id: 'u1', firstName: 'Ada', emailId: 'ada@forge.test' })).toBe('Ada (ada@forge.test)');
    expect(actorLabel(null)).toBe(PLATFORM);
  });
});
