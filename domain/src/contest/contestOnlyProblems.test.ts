import { ProjectionSpecification } from '@forge/testing';
import { contestOnlyProblemsProjection, hiddenAt, type ContestOnlyProblems } from './contestOnlyProblems';
import type { ContestEvent } from './events';
import { created, minute, problemsSet, sampleSettings } from './testing';

const spec = ProjectionSpecification.for(contestOnlyProblemsProjection);
const contestOnly = (problemIds: string[], only: string[]) => problemsSet(problemIds, only);
const doc = (problemIds: string[], endsAt = minute(120)): ContestOnlyProblems => ({ contestId: 'c1', endsAt, problemIds });

describe('contest-only problems read model', () => {
  it('holds the problems a contest made for itself, and when it ends', () => {
    spec
      .given([])
      .when([created(), contestOnly(['p1', 'p2'], ['p2'])])
      .then({ c1: doc(['p2']) });
  });

  it('holds none for a contest of library problems (an event from before contest-only problems)', () => {
    spec
      .given([created()])
      .when([problemsSet(['p1', 'p2'])])
      .then({ c1: doc([]) });
  });

  it('follows the contest moved or lengthened, and the problems set again', () => {
    const later: ContestEvent = {
      type: 'ContestUpdated',
      data: { contestId: 'c1', ...sampleSettings, durationMinutes: 180, updatedBy: 'admin', updatedAt: minute(-500) },
    };
    spec
      .given([created(), contestOnly(['p1', 'p2'], ['p2'])])
      .when([later, contestOnly(['p1', 'p3'], ['p1', 'p3'])])
      .then({ c1: doc(['p1', 'p3'], minute(180)) });
  });

  it('forgets a deleted contest: its problems show again', () => {
    spec
      .given([created(), contestOnly(['p1'], ['p1'])])
      .when([{ type: 'ContestDeleted', data: { contestId: 'c1', deletedBy: 'admin', deletedAt: minute(-1) } }])
      .then({});
  });
});

describe('hiddenAt', () => {
  const docs = [doc(['p1', 'p2']), { contestId: 'c2', endsAt: minute(60), problemIds: ['p2', 'p3'] }];

  it('hides a contest-only problem until its contest ends, naming every contest that hides it', () => {
    expect([...hiddenAt(docs, minute(-100))]).toEqual([
      ['p1', ['c1']],
      ['p2', ['c1', 'c2']],
      ['p3', ['c2']],
    ]);
    expect([...hiddenAt(docs, minute(60))]).toEqual([
      ['p1', ['c1']],
      ['p2', ['c1']],
    ]);
    expect(hiddenAt(docs, minute(120)).size).toBe(0);
  });
});
