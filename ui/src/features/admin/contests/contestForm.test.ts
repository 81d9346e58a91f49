import { contestBodyOf, emptyContestForm } from './contestForm';

describe('the admin contest form', () => {
  const filled = {
    ...emptyContestForm('2026-05-01T10:00'),
    title: ' Weekly 9 ',
    description: 'Nine',
    prizes: 'Gold\n\n Silver \n',
    freezeMinutes: '15',
  };

  it('makes the request body: trimmed texts, one prize a line, numbers, the start in ISO', () => {
    expect(contestBodyOf(filled)).toEqual({
      body: {
        title: 'Weekly 9',
        description: 'Nine',
        type: 'weekly',
        difficulty: 'medium',
        startTime: new Date('2026-05-01T10:00').toISOString(),
        durationMinutes: 90,
        maxParticipants: 100,
        prizes: ['Gold', 'Silver'],
        rules: 'icpc',
        problemIds: [],
        freezeMinutes: 15,
        rated: true,
      },
    });
  });

  it('names the contest-only problems among those picked, and no others (issue 36)', () => {
    const picked = { ...filled, problemIds: ['p1', 'p2'], contestOnly: ['p2', 'p3'] };
    expect(contestBodyOf(picked)).toMatchObject({ body: { problemIds: ['p1', 'p2'], contestOnly: ['p2'] } });
    expect(contestBodyOf({ ...picked, contestOnly: ['p3'] })).not.toHaveProperty('body.contestOnly');
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ description: ' ' }, 'Description is required'],
    [{ startLocal: '' }, 'Start time must be a date and time'],
    [{ durationMinutes: '0' }, 'Duration must be at least 1 minute'],
    [{ maxParticipants: 'x' }, 'At least 1 participant'],
    [{ freezeMinutes: '91' }, 'The freeze cannot be longer than the contest'],
  ])('refuses %o: %s', (change, error) => {
    expect(contestBodyOf({ ...filled, ...change })).toEqual({ error });
  });
});
