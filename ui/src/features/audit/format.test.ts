import { actorLabel, describeChange, PLATFORM } from './format';

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

describe('actorLabel', () => {
  it('names the account, or the platform for the built-in problems', () => {
    expect(actorLabel({ _id: 'u1', firstName: 'Ada', emailId: 'ada@forge.test' })).toBe('Ada (ada@forge.test)');
    expect(actorLabel(null)).toBe(PLATFORM);
  });
});
