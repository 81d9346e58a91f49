import type { AdminSubmissionState } from '@forge/contracts';
import { ACCEPTED, casesPassed } from './casesPassed';

const judged = (index: number, statusId: number) => ({ index, statusId, time: 0.01, memory: 1024 });
const result = { passedTestCases: 0, totalTestCases: 2 } as NonNullable<AdminSubmissionState['result']>;

describe('casesPassed', () => {
  it('counts the judged cases that passed, as the list below it shows them', () => {
    // Wrong Answer on case 1, case 2 Accepted: one passed, whatever the verdict counted.
    expect(casesPassed({ cases: [judged(0, 4), judged(1, ACCEPTED)], result, testCasesTotal: 2 })).toBe('1 / 2');
    expect(casesPassed({ cases: [judged(1, ACCEPTED), judged(0, ACCEPTED)], result, testCasesTotal: 2 })).toBe('2 / 2');
  });

  it("falls back on the verdict's count while no case is recorded, and on a dash while still judging", () => {
    expect(casesPassed({ cases: [], result, testCasesTotal: 2 })).toBe('0 / 2');
    expect(casesPassed({ cases: [], result: null, testCasesTotal: 3 })).toBe('— / 3');
  });
});
