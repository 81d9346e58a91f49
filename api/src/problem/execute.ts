import { handleCommand } from '@forge/events';
import { type ProblemCommand, problemDecider, streams } from '@forge/domain';
import type { AppDeps } from '../appDeps';

/** Decides a command on the problem's stream and waits until the read models show its events. */
export async function executeProblemCommand(deps: Pick<AppDeps, 'store' | 'projections'>, problemId: string, command: ProblemCommand) {
  const result = await handleCommand(deps.store, streams.problem(problemId), problemDecider, command);
  if (result.append) await deps.projections.waitFor(result.append.position);
  return result;
}
