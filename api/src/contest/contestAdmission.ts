import { contestSubmissionRefusal, getContest } from '@forge/domain';
import type { AppDeps } from '../appDeps';
import { HttpError, notFound } from '../http/errors';

/** A submission that names a contest is refused (403) unless its author is registered, the contest running and the problem its own. */
export async function admitToContest(
  deps: Pick<AppDeps, 'readModels' | 'clock'>,
  contestId: string,
  userId: string,
  problemId: string,
): Promise<void> {
  const contest = await getContest(deps.readModels, contestId);
  if (!contest) throw notFound('Contest not found');
  const refusal = contestSubmissionRefusal(contest, userId, problemId, deps.clock().toISOString());
  if (refusal) throw new HttpError(403, refusal, 'FORBIDDEN');
}
