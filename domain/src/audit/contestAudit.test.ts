import { ProjectionSpecification } from '@forge/testing';
import type { FieldChange } from '@forge/contracts';
import { auditLogProjection, ENTRY_PREFIX, entryKey, type AuditLogEntry } from './auditLogProjection';
import { created, minute, problemsSet, registered, sampleSettings } from '../contest/testing';
import type { ContestEvent } from '../contest/events';

type Audited = Parameters<typeof auditLogProjection.evolve>[1];
const streamOf = (event: Audited) => ('contestId' in event.data ? `contest-${event.data.contestId}` : 'other');
const spec = ProjectionSpecification.for(auditLogProjection, { streamOf, shows: (id) => id.startsWith(ENTRY_PREFIX) });

const key = (n: number) => entryKey({ commit: BigInt(n), prepare: BigInt(n) });
/** The nth event's entry, on contest c1 titled `title`, at revision n of its stream. */
const entry = (n: number, title: string, fields: Pick<AuditLogEntry, 'type' | 'at' | 'actorId' | 'changes'>): AuditLogEntry => ({
  kind: 'entry',
  id: `${n}/${n}`,
  ...fields,
  subject: { kind: 'contest', contestId: 'c1', title },
  revision: n,
});
const settingsAdded: FieldChange[] = [
  { field: 'title', kind: 'added', after: 'Weekly 1' },
  { field: 'description', kind: 'added', after: 'Two problems' },
  { field: 'contestType', kind: 'added', after: 'weekly' },
  { field: 'difficulty', kind: 'added', after: 'medium' },
  { field: 'startTime', kind: 'added', after: sampleSettings.startTime },
  { field: 'durationMinutes', kind: 'added', after: 120 },
  { field: 'maxParticipants', kind: 'added', after: 2 },
  { field: 'prizes', kind: 'added', after: ['A book'] },
  { field: 'rules', kind: 'added', after: 'icpc' },
  { field: 'freezeMinutes', kind: 'added', after: 60 },
  { field: 'rated', kind: 'added', after: true },
];
const createdEntry = entry(0, 'Weekly 1', { type: 'created', at: minute(-1000), actorId: 'admin', changes: settingsAdded });
const problemsEntry = entry(1, 'Weekly 1', {
  type: 'problems set',
  at: minute(-1000),
  actorId: 'admin',
  changes: [{ field: 'problems', kind: 'added', after: ['p1', 'p2'] }],
});

describe('audit log read model: contests (issue 36)', () => {
  it('given nothing, when a contest is created with its problems, then each event is an entry, every setting added', () => {
    spec
      .given([])
      .when([created(), problemsSet()])
      .then({ [key(0)]: createdEntry, [key(1)]: problemsEntry });
  });

  it('given a contest, when an admin changes it and marks a problem contest-only, then each entry says what changed against the one before', () => {
    const updated: ContestEvent = {
      type: 'ContestUpdated',
      data: { contestId: 'c1', ...sampleSettings, title: 'Weekly 2', durationMinutes: 90, updatedBy: 'admin2', updatedAt: minute(-500) },
    };
    spec
      .given([created(), problemsSet()])
      .when([updated, problemsSet(['p1', 'p3'], ['p3'], minute(-400))])
      .then({
        [key(0)]: createdEntry,
        [key(1)]: problemsEntry,
        [key(2)]: entry(2, 'Weekly 2', {
          type: 'updated',
          at: minute(-500),
          actorId: 'admin2',
          changes: [
            { field: 'title', kind: 'changed', before: 'Weekly 1', after: 'Weekly 2' },
            { field: 'durationMinutes', kind: 'changed', before: 120, after: 90 },
          ],
        }),
        [key(3)]: entry(3, 'Weekly 2', {
          type: 'problems set',
          at: minute(-400),
          actorId: 'admin',
          changes: [
            { field: 'problems', kind: 'changed', before: ['p1', 'p2'], after: ['p1', 'p3'] },
            { field: 'contestOnly', kind: 'added', after: ['p3'] },
          ],
        }),
      });
  });

  it('given a contest with a participant, when it ends, is unfrozen and deleted, then those are entries too, the unfrozen result naming its participant', () => {
    const after: ContestEvent[] = [
      { type: 'ContestEnded', data: { contestId: 'c1', endedAt: minute(121) } },
      {
        type: 'ContestResultUnfrozen',
        data: { contestId: 'c1', userId: 'u1', problemId: 'p2', unfrozenBy: 'admin', unfrozenAt: minute(122) },
      },
      { type: 'ContestUnfrozen', data: { contestId: 'c1', unfrozenBy: 'admin', unfrozenAt: minute(123) } },
      { type: 'ContestDeleted', data: { contestId: 'c1', deletedBy: 'admin', deletedAt: minute(124) } },
    ];
    spec
      .given([created(), problemsSet(), registered('u1')])
      .when(after)
      .then({
        [key(0)]: createdEntry,
        [key(1)]: problemsEntry,
        [key(2)]: entry(2, 'Weekly 1', {
          type: 'registered',
          at: minute(-10),
          actorId: 'u1',
          changes: [{ field: 'participant', kind: 'added', after: 'First u1 Last' }],
        }),
        [key(3)]: entry(3, 'Weekly 1', { type: 'ended', at: minute(121), actorId: 'system', changes: [] }),
        [key(4)]: entry(4, 'Weekly 1', {
          type: 'result unfrozen',
          at: minute(122),
          actorId: 'admin',
          changes: [{ field: 'result', kind: 'changed', after: 'First u1 Last on p2' }],
        }),
        [key(5)]: entry(5, 'Weekly 1', { type: 'unfrozen', at: minute(123), actorId: 'admin', changes: [] }),
        [key(6)]: entry(6, 'Weekly 1', { type: 'deleted', at: minute(124), actorId: 'admin', changes: [] }),
      });
  });
});
