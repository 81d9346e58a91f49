import {
  difficultyLabel,
  firstDifference,
  formatClock,
  formatRunMemory,
  formatRuntime,
  formatSubmissionMemory,
  judgeStatusLabel,
  LANGUAGES,
  languageOf,
  offeredLanguages,
  splitTags,
  formatSubmittedAt,
  submittedAtParts,
  statusLabel,
  verdictName,
  statusColor,
  tagLabel,
  verdictTitle,
} from './format';

describe('formatSubmissionMemory', () => {
  it.each([
    [0, '0 kB'],
    [512, '512 kB'],
    [1023, '1023 kB'],
    [1024, '1.00 MB'],
    [1536, '1.50 MB'],
    [262144, '256.00 MB'],
  ])('%d kB reads %s', (kb, text) => expect(formatSubmissionMemory(kb)).toBe(text));
});

describe('run result units', () => {
  it('shows run memory in KB and runtime in seconds', () => {
    expect(formatRunMemory(2048)).toBe('2048 KB');
    expect(formatRuntime(0.125)).toBe('0.125 sec');
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [75, '1:15'],
    [600, '10:00'],
    [Number.NaN, '0:00'],
  ])('%d seconds read %s', (seconds, text) => expect(formatClock(seconds)).toBe(text));
});

describe('firstDifference', () => {
  it('is null when the lines match, trailing whitespace aside', () => {
    expect(firstDifference('2 4\n', '2 4')).toBeNull();
    expect(firstDifference('1\r\n2\n', '1  \n2\n\n')).toBeNull();
  });
  it('names the first differing line', () => {
    expect(firstDifference('1\n2\n3\n', '1\n5\n3\n')).toEqual({ line: 1, expected: '2', actual: '5' });
  });
  it('reports missing and extra lines', () => {
    expect(firstDifference('1\n2\n', '1\n')).toEqual({ line: 1, expected: '2', actual: '' });
    expect(firstDifference('1\n', '1\n9\n')).toEqual({ line: 1, expected: '', actual: '9' });
  });
});

describe('labels', () => {
  it('colours statuses per spec §4', () => {
    expect(['accepted', 'wrong', 'error', 'pending', 'other'].map(statusColor)).toEqual(['green', 'red', 'gold', 'blue', 'default']);
  });
  it('capitalises difficulty and names tags', () => {
    expect(difficultyLabel('medium')).toBe('Medium');
    expect(splitTags('array, dp').map(tagLabel)).toEqual(['Array', 'DP']);
    expect(tagLabel('linkedList')).toBe('Linked List');
  });
});

describe('verdicts', () => {
  it('names Judge0 statuses', () => {
    expect(judgeStatusLabel(3)).toBe('Accepted');
    expect(judgeStatusLabel(4)).toBe('Wrong Answer');
    expect(judgeStatusLabel(99)).toBe('Status 99');
    // Judge0's names, the same table the judge names its verdicts from.
    expect(judgeStatusLabel(12)).toBe('Runtime Error (Other)');
    expect(judgeStatusLabel(14)).toBe('Exec Format Error');
  });
  it('headlines a verdict from the first line of the error', () => {
    expect(verdictTitle({ accepted: true, failure: null })).toBe('Accepted');
    expect(verdictTitle({ accepted: false, failure: { status: 'Wrong Answer' } })).toBe('Wrong Answer');
    expect(verdictTitle({ accepted: false, failure: { status: 'Runtime Error (NZEC)' } })).toBe('Runtime Error (NZEC)');
    expect(verdictTitle({ accepted: false, failure: { status: 'Compilation Error' } })).toBe('Compilation Error');
    expect(verdictTitle({ accepted: false, failure: null })).toBe('Wrong Answer');
  });
});

describe('languages (issue 32)', () => {
  it('lists the five in the editor order, each with its Ace mode', () => {
    expect(LANGUAGES.map((l) => [l.id, l.label, l.aceMode])).toEqual([
      ['cpp', 'C++', 'c_cpp'],
      ['java', 'Java', 'java'],
      ['javascript', 'JavaScript', 'javascript'],
      ['python', 'Python', 'python'],
      ['c', 'C', 'c_cpp'],
    ]);
    expect(languageOf('python').label).toBe('Python');
    expect(languageOf('c').label).toBe('C');
  });

  it('offers the languages a problem has start code for, in the editor order whatever the order stored', () => {
    const stored = [{ language: 'Python' }, { language: 'JavaScript' }, { language: 'C++' }, { language: 'Java' }];
    expect(offeredLanguages(stored).map((l) => l.label)).toEqual(['C++', 'Java', 'JavaScript', 'Python']);
    expect(offeredLanguages([...stored, { language: 'C' }]).map((l) => l.id)).toEqual(['cpp', 'java', 'javascript', 'python', 'c']);
  });
});

describe('verdictName (issue 33): the verdict in words beside the spec badge', () => {
  it.each([
    ['accepted', null, 'Accepted'],
    ['pending', null, 'Pending'],
    ['error', 'Compilation Error\nmain.cpp:1: error: expected ;', 'Compilation Error'],
    ['error', 'Time Limit Exceeded on hidden test 3', 'Time Limit Exceeded on test 3'],
    ['error', 'Runtime Error (NZEC) on hidden test 1', 'Runtime Error on test 1'],
    ['error', 'Runtime Error (memory limit exceeded) on hidden test 2', 'Memory Limit Exceeded on test 2'],
    ['wrong', 'Wrong Answer on hidden test 4', 'Wrong Answer on test 4'],
    ['wrong', 'Wrong Answer on test case 1', 'Wrong Answer on test 1'],
    ['wrong', null, 'Wrong Answer'],
    ['error', 'Internal Error: judging this submission stopped 3 judge workers', 'Internal Error'],
    ['error', null, 'Error'],
  ] as const)('%s with %j reads %s', (status, errorMessage, name) => expect(verdictName({ status, errorMessage })).toBe(name));

  it('tells a compile error from a time limit, which share the Error badge', () => {
    const compile = { status: 'error', errorMessage: 'Compilation Error\nx' };
    const slow = { status: 'error', errorMessage: 'Time Limit Exceeded on hidden test 1' };
    expect(statusLabel(compile.status)).toBe(statusLabel(slow.status));
    expect(verdictName(compile)).not.toBe(verdictName(slow));
  });
});

describe('formatSubmittedAt: one date format for the list and the detail', () => {
  it('names the year, the day and the time in 24 hours', () => {
    expect(formatSubmittedAt('2026-11-22T13:12:40.000Z', 'en-US', 'UTC')).toBe('Nov 22, 2026, 13:12');
  });
  it('keeps an unreadable date as it came', () => expect(formatSubmittedAt('not a date')).toBe('not a date'));
  it('splits into the day and the time, which put together read the same', () => {
    const [day, time] = submittedAtParts('2026-11-22T13:12:40.000Z', 'en-US', 'UTC');
    expect([day, time]).toEqual(['Nov 22, 2026,', '13:12']);
    expect(`${day} ${time}`).toBe(formatSubmittedAt('2026-11-22T13:12:40.000Z', 'en-US', 'UTC'));
  });
});
