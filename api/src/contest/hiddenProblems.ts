import { contestStatusAt, getContest, listHiddenProblems } from '@forge/domain';
import type { AppDeps } from '../appDeps';
import { notFound } from '../http/errors';

type Deps = Pick<AppDeps, 'readModels' | 'clock'>;
interface Viewer {
  readonly userId: string;
  readonly role: string;
}

/** The problems hidden from the library now: contest-only ones whose contest has not ended (issue 36). */
export const hiddenProblemsNow = (deps: Deps) => listHiddenProblems(deps.readModels, deps.clock().toISOString());

/** The problems this viewer's library leaves out: none for an admin. */
export const hiddenFrom = async (deps: Deps, viewer: Pick<Viewer, 'role'>): Promise<ReadonlySet<string>> =>
  viewer.role === 'admin' ? new Set() : new Set((await hiddenProblemsNow(deps)).keys());

/**
 * Whether this viewer may open a problem: any problem for an admin; a contest-only problem, until its
 * contest ends, only for a learner registered in one that hides it while it runs (the arena's tabs).
 */
export async function mayOpenProblem(deps: Deps, viewer: Viewer, problemId: string): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  const contestIds = (await hiddenProblemsNow(deps)).get(problemId);
  if (!contestIds) return true;
  const now = deps.clock().toISOString();
  for (const contestId of contestIds) {
    const contest = await getContest(deps.readModels, contestId);
    const registered = contest?.registrations.some((r) => r.userId === viewer.userId);
    if (contest && registered && contestStatusAt(contest.settings, now) === 'ongoing') return true;
  }
  return false;
}

/** A hidden problem is answered as no problem at all, so its existence does not leak. */
export async function refuseHiddenProblem(deps: Deps, viewer: Viewer, problemId: string, message: string): Promise<void> {
  if (!(await mayOpenProblem(deps, viewer, problemId))) throw notFound(message);
}
