import type { EventOfType, ProblemContent, ProblemVideo } from '@forge/events';

export type ProblemEvent = EventOfType<'ProblemCreated' | 'ProblemUpdated' | 'ProblemDeleted' | 'ProblemVideoAttached' | 'ProblemVideoRemoved'>;

export type Problem =
  | { readonly status: 'absent' }
  | { readonly status: 'active'; readonly problemId: string; readonly content: ProblemContent; readonly video: ProblemVideo | null }
  | { readonly status: 'deleted'; readonly problemId: string };

export const initialProblem = (): Problem => ({ status: 'absent' });

/**
 * Where a problem's videos must live: the upload signature names a public id under it, so a
 * video uploaded for one problem cannot be attached to another.
 */
export const videoFolder = (problemId: string) => `forge/problems/${problemId}/`;

export const isVideoOfProblem = (publicId: string, problemId: string) => {
  const rest = publicId.startsWith(videoFolder(problemId)) ? publicId.slice(videoFolder(problemId).length) : '';
  return /^[A-Za-z0-9_-]+$/.test(rest);
};

export function evolveProblem(state: Problem, event: ProblemEvent): Problem {
  switch (event.type) {
    case 'ProblemCreated': {
      const { problemId, createdBy: _by, createdAt: _at, ...content } = event.data;
      return { status: 'active', problemId, content, video: null };
    }
    case 'ProblemUpdated': {
      const { problemId, updatedBy: _by, updatedAt: _at, ...content } = event.data;
      // The content is replaced in full; the video is not part of it and stays.
      return { status: 'active', problemId, content, video: state.status === 'active' ? state.video : null };
    }
    case 'ProblemDeleted':
      return { status: 'deleted', problemId: event.data.problemId };
    case 'ProblemVideoAttached': {
      if (state.status !== 'active') return state;
      const { problemId: _id, uploadedBy: _by, ...video } = event.data;
      return { ...state, video };
    }
    case 'ProblemVideoRemoved':
      return state.status === 'active' ? { ...state, video: null } : state;
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
