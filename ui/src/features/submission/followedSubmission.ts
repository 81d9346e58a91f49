import { memoryStorage } from '../problem/drafts';

/**
 * The submission a tab is waiting on, per problem, kept for the tab's life (session storage):
 * a reload picks it up again, even when its verdict landed while the page was away. Forgotten
 * once its verdict is shown.
 */
export interface FollowedSubmission {
  recall(problemId: string): string | null;
  remember(problemId: string, submissionId: string): void;
  forget(problemId: string): void;
}

const key = (problemId: string) => `forge:followed-submission:${problemId}`;

/** Over Web Storage; a full or blocked storage only loses the memory, never the page. */
export function storageFollowedSubmission(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): FollowedSubmission {
  return {
    recall: (problemId) => {
      try {
        return storage?.getItem(key(problemId)) ?? null;
      } catch {
        return null;
      }
    },
    remember: (problemId, submissionId) => {
      try {
        storage?.setItem(key(problemId), submissionId);
      } catch {
        // Quota or privacy mode: a reload finds the submission in the history instead.
      }
    },
    forget: (problemId) => {
      try {
        storage?.removeItem(key(problemId));
      } catch {
        // As above.
      }
    },
  };
}

export const memoryFollowedSubmission = (): FollowedSubmission => storageFollowedSubmission(memoryStorage());

export const browserFollowedSubmission = (): FollowedSubmission =>
  storageFollowedSubmission(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
