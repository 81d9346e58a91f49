import { sampleProblem } from '../testing/sampleProblem';
import { contentChanges, videoChanges } from './changes';

const before = sampleProblem();

describe('what a revision changed, field by field', () => {
  describe('given a problem', () => {
    it('when nothing differs, then there are no changes', () => {
      expect(contentChanges(before, sampleProblem())).toEqual([]);
    });

    it('when the title, difficulty, tags and a limit change, then each shows its value before and after', () => {
      const after = { ...before, title: 'Sum', difficulty: 'hard' as const, tags: 'math', timeLimitSeconds: 2 };
      expect(contentChanges(before, after)).toEqual([
        { field: 'title', kind: 'changed', before: 'Add Two Numbers', after: 'Sum' },
        { field: 'difficulty', kind: 'changed', before: 'easy', after: 'hard' },
        { field: 'tags', kind: 'changed', before: 'array', after: 'math' },
        { field: 'timeLimitSeconds', kind: 'added', after: 2 },
      ]);
      expect(contentChanges(after, before)).toContainEqual({ field: 'timeLimitSeconds', kind: 'removed', before: 2 });
    });

    it('when the output limit is set, changed or left out, then it shows like the other limits', () => {
      const limited = { ...before, outputLimitKb: 64 };
      expect(contentChanges(before, limited)).toEqual([{ field: 'outputLimitKb', kind: 'added', after: 64 }]);
      expect(contentChanges(limited, { ...before, outputLimitKb: 2048 })).toEqual([
        { field: 'outputLimitKb', kind: 'changed', before: 64, after: 2048 },
      ]);
      expect(contentChanges(limited, before)).toEqual([{ field: 'outputLimitKb', kind: 'removed', before: 64 }]);
    });

    it('when per-language time factors are set, changed or dropped (issue 32), then they show like a limit', () => {
      const factored = { ...before, timeFactors: { Python: 3 } };
      expect(contentChanges(before, factored)).toEqual([{ field: 'timeFactors', kind: 'added', after: { Python: 3 } }]);
      expect(contentChanges(factored, { ...before, timeFactors: { Python: 2, C: 1.5 } })).toEqual([
        { field: 'timeFactors', kind: 'changed', before: { Python: 3 }, after: { Python: 2, C: 1.5 } },
      ]);
      expect(contentChanges(factored, before)).toEqual([{ field: 'timeFactors', kind: 'removed', before: { Python: 3 } }]);
    });

    it('when the statement changes, then it is told as a unified diff', () => {
      const [change] = contentChanges(before, { ...before, description: 'Read two integers.\nPrint their sum.' });
      expect(change).toEqual({ field: 'description', kind: 'changed', diff: expect.any(String) });
      expect(change!.diff).toContain('-Read two integers and print their sum.');
      expect(change!.diff).toContain('+Read two integers.\n+Print their sum.');
    });

    it('when test cases change, are added or removed, then each is told by its position from 1', () => {
      const hidden = [{ input: '7 8\n', output: '15\n' }, before.hiddenTestCases[1]!, { input: '1 1\n', output: '2\n' }];
      expect(contentChanges(before, { ...before, hiddenTestCases: hidden, visibleTestCases: before.visibleTestCases.slice(0, 1) })).toEqual(
        [
          { field: 'visibleTestCases', kind: 'removed', index: 2, before: before.visibleTestCases[1] },
          { field: 'hiddenTestCases', kind: 'changed', index: 1, before: before.hiddenTestCases[0], after: hidden[0] },
          { field: 'hiddenTestCases', kind: 'added', index: 3, after: hidden[2] },
        ],
      );
    });

    it('when wrong solutions are added, changed or removed, then each is told by its position; none before they existed is none', () => {
      const slow = { language: 'C++' as const, completeCode: 'slow', expectedVerdict: 'Time Limit Exceeded' as const };
      const narrow = { language: 'Java' as const, completeCode: 'int', expectedVerdict: 'Wrong Answer' as const };
      const withTwo = { ...before, wrongSolutions: [slow, narrow] };
      expect(contentChanges(before, { ...before, wrongSolutions: [] })).toEqual([]);
      expect(contentChanges(before, withTwo)).toEqual([
        { field: 'wrongSolutions', kind: 'added', index: 1, after: slow },
        { field: 'wrongSolutions', kind: 'added', index: 2, after: narrow },
      ]);
      const relabelled = { ...narrow, expectedVerdict: 'Runtime Error' as const };
      expect(contentChanges(withTwo, { ...before, wrongSolutions: [relabelled] })).toEqual([
        { field: 'wrongSolutions', kind: 'changed', index: 1, before: slow, after: relabelled },
        { field: 'wrongSolutions', kind: 'removed', index: 2, before: narrow },
      ]);
    });

    it('when the validation is set, changed or dropped (issue 31), then it shows before and after, a checker’s source with a diff', () => {
      const tokens = { kind: 'tokens' as const, flags: 'float_tolerance 1e-6' };
      expect(contentChanges(before, { ...before, validation: tokens })).toEqual([{ field: 'validation', kind: 'added', after: tokens }]);
      const checker = {
        kind: 'checker' as const,
        protocol: 'kattis' as const,
        language: 'cpp' as const,
        source: 'int main() {\n  return 42;\n}',
      };
      const edited = { ...checker, source: checker.source.replace('42', '43') };
      const [change] = contentChanges({ ...before, validation: checker }, { ...before, validation: edited });
      expect(change).toMatchObject({ field: 'validation', kind: 'changed', before: checker, after: edited });
      expect(change!.diff).toContain('-  return 42;\n+  return 43;');
      expect(contentChanges({ ...before, validation: tokens }, before)).toEqual([{ field: 'validation', kind: 'removed', before: tokens }]);
    });

    it('when the input validator is set, edited or dropped (issue 33), then it shows before and after, its source with a diff', () => {
      const validator = { language: 'python' as const, source: 'import sys\nsys.exit(42)\n' };
      expect(contentChanges(before, { ...before, inputValidator: validator })).toEqual([
        expect.objectContaining({ field: 'inputValidator', kind: 'added', after: validator }),
      ]);
      const edited = { ...validator, source: validator.source.replace('42', '43') };
      const [change] = contentChanges({ ...before, inputValidator: validator }, { ...before, inputValidator: edited });
      expect(change).toMatchObject({ field: 'inputValidator', kind: 'changed', before: validator, after: edited });
      expect(change!.diff).toContain('-sys.exit(42)\n+sys.exit(43)');
      expect(contentChanges({ ...before, inputValidator: validator }, before)).toEqual([
        expect.objectContaining({ field: 'inputValidator', kind: 'removed', before: validator }),
      ]);
    });

    it('when subtasks are added or their points change (issue 31), then each is told by its position', () => {
      const small = { name: 'small', points: 40, cases: [0] };
      const large = { name: 'large', points: 60, cases: [1] };
      expect(contentChanges(before, { ...before, subtasks: [small, large] })).toEqual([
        { field: 'subtasks', kind: 'added', index: 1, after: small },
        { field: 'subtasks', kind: 'added', index: 2, after: large },
      ]);
      const richer = { ...large, points: 70 };
      expect(contentChanges({ ...before, subtasks: [small, large] }, { ...before, subtasks: [small, richer] })).toEqual([
        { field: 'subtasks', kind: 'changed', index: 2, before: large, after: richer },
      ]);
    });

    it('when Python and C are added (issue 32), then each is told by its language after the spec three, in the editor order', () => {
      const withFive = {
        ...before,
        startCode: [
          ...before.startCode,
          { language: 'C' as const, initialCode: 'int main(){}' },
          { language: 'Python' as const, initialCode: 'pass' },
        ],
      };
      expect(contentChanges(before, withFive).map(({ field, kind, language }) => ({ field, kind, language }))).toEqual([
        { field: 'startCode', kind: 'added', language: 'Python' },
        { field: 'startCode', kind: 'added', language: 'C' },
      ]);
    });

    it('when a reference solution changes, then its language carries a unified diff; a language dropped is removed', () => {
      const referenceSolution = [
        { language: 'C++' as const, completeCode: before.referenceSolution[0]!.completeCode.replace('a + b', 'b + a') },
        before.referenceSolution[1]!,
      ];
      const changes = contentChanges(before, { ...before, referenceSolution });
      expect(changes.map(({ field, kind, language }) => ({ field, kind, language }))).toEqual([
        { field: 'referenceSolution', kind: 'changed', language: 'C++' },
        { field: 'referenceSolution', kind: 'removed', language: 'JavaScript' },
      ]);
      expect(changes[0]!.diff).toBe(
        [
          '--- C++ referenceSolution',
          '+++ C++ referenceSolution',
          '@@ -1,2 +1,2 @@',
          ' #include <iostream>',
          '-int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }',
          '+int main() { long long a, b; std::cin >> a >> b; std::cout << b + a << "\\n"; }',
          '',
        ].join('\n'),
      );
      expect(changes[1]!.diff).toContain('-console.log(a + b);');
    });
  });

  describe('given nothing before (a creation)', () => {
    it('then every field is added', () => {
      const changes = contentChanges(null, before);
      expect(changes.filter((c) => c.kind !== 'added')).toEqual([]);
      expect(changes.map((c) => c.field)).toEqual([
        'title',
        'description',
        'difficulty',
        'tags',
        'visibleTestCases',
        'visibleTestCases',
        'hiddenTestCases',
        'hiddenTestCases',
        'startCode',
        'startCode',
        'startCode',
        'referenceSolution',
        'referenceSolution',
        'referenceSolution',
      ]);
    });
  });

  describe('the video', () => {
    const video = { cloudinaryPublicId: 'forge/problems/p1/v1', secureUrl: 'https://x/v1.mp4', duration: 61 };
    it('is added, replaced and removed', () => {
      expect(videoChanges(null, video)).toEqual([{ field: 'video', kind: 'added', after: video }]);
      expect(videoChanges(video, { ...video, duration: 5 })).toEqual([
        { field: 'video', kind: 'changed', before: video, after: { ...video, duration: 5 } },
      ]);
      expect(videoChanges(video, null)).toEqual([{ field: 'video', kind: 'removed', before: video }]);
    });
  });
});
