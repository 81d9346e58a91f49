import type { ProblemDocument } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { problemForViewer } from './problemView';

const wrongSolutions = [{ language: 'C++' as const, completeCode: 'int main() {}', expectedVerdict: 'Wrong Answer' as const }];
const doc: ProblemDocument = { problemId: 'p1', ...sampleProblem({ wrongSolutions }), createdAt: 't', updatedAt: 't' };

describe('wrong solutions, as each reader sees a problem', () => {
  it('are never shown to a learner, even one who solved the problem', () => {
    for (const hasSolved of [false, true]) {
      const view = problemForViewer(doc, { isAdmin: false, hasSolved });
      expect(view).not.toHaveProperty('wrongSolutions');
    }
  });

  it('are shown to admins, and as none for a problem saved before they existed', () => {
    expect(problemForViewer(doc, { isAdmin: true, hasSolved: false }).wrongSolutions).toEqual(wrongSolutions);
    const { wrongSolutions: _none, ...older } = doc;
    expect(problemForViewer(older, { isAdmin: true, hasSolved: false }).wrongSolutions).toEqual([]);
  });
});

describe('how a problem checks and scores its outputs (issue 31), as each reader sees it', () => {
  const validation = {
    kind: 'checker' as const,
    protocol: 'kattis' as const,
    language: 'cpp' as const,
    source: 'int main() { return 42; }',
  };
  const subtasks = [
    { name: 'small', points: 40, cases: [0] },
    { name: 'large', points: 60, cases: [1] },
  ];
  const scored: ProblemDocument = { ...doc, validation, subtasks };

  it('shows the validation to admins alone, a checker’s source spelling what it accepts', () => {
    expect(problemForViewer(scored, { isAdmin: true, hasSolved: false }).validation).toEqual(validation);
    for (const hasSolved of [false, true]) expect(problemForViewer(scored, { isAdmin: false, hasSolved })).not.toHaveProperty('validation');
  });

  it('shows the input validator to admins alone (issue 33)', () => {
    const inputValidator = { language: 'cpp' as const, source: 'int main() { return 42; }' };
    const withValidator: ProblemDocument = { ...doc, inputValidator };
    expect(problemForViewer(withValidator, { isAdmin: true, hasSolved: false }).inputValidator).toEqual(inputValidator);
    for (const hasSolved of [false, true])
      expect(problemForViewer(withValidator, { isAdmin: false, hasSolved })).not.toHaveProperty('inputValidator');
    expect(problemForViewer(doc, { isAdmin: true, hasSolved: false })).not.toHaveProperty('inputValidator');
  });

  it('shows the subtasks to everyone, who is scored by them', () => {
    expect(problemForViewer(scored, { isAdmin: false, hasSolved: false }).subtasks).toEqual(subtasks);
    expect(problemForViewer(scored, { isAdmin: true, hasSolved: false }).subtasks).toEqual(subtasks);
  });

  it('adds neither key to a problem without them', () => {
    const view = problemForViewer(doc, { isAdmin: true, hasSolved: false });
    expect(view).not.toHaveProperty('validation');
    expect(view).not.toHaveProperty('subtasks');
  });
});
