import type { ProblemView } from '@forge/contracts';
import type { ProblemDocument } from '@forge/domain';

export interface Viewer {
  readonly isAdmin: boolean;
  readonly hasSolved: boolean;
}

/**
 * A problem as one reader may see it: hidden tests only for admins, reference solutions
 * only for admins and for learners who have solved it; the editorial video as the spec's
 * `secureUrl`, `thumbnailUrl` and `duration` (seconds) when there is one.
 */
export function problemForViewer(doc: ProblemDocument, viewer: Viewer): ProblemView {
  const { hiddenTestCases, referenceSolution, createdAt: _c, updatedAt: _u, video, ...visible } = doc;
  return {
    ...visible,
    ...(video ? { secureUrl: video.secureUrl, thumbnailUrl: video.thumbnailUrl, duration: video.duration } : {}),
    referenceSolution: viewer.isAdmin || viewer.hasSolved ? referenceSolution : [],
    ...(viewer.isAdmin ? { hiddenTestCases } : {}),
  };
}
