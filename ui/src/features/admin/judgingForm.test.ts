import { compilableValidation, defaultJudging, describeFlags, formatCaseList, parseCaseList, totalPoints } from './judgingForm';

describe('the subtask case list', () => {
  it('reads 1-based numbers and ranges as 0-based indexes, in the order written', () => {
    expect(parseCaseList('1-3, 5')).toEqual({ ok: true, cases: [0, 1, 2, 4] });
    expect(parseCaseList(' 7 2,3 ')).toEqual({ ok: true, cases: [6, 1, 2] });
  });

  it('says what is wrong with a list it cannot read', () => {
    expect(parseCaseList('')).toEqual({ ok: false, error: 'A subtask needs at least one hidden test case' });
    expect(parseCaseList('0')).toEqual({ ok: false, error: 'Hidden test cases are numbered from 1' });
    expect(parseCaseList('3-1')).toEqual({ ok: false, error: 'The range 3-1 runs backwards' });
    expect(parseCaseList('1, 1-2')).toEqual({ ok: false, error: 'Hidden test case 1 is listed twice' });
    expect(parseCaseList('a')).toEqual({ ok: false, error: '"a" is not a case number or a range such as 1-3' });
  });

  it('writes indexes back as the admin would type them, and reads them back the same', () => {
    for (const cases of [[0, 1, 2, 4], [4, 0, 1], [9], [2, 3, 0, 1]]) {
      const text = formatCaseList(cases);
      expect(parseCaseList(text)).toEqual({ ok: true, cases });
    }
    expect(formatCaseList([0, 1, 2, 4])).toBe('1-3, 5');
  });

  it('totals the points of the rows that have them', () => {
    expect(
      totalPoints([
        { name: 'a', points: 30, cases: '1', dependsOn: [] },
        { name: 'b', points: null, cases: '', dependsOn: [] },
      ]),
    ).toBe(30);
    expect(totalPoints(undefined)).toBe(0);
  });
});

describe('compilableValidation', () => {
  it('is the checker or interactor to compile, once it has a source', () => {
    expect(compilableValidation(defaultJudging())).toBeNull();
    expect(compilableValidation({ ...defaultJudging(), mode: 'checker', source: '  ' })).toBeNull();
    expect(compilableValidation({ ...defaultJudging(), mode: 'checker', source: 'int main(){}' })).toEqual({
      kind: 'checker',
      protocol: 'kattis',
      language: 'cpp',
      source: 'int main(){}',
    });
    expect(compilableValidation({ ...defaultJudging(), mode: 'interactor', language: 'java', source: 'class A{}' })).toEqual({
      kind: 'interactor',
      language: 'java',
      source: 'class A{}',
    });
  });
});

describe('describeFlags', () => {
  it('says what the token rule does with the flags', () => {
    expect(describeFlags('')).toBe('Compares token by token, ignoring case; any whitespace between tokens.');
    expect(describeFlags('case_sensitive float_tolerance 1e-6')).toBe(
      'Compares token by token, case-sensitive; any whitespace between tokens; numbers within 0.000001 (absolute or relative).',
    );
    expect(describeFlags('space_change_sensitive float_absolute_tolerance 0.5')).toBe(
      'Compares token by token, ignoring case; whitespace must match exactly; numbers within 0.5 absolute.',
    );
    expect(describeFlags('float_tolerance')).toBeNull();
  });
});
