import type { ProblemRevision } from '@forge/contracts';
import { compareRevisions, revisionSections } from './revisionSections';

const content = {
  title: 'Two Sum',
  description: 'Add two numbers.',
  difficulty: 'easy',
  tags: 'array',
  visibleTestCases: [{ input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3' }],
  hiddenTestCases: [
    { input: '5 7\n', output: '12\n' },
    { input: '-4 10\n', output: '6\n' },
  ],
  startCode: [
    { language: 'C++', initialCode: 'int main() {}' },
    { language: 'JavaScript', initialCode: '// read' },
  ],
  referenceSolution: [{ language: 'JavaScript', completeCode: 'console.log(3)' }],
  timeLimitSeconds: 2,
};
const revision = (n: number, over: Partial<ProblemRevision> = {}): ProblemRevision => ({
  revision: n,
  deleted: false,
  content,
  video: null,
  ...over,
});

describe('revisionSections', () => {
  it('splits the content into the parts an admin edits', () => {
    const sections = revisionSections(revision(1));
    expect(sections.map((s) => s.label)).toEqual([
      'Status',
      'Title',
      'Description',
      'Difficulty',
      'Tags',
      'Visible test case 1',
      'Hidden test case 1',
      'Hidden test case 2',
      'Start code (C++)',
      'Start code (JavaScript)',
      'Reference solution (JavaScript)',
      'Time limit (seconds)',
    ]);
    expect(sections.find((s) => s.key === 'hiddenTestCases:2')?.text).toBe('[input]\n-4 10\n[output]\n6');
    expect(sections.find((s) => s.key === 'timeLimitSeconds')?.text).toBe('2');
  });

  it('has only the status before the problem was created', () => {
    expect(revisionSections(revision(0, { content: null }))).toEqual([{ key: 'status', label: 'Status', text: 'live' }]);
  });
});

describe('compareRevisions', () => {
  it('shows the time factors in words and code in the editor order, Python and C after the spec three (issue 32)', () => {
    const withPython = revision(2, {
      content: {
        ...content,
        timeFactors: { Python: 3 },
        startCode: [
          { language: 'C', initialCode: 'int main(void) {}' },
          { language: 'Python', initialCode: 'print()' },
          ...content.startCode,
        ],
      },
    });
    const compared = compareRevisions(revision(1), withPython);
    expect(compared.filter((s) => s.key.startsWith('startCode')).map((s) => s.label)).toEqual([
      'Start code (C++)',
      'Start code (JavaScript)',
      'Start code (Python)',
      'Start code (C)',
    ]);
    expect(compared.filter((s) => s.changed).map((s) => [s.label, s.before, s.after])).toEqual([
      ['Time factors', null, 'Python × 3'],
      ['Start code (Python)', null, 'print()'],
      ['Start code (C)', null, 'int main(void) {}'],
    ]);
  });

  it("lists both revisions' sections in the form's order, telling which changed", () => {
    const after = revision(2, {
      deleted: true,
      content: { ...content, title: 'Sum of Two', hiddenTestCases: [content.hiddenTestCases[0]] },
      video: { cloudinaryPublicId: 'v', secureUrl: 'https://media/v.mp4', duration: 61 },
    });
    const compared = compareRevisions(revision(1), after);
    expect(compared.slice(0, 4).map((s) => s.key)).toEqual(['status', 'title', 'difficulty', 'tags']);
    expect(compared.filter((s) => s.changed).map((s) => [s.label, s.before, s.after])).toEqual([
      ['Status', 'live', 'deleted'],
      ['Title', 'Two Sum', 'Sum of Two'],
      ['Hidden test case 2', '[input]\n-4 10\n[output]\n6', null],
      ['Video', null, 'https://media/v.mp4\nduration 61 s'],
    ]);
  });
});
