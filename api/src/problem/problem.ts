import type { EventOfType, ProblemContent } from '@forge/events';

export type ProblemEvent = EventOfType<'ProblemCreated' | 'ProblemUpdated' | 'ProblemDeleted'>;

export type Problem =
  | { readonly status: 'absent' }
  | { readonly status: 'active'; readonly problemId: string; readonly content: ProblemContent }
  | { readonly status: 'deleted'; readonly problemId: string };

export const initialProblem = (): Problem => ({ status: 'absent' });

export function evolveProblem(state: Problem, event: ProblemEvent): Problem {
  switch (event.type) {
    case 'ProblemCreated':
    case 'ProblemUpdated': {
      const { problemId, title, description, difficulty, tags, visibleTestCases, hiddenTestCases, startCode, referenceSolution } = event.data;
      return {
        status: 'active',
        problemId,
        content: { title, description, difficulty, tags, visibleTestCases, hiddenTestCases, startCode, referenceSolution },
      };
    }
    case 'ProblemDeleted':
      return { status: 'deleted', problemId: event.data.problemId };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
