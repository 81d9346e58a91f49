import { ProjectionSpecification } from '@forge/testing';
import { sampleProblem } from '../testing/sampleProblem';
import type { FieldChange } from '@forge/contracts';
import { auditLogProjection, ENTRY_PREFIX, entryKey, type AuditLogEntry } from './auditLogProjection';
import { problemHistoryIndexProjection } from './problemHistoryIndexProjection';
import { contentChanges } from './changes';

type Audited = Parameters<typeof auditLogProjection.evolve>[1];
const streamOf = (event: Audited) =>
  'contestId' in event.data
    ? `contest-${event.data.contestId}`
    : 'problemId' in event.data
      ? `problem-${event.data.problemId}`
      : `user-${event.data.userId}`;
// The subjects' latest state is kept beside the entries; what the log shows is its entries.
const spec = ProjectionSpecification.for(auditLogProjection, { streamOf, shows: (id) => id.startsWith(ENTRY_PREFIX) });

const content = sampleProblem();
const created: Audited = { type: 'ProblemCreated', data: { problemId: 'p1', ...content, createdBy: 'a1', createdAt: 't1' } };
const updated: Audited = { type: 'ProblemUpdated', data: { problemId: 'p1', ...content, title: 'Sum', updatedBy: 'a2', updatedAt: 't2' } };
const deleted: Audited = { type: 'ProblemDeleted', data: { problemId: 'p1', deletedBy: 'a1', deletedAt: 't3' } };
const restored: Audited = {
  type: 'ProblemRestored',
  data: { problemId: 'p1', ...content, restoredRevision: 0, restoredBy: 'a1', restoredAt: 't4' },
};
/** The key and the id of the nth event given to the spec. */
const key = (n: number) => entryKey({ commit: BigInt(n), prepare: BigInt(n) });
const id = (n: number) => `${n}/${n}`;
const problem = (title: string) => ({ kind: 'problem', problemId: 'p1', title }) as const;
/** The nth event's entry: what it did, and to what. */
const entry = (n: number, fields: Omit<AuditLogEntry, 'kind' | 'id'>): AuditLogEntry => ({ kind: 'entry', id: id(n), ...fields });
const retitled = (before: string, after: string): FieldChange[] => [{ field: 'title', kind: 'changed', before, after }];
// A creation adds every field (changes.test.ts tells how); here it only heads the log.
const createdEntry = entry(0, {
  type: 'created',
  at: 't1',
  actorId: 'a1',
  subject: problem('Add Two Numbers'),
  revision: 0,
  changes: contentChanges(null, content),
});
const updatedEntry = entry(1, {
  type: 'updated',
  at: 't2',
  actorId: 'a2',
  subject: problem('Sum'),
  revision: 1,
  changes: retitled('Add Two Numbers', 'Sum'),
});

