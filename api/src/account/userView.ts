import type { ProgressDocument } from '@forge/projections';
import type { RegisteredUser } from './accounts';

/** The user as the client sees it (spec §3). The password hash never leaves the server. */
export function toUserView(user: RegisteredUser, progress: ProgressDocument) {
  return {
    _id: user.userId,
    firstName: user.firstName,
    ...(user.lastName ? { lastName: user.lastName } : {}),
    emailId: user.emailId,
    role: user.role,
    authProvider: user.authProvider,
    emailVerified: user.emailVerified,
    problemSolved: progress.problemSolved,
    attemptedProblems: progress.attemptedProblems,
  };
}
