/** Stream names, `<category>-<id>` as in EventStoreDB. The category prefixes drive subscription filters. */
export const streams = {
  user: (userId: string) => `user-${userId}`,
  /** One stream per email address, reserved with `no_stream`, so an email belongs to one account. */
  userEmail: (email: string) => `userEmail-${normalizeEmail(email)}`,
  /** One stream per Google identity (`sub`), so a Google account links to one account at most. */
  googleIdentity: (googleId: string) => `googleIdentity-${googleId}`,
  problem: (problemId: string) => `problem-${problemId}`,
  submission: (submissionId: string) => `submission-${submissionId}`,
  /** One stream per rejudge of a problem's accepted submissions (`rejudgeId`: the problem and the rejudge's sequence). */
  rejudge: (rejudgeId: string) => `rejudge-${rejudgeId}`,
  contest: (contestId: string) => `contest-${contestId}`,
} as const;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
