/**
 * Judge0's status ids, which the spec and its client use (spec §9: 3 is Accepted), and their
 * names. Defined here once: the judge names its verdicts with them, the domain parks with
 * Internal Error, the browser labels cases.
 */
export const Status = {
  InQueue: 1,
  Processing: 2,
  Accepted: 3,
  WrongAnswer: 4,
  TimeLimitExceeded: 5,
  CompilationError: 6,
  RuntimeErrorSIGSEGV: 7,
  RuntimeErrorSIGXFSZ: 8,
  RuntimeErrorSIGFPE: 9,
  RuntimeErrorSIGABRT: 10,
  RuntimeErrorNZEC: 11,
  RuntimeErrorOther: 12,
  InternalError: 13,
  ExecFormatError: 14,
} as const;
export type StatusId = (typeof Status)[keyof typeof Status];

export const judgeStatusNames: Readonly<Record<StatusId, string>> = {
  [Status.InQueue]: 'In Queue',
  [Status.Processing]: 'Processing',
  [Status.Accepted]: 'Accepted',
  [Status.WrongAnswer]: 'Wrong Answer',
  [Status.TimeLimitExceeded]: 'Time Limit Exceeded',
  [Status.CompilationError]: 'Compilation Error',
  [Status.RuntimeErrorSIGSEGV]: 'Runtime Error (SIGSEGV)',
  [Status.RuntimeErrorSIGXFSZ]: 'Runtime Error (SIGXFSZ)',
  [Status.RuntimeErrorSIGFPE]: 'Runtime Error (SIGFPE)',
  [Status.RuntimeErrorSIGABRT]: 'Runtime Error (SIGABRT)',
  [Status.RuntimeErrorNZEC]: 'Runtime Error (NZEC)',
  [Status.RuntimeErrorOther]: 'Runtime Error (Other)',
  [Status.InternalError]: 'Internal Error',
  [Status.ExecFormatError]: 'Exec Format Error',
};

/** The name of a status id, or `Status <id>` for one Judge0 does not define. */
export const judgeStatusName = (statusId: number): string => (judgeStatusNames as Record<number, string>)[statusId] ?? `Status ${statusId}`;
