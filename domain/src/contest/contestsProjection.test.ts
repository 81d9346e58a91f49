import { ProjectionSpecification } from '@forge/testing';
import { contestsProjection, type ContestDocument, type ContestReadEvent as DomainEvent } from './contestsProjection';
import { created, minute, problemsSet, registered, sampleSettings, submission } from './testing';

const spec = ProjectionSpecification.for(contestsProjection, { shows: (id) => id !== '' });
const base: ContestDocument = {
  contestId: 'c1',
  settings: sampleSettings,
  problemIds: ['p1', 'p2'],
  registrations: [{ userId: 'u1', firstName: 'First u1', lastName: 'Last', registeredAt: minute(-10) }],
  attempts: [],
  unfrozen: [],
  unfrozenAll: false,
  ended: false,
  createdAt: minute(-1000),
};

describe('contests read model', () => {
  it('holds a contest, its problems and registrations', () => {
    spec
      .given([])
      .when([created(), problemsSet(), registered('u1')])
      .then({ c1: base });
  });

  it('records the submissions made in it and their verdicts, and none made outside it', () => {
    const practice: DomainEvent = {
      type: 'SubmissionRequested',
      data: { submissionId: 's9', userId: 'u1', problemId: 'p1', language: 'cpp', code: 'x', testCasesTotal: 2, requestedAt: minute(3) },
    };
    spec
      .given([created(), problemsSet(), registered('u1')])
      .when([...submission('s1', 'u1', 'p1', 5, 'wrong'), practice, ...submission('s2', 'u1', 'p1', 7)])
      .then({
        c1: {
          ...base,
          attempts: [
            {
              submissionId: 's1',
              userId: 'u1',
              problemId: 'p1',
              submittedAt: minute(5),
              verdict: { status: 'wrong', compileError: false, judgedAt: minute(6) },
            },
            { submissionId: 's2', userId: 'u1', problemId: 'p1', submittedAt: minute(7) },
          ],
        },
      });
  });

  it('keeps what admins unfroze, and forgets a deleted contest', () => {
    const unfrozen: DomainEvent[] = [
      { type: 'ContestResultUnfrozen', data: { contestId: 'c1', userId: 'u1', problemId: 'p2', unfrozenBy: 'a', unfrozenAt: minute(121) } },
      { type: 'ContestEnded', data: { contestId: 'c1', endedAt: minute(121) } },
    ];
    spec
      .given([created(), problemsSet(), registered('u1')])
      .when(unfrozen)
      .then({ c1: { ...base, unfrozen: ['u1/p2'], ended: true } });
    spec
      .given([created()])
      .when([{ type: 'ContestDeleted', data: { contestId: 'c1', deletedBy: 'a', deletedAt: minute(-1) } }])
      .then({});
  });
});
