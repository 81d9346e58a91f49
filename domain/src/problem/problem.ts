import type { ProblemContent, ProblemEvent } from './events';
import type { ProblemVideo } from '../video/events';

export type Problem =
  | { readonly status: 'absent' }
  | { readonly status: 'active'; readonly problemId: string; readonly content: ProblemContent; readonly video: ProblemVideo | null }
  | { readonly status: 'deleted'; readonly problemId: string };

export const initialProblem = (): Problem => ({ status: 'absent' });

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
    case 'ProblemRestored': {
      const { problemId, restoredRevision: _revision, restoredBy: _by, restoredAt: _at, ...content } = event.data;
      // A deleted problem lost its video with it; a live one keeps its video, which is not content.
      return { status: 'active', problemId, content, video: state.status === 'active' ? state.video : null };
    }
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
