import type { ProblemView } from '@forge/contracts';
import { contentOf, headingOf, holdsContent } from '@forge/domain';
import { getProblem } from '@forge/domain';
import type { AppDeps } from '../appDeps';
import { HttpError } from '../http/errors';
import { executeProblemCommand } from '../problem/execute';
import { problemForViewer } from '../problem/problemView';
import { proveProblem } from '../problem/proveProblem';
import { readProblemStream } from './problemStream';

export interface Restored {
  readonly message: string;
  readonly problem: ProblemView;
  /** The restore's own revision in the problem's stream. */
  readonly revision: number;
}

/**
 * Makes the problem's content what it was at `revision`, as a new event naming that revision. The
 * content is proven by the judge as an update's is (every reference solution passes every case and
 * every wrong solution gets its verdict), so a revision the judge would now refuse is not restored, and nothing is appended. A deleted problem
 * comes back this way.
 */
export async function restoreProblem(
  deps: Pick<AppDeps, 'store' | 'projections' | 'judge' | 'readModels'>,
  problemId: string,
  revision: number,
  actor: { readonly by: string; readonly now: string },
): Promise<Restored> {
  const events = await readProblemStream(deps.store, problemId);
  const event = events[revision];
  if (!event) {
    throw new HttpError(
      400,
      `Revision ${revision} does not exist: this problem's latest revision is ${events.length - 1}`,
      'NO_SUCH_REVISION',
    );
  }
  if (!holdsContent(event)) {
    throw new HttpError(
      400,
      `Revision ${revision} (${headingOf(event).type}) holds no content to restore: pick a revision that created, updated or restored the problem`,
      'NO_CONTENT',
    );
  }
  const content = contentOf(event.data);
  await proveProblem(deps.judge, content);
  const { append } = await executeProblemCommand(deps, problemId, {
    type: 'RestoreProblem',
    data: { problemId, revision, content, ...actor },
  });
  const doc = await getProblem(deps.readModels, problemId);
  return {
    message: 'Problem restored successfully',
    problem: problemForViewer(doc!, { isAdmin: true, hasSolved: false }),
    revision: Number(append!.nextExpectedRevision),
  };
}
