import { DeciderSpecification } from '@forge/testing';
import { DomainError } from '@forge/events';
import { contestDecider, CONTEST_FULL, REGISTRATION_CLOSED } from './decide';
import { created, minute, problemsSet, registered, sampleSettings } from './testing';

const spec = DeciderSpecification.for(contestDecider);
const create = {
  type: 'CreateContest',
  data: { contestId: 'c1', by: 'admin', now: minute(-1000), settings: sampleSettings, problemIds: ['p1', 'p2'] },
} as const;
const update = (changes: Partial<typeof sampleSettings>, problemIds = ['p1', 'p2'], now = minute(-5)) =>
  ({
    type: 'UpdateContest',
    data: { contestId: 'c1', by: 'admin', now, settings: { ...sampleSettings, ...changes }, problemIds },
  }) as const;
const register = (userId: string, now = minute(-10)) =>
  ({ type: 'Register', data: { contestId: 'c1', userId, firstName: `First ${userId}`, lastName: 'Last', now } }) as const;
const unfreezeOne = (now: string) =>
  ({ type: 'UnfreezeResult', data: { contestId: 'c1', by: 'admin', now, userId: 'u1', problemId: 'p1' } }) as const;
const unfreezeAll = (now: string) => ({ type: 'UnfreezeAll', data: { contestId: 'c1', by: 'admin', now } }) as const;

describe('contest decider', () => {
  describe('when absent', () => {
    it('records the contest and its problems', () => {
      spec.given([]).when(create).then([created(), problemsSet()]);
    });

    it('refuses a freeze longer than the contest', () => {
      spec
        .given([])
        .when({ ...create, data: { ...create.data, settings: { ...sampleSettings, freezeMinutes: 121 } } })
        .thenThrows(DomainError, 'The freeze cannot be longer than the contest');
    });

    it('refuses a registration', () => {
      spec.given([]).when(register('u1')).thenThrows(DomainError, 'Contest not found');
    });
  });

  describe('when upcoming', () => {
    const given = [created(), problemsSet()];

    it('records each change as its own event: settings, then problems', () => {
      spec
        .given(given)
        .when(update({ title: 'Weekly 2' }, ['p2']))
        .then([
          {
            type: 'ContestUpdated',
            data: { contestId: 'c1', ...sampleSettings, title: 'Weekly 2', updatedBy: 'admin', updatedAt: minute(-5) },
          },
          { type: 'ContestProblemsSet', data: { contestId: 'c1', problemIds: ['p2'], setBy: 'admin', setAt: minute(-5) } },
        ]);
    });

    it('names the contest-only problems among its problems, and records marking one as a change (issue 36)', () => {
      spec
        .given([])
        .when({ ...create, data: { ...create.data, contestOnly: ['p2'] } })
        .then([created(), problemsSet(['p1', 'p2'], ['p2'])]);
      spec
        .given(given)
        .when({ ...update({}), data: { ...update({}).data, contestOnly: ['p2', 'p1'] } })
        .then([problemsSet(['p1', 'p2'], ['p1', 'p2'], minute(-5))]);
      spec
        .given([created(), problemsSet(['p1', 'p2'], ['p2'])])
        .when({ ...update({}), data: { ...update({}).data, contestOnly: ['p2'] } })
        .thenNothingHappens();
      spec
        .given(given)
        .when({ ...update({}), data: { ...update({}).data, contestOnly: ['p3'] } })
        .thenThrows(DomainError, 'Problem p3 is contest-only but not in the contest');
    });

    it('records nothing for an update that changes nothing', () => {
      spec.given(given).when(update({})).thenNothingHappens();
    });

    it('registers a learner once', () => {
      spec
        .given(given)
        .when(register('u1'))
        .then([registered('u1')]);
      spec
        .given([...given, registered('u1')])
        .when(register('u1'))
        .thenNothingHappens();
    });

    it('refuses a registration once full', () => {
      spec
        .given([...given, registered('u1'), registered('u2')])
        .when(register('u3'))
        .thenThrows(DomainError, CONTEST_FULL);
    });

    it('refuses a maximum below the registrations', () => {
      spec
        .given([...given, registered('u1'), registered('u2')])
        .when(update({ maxParticipants: 1 }))
        .thenThrows(DomainError, '2 are registered: the maximum cannot be lower');
    });

    it('refuses to unfreeze before the end', () => {
      spec
        .given(given)
        .when(unfreezeAll(minute(-1)))
        .thenThrows(DomainError, 'The scoreboard is unfrozen after the contest ends');
    });
  });

  describe('when ongoing', () => {
    const given = [created(), problemsSet(), registered('u1')];

    it('closes registration at the start', () => {
      spec
        .given(given)
        .when(register('u2', minute(0)))
        .thenThrows(DomainError, REGISTRATION_CLOSED);
    });

    it('keeps its problems and its start', () => {
      spec
        .given(given)
        .when(update({}, ['p1'], minute(5)))
        .thenThrows(DomainError, 'The problems of a contest that has started cannot change');
      spec
        .given(given)
        .when(update({ startTime: minute(30) }, ['p1', 'p2'], minute(5)))
        .thenThrows(DomainError, 'A contest that has started keeps its start time');
    });

    it('may be made longer', () => {
      spec
        .given(given)
        .when(update({ durationMinutes: 150 }, ['p1', 'p2'], minute(5)))
        .then([
          {
            type: 'ContestUpdated',
            data: { contestId: 'c1', ...sampleSettings, durationMinutes: 150, updatedBy: 'admin', updatedAt: minute(5) },
          },
        ]);
    });

    it('does not end before its time, nor get deleted', () => {
      spec
        .given(given)
        .when({ type: 'EndContest', data: { contestId: 'c1', now: minute(119) } })
        .thenNothingHappens();
      spec
        .given(given)
        .when({ type: 'DeleteContest', data: { contestId: 'c1', by: 'admin', now: minute(1) } })
        .thenThrows(DomainError, 'A running contest cannot be deleted');
    });
  });

  describe('when over', () => {
    const given = [created(), problemsSet(), registered('u1')];

    it('ends once', () => {
      const ended = { type: 'ContestEnded', data: { contestId: 'c1', endedAt: minute(120) } } as const;
      spec
        .given(given)
        .when({ type: 'EndContest', data: { contestId: 'c1', now: minute(120) } })
        .then([ended]);
      spec
        .given([...given, ended])
        .when({ type: 'EndContest', data: { contestId: 'c1', now: minute(130) } })
        .thenNothingHappens();
    });

    it('unfreezes one result, then the rest at once', () => {
      const one = {
        type: 'ContestResultUnfrozen',
        data: { contestId: 'c1', userId: 'u1', problemId: 'p1', unfrozenBy: 'admin', unfrozenAt: minute(121) },
      } as const;
      spec
        .given(given)
        .when(unfreezeOne(minute(121)))
        .then([one]);
      spec
        .given([...given, one])
        .when(unfreezeOne(minute(122)))
        .thenNothingHappens();
      spec
        .given([...given, one])
        .when(unfreezeAll(minute(122)))
        .then([{ type: 'ContestUnfrozen', data: { contestId: 'c1', unfrozenBy: 'admin', unfrozenAt: minute(122) } }]);
    });

    it('refuses to change', () => {
      spec
        .given(given)
        .when(update({ title: 'Late' }, ['p1', 'p2'], minute(121)))
        .thenThrows(DomainError, 'A contest that has ended cannot be changed');
    });
  });
});
