import { DeciderSpecification, DomainError } from '@forge/events';
import { sampleProblem } from '../testing/sampleProblem';
import { problemDecider } from './decide';

const spec = DeciderSpecification.for(problemDecider);
const content = sampleProblem();
const at = (now: string) => ({ by: 'admin-1', now });
const created = { type: 'ProblemCreated', data: { problemId: 'p1', ...content, createdBy: 'admin-1', createdAt: 't1' } } as const;
const deleted = { type: 'ProblemDeleted', data: { problemId: 'p1', deletedBy: 'admin-1', deletedAt: 't2' } } as const;

describe('problem decider', () => {
  it('creates a new problem', () => {
    spec.given([]).when({ type: 'CreateProblem', data: { problemId: 'p1', content, ...at('t1') } }).then([created]);
  });

  it('refuses to create the same problem twice', () => {
    spec.given([created]).when({ type: 'CreateProblem', data: { problemId: 'p1', content, ...at('t2') } }).thenThrows(DomainError, 'Problem already exists');
  });

  it('updates a live problem with the full new content', () => {
    const next = { ...content, title: 'Renamed' };
    spec
      .given([created])
      .when({ type: 'UpdateProblem', data: { problemId: 'p1', content: next, ...at('t2') } })
      .then([{ type: 'ProblemUpdated', data: { problemId: 'p1', ...next, updatedBy: 'admin-1', updatedAt: 't2' } }]);
  });

  it('deletes a live problem once', () => {
    spec.given([created]).when({ type: 'DeleteProblem', data: { problemId: 'p1', ...at('t2') } }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'DeleteProblem', data: { problemId: 'p1', ...at('t3') } }).thenThrows(DomainError, 'Problem not found');
  });

  it('refuses to update a problem that does not exist or was deleted', () => {
    const update = { type: 'UpdateProblem', data: { problemId: 'p1', content, ...at('t3') } } as const;
    spec.given([]).when(update).thenThrows(DomainError, 'Problem not found');
    spec.given([created, deleted]).when(update).thenThrows(DomainError, 'Problem not found');
  });
});
