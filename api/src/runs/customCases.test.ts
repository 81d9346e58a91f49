import type { ProblemLanguage } from '@forge/domain';
import { referenceFor, referenceNote } from './customCases';

const withReferences = (...languages: ProblemLanguage[]) => ({
  referenceSolution: languages.map((language) => ({ language, completeCode: `${language} reference` })),
});

describe('which reference computes a custom input’s expected output', () => {
  it('is the learner’s own language’s, Python and C too (issue 32)', () => {
    const five = withReferences('C++', 'Java', 'JavaScript', 'Python', 'C');
    expect(referenceFor(five, 'python')).toEqual({ language: 'Python', code: 'Python reference' });
    expect(referenceFor(five, 'c')).toEqual({ language: 'C', code: 'C reference' });
    expect(referenceNote(referenceFor(five, 'python')!, 'python')).toBeNull();
  });

  it('is else the first of the others in the editor’s order, and says so', () => {
    const problem = {
      referenceSolution: [...withReferences('C', 'Python').referenceSolution, { language: 'C++' as const, completeCode: ' ' }],
    };
    expect(referenceFor(problem, 'javascript')).toEqual({ language: 'Python', code: 'Python reference' });
    expect(referenceNote(referenceFor(problem, 'cpp')!, 'cpp')).toBe('Expected output from the Python reference solution');
    expect(referenceFor(withReferences(), 'python')).toBeNull();
  });
});
