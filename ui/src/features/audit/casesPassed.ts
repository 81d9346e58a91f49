import type { AdminSubmissionState } from '@forge/contracts';

/** Judge0's Accepted. */
export const ACCEPTED = 3;

/**
 * "Cases passed" as the judged cases listed below it count them: the cases judged Accepted, out of
 * the problem's cases; the verdict's own count only while no case has been recorded.
 */
export function casesPassed({ cases, result, testCasesTotal }: Pick<AdminSubmissionState, 'cases' | 'result' | 'testCasesTotal'>): string {
  if (cases.length > 0) return `${cases.filter((c) => c.statusId === ACCEPTED).length} / ${testCasesTotal}`;
  return result ? `${result.passedTestCases} / ${result.totalTestCases}` : `— / ${testCasesTotal}`;
}
