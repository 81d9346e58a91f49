import type { EventOfType, ProblemContent } from '@forge/events';

export type ProblemEvent = EventOfType<'ProblemCreated' | 'ProblemUpdated' | 'ProblemDeleted'>;

export type Problem =
  | { readonly status: 'absent' }
  | { readonly status: 'active'; readonly problemId: string; readonly content: ProblemContent }
  | { readonly status: 'deleted'; readonly problemId: string };

export const initialProblem = (): Problem => ({ status: 'absent' });

export function evolveProblem(state: Problem, event: ProblemEvent): Problem {
  switch (event.type) {
    case 'ProblemCreated': {
      const { problemId, createdBy: _by, createdAt: _at, ...content } = event.data;
      return { status: 'active', problemId, content };
    }
    case 'ProblemUpdated': {
      const { problemId, updatedBy: _by, updatedAt: _at, ...content } = event.data;
      return { status: 'active', problemId, content };
    }
    case 'ProblemDeleted':
      return { status: 'deleted', problemId: event.data.problemId };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
