/**
 * Judge0's status ids and their names, which the spec and its client use (spec §9: 3 is
 * Accepted). Defined once: the judge names its verdicts with them, the browser labels cases.
 */
export const judgeStatusNames = {
  1: 'In Queue',
  2: 'Processing',
  3: 'Accepted',
  4: 'Wrong Answer',
  5: 'Time Limit Exceeded',
  6: 'Compilation Error',
  7: 'Runtime Error (SIGSEGV)',
  8: 'Runtime Error (SIGXFSZ)',
  9: 'Runtime Error (SIGFPE)',
  10: 'Runtime Error (SIGABRT)',
  11: 'Runtime Error (NZEC)',
  12: 'Runtime Error (Other)',
  13: 'Internal Error',
  14: 'Exec Format Error',
} as const;

export type JudgeStatusId = keyof typeof judgeStatusNames;

/** The name of a status id, or `Status <id>` for one Judge0 does not define. */
export const judgeStatusName = (statusId: number): string => (judgeStatusNames as Record<number, string>)[statusId] ?? `Status ${statusId}`;

/** Judge0's "Accepted" (spec §9): a case or a run that passed. */
export const ACCEPTED_STATUS_ID = 3;
