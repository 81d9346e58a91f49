import { DomainError, type Decider, type ProblemContent } from '@forge/events';
import { evolveProblem, initialProblem, type Problem, type ProblemEvent } from './problem';

interface Actor {
  readonly by: string;
  readonly now: string;
}

export type ProblemCommand =
  | { readonly type: 'CreateProblem'; readonly data: Actor & { readonly problemId: string; readonly content: ProblemContent } }
  | { readonly type: 'UpdateProblem'; readonly data: Actor & { readonly problemId: string; readonly content: ProblemContent } }
  | { readonly type: 'DeleteProblem'; readonly data: Actor & { readonly problemId: string } };

export function decideProblem(command: ProblemCommand, state: Problem): ProblemEvent[] {
  switch (command.type) {
    case 'CreateProblem': {
      if (state.status !== 'absent') throw new DomainError('conflict', 'Problem already exists');
      const { problemId, content, by, now } = command.data;
      return [{ type: 'ProblemCreated', data: { problemId, ...content, createdBy: by, createdAt: now } }];
    }
    case 'UpdateProblem': {
      if (state.status !== 'active') throw new DomainError('not_found', 'Problem not found');
      const { problemId, content, by, now } = command.data;
      return [{ type: 'ProblemUpdated', data: { problemId, ...content, updatedBy: by, updatedAt: now } }];
    }
    case 'DeleteProblem': {
      if (state.status !== 'active') throw new DomainError('not_found', 'Problem not found');
      const { problemId, by, now } = command.data;
      return [{ type: 'ProblemDeleted', data: { problemId, deletedBy: by, deletedAt: now } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new DomainError('invalid', 'Unknown command');
    }
  }
}

export const problemDecider: Decider<Problem, ProblemCommand, ProblemEvent> = {
  initialState: initialProblem,
  evolve: evolveProblem,
  decide: decideProblem,
};
