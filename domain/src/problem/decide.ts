import { DomainError, unknownCommand } from '@forge/events';
import { decider } from '../decider';
import { isVideoOfProblem, type ProblemVideo } from '../video/events';
import { problemEvents, type ProblemContent, type ProblemEvent } from './events';
import { evolveProblem, initialProblem, type Problem } from './problem';

interface Actor {
  readonly by: string;
  readonly now: string;
}

export const PROBLEM_NOT_FOUND = 'Problem not found';
export const NO_VIDEO = 'This problem has no video';
export const VIDEO_OF_ANOTHER_PROBLEM = 'This video was not uploaded for this problem';

export type ProblemCommand =
  | { readonly type: 'CreateProblem'; readonly data: Actor & { readonly problemId: string; readonly content: ProblemContent } }
  | { readonly type: 'UpdateProblem'; readonly data: Actor & { readonly problemId: string; readonly content: ProblemContent } }
  | { readonly type: 'DeleteProblem'; readonly data: Actor & { readonly problemId: string } }
  /** `content` is what the stream held after `revision`; the caller reads it there (see `problemAtRevision`). */
  | {
      readonly type: 'RestoreProblem';
      readonly data: Actor & { readonly problemId: string; readonly revision: number; readonly content: ProblemContent };
    }
  | {
      readonly type: 'AttachVideo';
      readonly data: Actor & { readonly problemId: string; readonly video: Omit<ProblemVideo, 'uploadedAt'> };
    }
  | { readonly type: 'RemoveVideo'; readonly data: Actor & { readonly problemId: string } };

type ActiveProblem = Extract<Problem, { status: 'active' }>;

function active(state: Problem): ActiveProblem {
  if (state.status !== 'active') throw new DomainError('not_found', PROBLEM_NOT_FOUND);
  return state;
}

/** The current video leaves the problem; the asset itself is deleted by whoever appends this. */
const removal = (state: ActiveProblem, { by, now }: Actor): ProblemEvent[] =>
  state.video
    ? [
        {
          type: 'ProblemVideoRemoved',
          data: {
            problemId: state.problemId,
            host: state.video.host,
            cloudinaryPublicId: state.video.cloudinaryPublicId,
            removedBy: by,
            removedAt: now,
          },
        },
      ]
    : [];

export function decideProblem(command: ProblemCommand, state: Problem): ProblemEvent[] {
  switch (command.type) {
    case 'CreateProblem': {
      if (state.status !== 'absent') throw new DomainError('conflict', 'Problem already exists');
      const { problemId, content, by, now } = command.data;
      return [{ type: 'ProblemCreated', data: { problemId, ...content, createdBy: by, createdAt: now } }];
    }
    case 'UpdateProblem': {
      active(state);
      const { problemId, content, by, now } = command.data;
      return [{ type: 'ProblemUpdated', data: { problemId, ...content, updatedBy: by, updatedAt: now } }];
    }
    case 'DeleteProblem': {
      // A deleted problem can no longer be reached to delete its video, so the video goes with it.
      const problem = active(state);
      const { problemId, by, now } = command.data;
      return [...removal(problem, command.data), { type: 'ProblemDeleted', data: { problemId, deletedBy: by, deletedAt: now } }];
    }
    case 'RestoreProblem': {
      // Live or deleted, a problem that exists can take back any content it once had.
      if (state.status === 'absent') throw new DomainError('not_found', PROBLEM_NOT_FOUND);
      const { problemId, revision, content, by, now } = command.data;
      return [{ type: 'ProblemRestored', data: { problemId, ...content, restoredRevision: revision, restoredBy: by, restoredAt: now } }];
    }
    case 'AttachVideo': {
      const problem = active(state);
      const { problemId, video, by, now } = command.data;
      if (!isVideoOfProblem(video.cloudinaryPublicId, problemId)) throw new DomainError('invalid', VIDEO_OF_ANOTHER_PROBLEM);
      if (problem.video?.cloudinaryPublicId === video.cloudinaryPublicId && problem.video.host === video.host) return [];
      return [
        ...removal(problem, command.data),
        { type: 'ProblemVideoAttached', data: { problemId, ...video, uploadedBy: by, uploadedAt: now } },
      ];
    }
    case 'RemoveVideo': {
      const problem = active(state);
      if (!problem.video) throw new DomainError('not_found', NO_VIDEO);
      return removal(problem, command.data);
    }
    default:
      return unknownCommand(command);
  }
}

export const problemDecider = decider(problemEvents, initialProblem, evolveProblem, decideProblem);
