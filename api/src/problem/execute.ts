import { handleCommand, streams } from '@forge/events';
import type { AppDeps } from '../appDeps';
import { problemDecider, type ProblemCommand } from './decide';

/** Decides a command on the problem's stream and waits until the read models show its events. */
export async function executeProblemCommand(deps: Pick<AppDeps, 'store' | 'projections'>, problemId: string, command: ProblemCommand) {
  const result = await handleCommand(deps.store, streams.problem(problemId), problemDecider, command);
  if (result.append) await deps.projections.waitFor(result.append.position);
  return result;
}
