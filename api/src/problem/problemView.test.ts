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
