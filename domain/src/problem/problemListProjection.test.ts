import { ProjectionSpecification } from '@forge/testing';
import type { ProblemEvent } from './events';
import { problemListProjection } from './problemListProjection';
import { problemWithoutCode } from '../testing/problemWithoutCode';

const spec = ProjectionSpecification.for(problemListProjection);
const content = problemWithoutCode;
const created = (problemId: string): ProblemEvent => ({
  type: 'ProblemCreated',
  data: { problemId, ...content, createdBy: 'a', createdAt: 't1' },
});
const updated = (problemId: string): ProblemEvent => ({
  type: 'ProblemUpdated',
  data: { problemId, ...content, title: 'Sum of two', difficulty: 'medium', tags: 'math', updatedBy: 'a', updatedAt: 't2' },
});
const deleted = (problemId: string): ProblemEvent => ({ type: 'ProblemDeleted', data: { problemId, deletedBy: 'a', deletedAt: 't3' } });

describe('problem list read model', () => {
  it('lists a created problem by its summary only: no statement, tests or solutions', () => {
    spec
      .given([])
      .when([created('p1')])
      .then({ p1: { problemId: 'p1', title: 'Sum', difficulty: 'easy', tags: 'array', createdAt: 't1' } });
  });

  it('follows an update of the title, difficulty and tags, keeping the creation date', () => {
    spec
      .given([created('p1')])
      .when([updated('p1')])
      .then({ p1: { problemId: 'p1', title: 'Sum of two', difficulty: 'medium', tags: 'math', createdAt: 't1' } });
  });

  it('drops a deleted problem, and an update after the delete does not bring it back', () => {
    spec
      .given([created('p1'), created('p2')])
      .when([deleted('p1'), updated('p1')])
      .then({ p2: { problemId: 'p2', title: 'Sum', difficulty: 'easy', tags: 'array', createdAt: 't1' } });
  });

  it('lists a restored problem again, deleted or not, with the restored title', () => {
    const restored: ProblemEvent = {
      type: 'ProblemRestored',
      data: { problemId: 'p1', ...content, title: 'Back', restoredRevision: 0, restoredBy: 'a', restoredAt: 't4' },
    };
    spec
      .given([created('p1'), deleted('p1')])
      .when([restored])
      .then({ p1: { problemId: 'p1', title: 'Back', difficulty: 'easy', tags: 'array', createdAt: 't4' } });
    spec
      .given([created('p1'), updated('p1')])
      .when([restored])
      .then({ p1: { problemId: 'p1', title: 'Back', difficulty: 'easy', tags: 'array', createdAt: 't1' } });
  });
});
