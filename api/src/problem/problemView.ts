import type { ProblemSummary as ProblemSummaryView, ProblemView } from '@forge/contracts';
import type { ProblemDocument, ProblemSummary } from '@forge/domain';

export interface Viewer {
  readonly isAdmin: boolean;
  readonly hasSolved: boolean;
}

/**
 * A problem as one reader may see it: hidden tests, wrong solutions, how outputs are checked and the input validator
 * (a checker's or interactor's source may spell the answers) only for admins (a learner never
 * sees them, solved or not), reference solutions only for admins and for learners who have solved
 * it; subtasks (their names, points and cases) for everyone, who is scored by them; the editorial video as the spec's
 * `secureUrl`, `thumbnailUrl` and `duration` (seconds) when there is one.
 */
export function problemForViewer(doc: ProblemDocument, viewer: Viewer): ProblemView {
  const {
    problemId,
    hiddenTestCases,
    referenceSolution,
    wrongSolutions,
    validation,
    inputValidator,
    createdAt: _c,
    updatedAt: _u,
    video,
    ...visible
  } = doc;
  return {
    _id: problemId,
    ...visible,
    ...(video ? { secureUrl: video.secureUrl, thumbnailUrl: video.thumbnailUrl, duration: video.duration } : {}),
    referenceSolution: viewer.isAdmin || viewer.hasSolved ? referenceSolution : [],
    ...(viewer.isAdmin ? { hiddenTestCases } : {}),
    ...(viewer.isAdmin ? { wrongSolutions: wrongSolutions ?? [] } : {}),
    ...(viewer.isAdmin && validation ? { validation } : {}),
    ...(viewer.isAdmin && inputValidator ? { inputValidator } : {}),
  };
}

/** A row of the library (spec §3): the read model's `problemId` is the wire's `_id`. */
export const toProblemSummaryView = ({ problemId, title, difficulty, tags }: ProblemSummary): ProblemSummaryView => ({
  _id: problemId,
  title,
  difficulty,
  tags,
});