describe('audit log read model', () => {
  describe('given a problem created', () => {
    it('when it is updated, then the entry names the revision, the actor and what changed', () => {
      spec
        .given([created])
        .when([updated])
        .then({
          [key(0)]: createdEntry,
          [key(1)]: updatedEntry,
        });
    });

    it('when it is deleted and restored to its first revision, then the restore names that revision and is told against the content it had', () => {
      spec
        .given([created, updated])
        .when([deleted, restored])
        .then({
          [key(0)]: createdEntry,
          [key(1)]: updatedEntry,
          [key(2)]: entry(2, { type: 'deleted', at: 't3', actorId: 'a1', subject: problem('Sum'), revision: 2, changes: [] }),
          [key(3)]: entry(3, {
            type: 'restored',
            at: 't4',
            actorId: 'a1',
            subject: problem('Add Two Numbers'),
            revision: 3,
            restoredRevision: 0,
            changes: retitled('Sum', 'Add Two Numbers'),
          }),
        });
    });
  });

  describe('given a problem created and updated', () => {
    it('when an admin asks for a rejudge, then the log shows it on the problem at the revision it judged against, by that admin', () => {
      const requested: Audited = {
        type: 'RejudgeRequested',
        data: { rejudgeId: 'p1.1', problemId: 'p1', sequence: 1, submissions: [], requestedBy: 'a2', requestedAt: 't5' },
      };
      const streamOfRejudge = (event: Audited) => (event.type === 'RejudgeRequested' ? 'rejudge-p1.1' : streamOf(event));
      ProjectionSpecification.for(auditLogProjection, { streamOf: streamOfRejudge, shows: (id) => id.startsWith(ENTRY_PREFIX) })
        .given([created, updated])
        .when([requested])
        .then({
          [key(0)]: createdEntry,
          [key(1)]: updatedEntry,
          // Revision 1 of the problem, not the rejudge stream's revision 0.
          [key(2)]: entry(2, { type: 'rejudged', at: 't5', actorId: 'a2', subject: problem('Sum'), revision: 1, changes: [] }),
        });
    });
  });

  describe('given accounts', () => {
    const registered = (userId: string, role: 'user' | 'admin'): Audited => ({
      type: 'UserRegistered',
      data: {
        userId,
        firstName: 'A',
        email: `${userId}@x`,
        passwordHash: null,
        authProvider: 'local',
        emailVerified: false,
        role,
        registeredAt: 't0',
      },
    });

    it('when the bootstrap registers the admin, then that is an admin bootstrapped by the platform; a learner registering is no admin action', () => {
      spec
        .given([])
        .when([registered('u1', 'user'), registered('admin', 'admin')])
        .then({
          [key(1)]: entry(1, {
            type: 'admin bootstrapped',
            at: 't0',
            actorId: 'system',
            subject: { kind: 'user', userId: 'admin', email: 'admin@x', role: 'admin' },
            revision: 0,
            changes: [{ field: 'role', kind: 'added', after: 'admin' }],
          }),
        });
    });

    it('when a role changes, then the entry says who changed it, or the bootstrap when no one did', () => {
      const user = (role: 'user' | 'admin') => ({ kind: 'user', userId: 'u1', email: 'u1@x', role }) as const;
      spec
        .given([registered('u1', 'user')])
        .when([
          { type: 'UserRoleChanged', data: { userId: 'u1', role: 'admin', changedBy: null, changedAt: 't1' } },
          { type: 'UserRoleChanged', data: { userId: 'u1', role: 'user', changedBy: 'a1', changedAt: 't2' } },
        ])
        .then({
          [key(1)]: entry(1, {
            type: 'admin bootstrapped',
            at: 't1',
            actorId: 'system',
            subject: user('admin'),
            revision: 1,
            changes: [{ field: 'role', kind: 'changed', before: 'user', after: 'admin' }],
          }),
          [key(2)]: entry(2, {
            type: 'role changed',
            at: 't2',
            actorId: 'a1',
            subject: user('user'),
            revision: 2,
            changes: [{ field: 'role', kind: 'changed', before: 'admin', after: 'user' }],
          }),
        });
    });
  });
});

describe('problem history index read model', () => {
  const index = ProjectionSpecification.for(problemHistoryIndexProjection, { streamOf });

  it('given a problem, when it is deleted, then it stays with its last title, its revisions and its latest change', () => {
    index
      .given([created, updated])
      .when([deleted])
      .then({
        p1: { problemId: 'p1', title: 'Sum', deleted: true, revisions: 3, lastChange: { type: 'deleted', at: 't3', actorId: 'a1' } },
      });
  });

  it('given a deleted problem, when it is restored, then it is live again with the restored title', () => {
    index
      .given([created, updated, deleted])
      .when([restored])
      .then({
        p1: {
          problemId: 'p1',
          title: 'Add Two Numbers',
          deleted: false,
          revisions: 4,
          lastChange: { type: 'restored', at: 't4', actorId: 'a1', restoredRevision: 0 },
        },
      });
  });
});
