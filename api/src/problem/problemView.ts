import type { ProblemDocument } from '@forge/projections';

export interface Viewer {
  readonly isAdmin: boolean;
  readonly hasSolved: boolean;
}

/**
 * A problem as one reader may see it: hidden tests only for admins, reference solutions
 * only for admins and for learners who have solved it.
 */
export function problemForViewer(doc: ProblemDocument, viewer: Viewer) {
  const { hiddenTestCases, referenceSolution, createdAt: _c, updatedAt: _u, ...visible } = doc;
  return {
    ...visible,
    referenceSolution: viewer.isAdmin || viewer.hasSolved ? referenceSolution : [],
    ...(viewer.isAdmin ? { hiddenTestCases } : {}),
  };
}
