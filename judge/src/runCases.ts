import type { Subtask } from '@forge/contracts';
import { HostFaultError, isHostFault, Status, type JudgeResult, type TestCase, type TestResult } from './api';
import type { SlotOwner, SlotPool } from './slotPool';
import { statusNames } from './verdict';

/**
 * Runs every test of one judge on the shared slots (taking turns with other users and jobs,
 * see SlotPool), reports each as it finishes, and returns them in test order. With
 * stopOnFirstFailure, tests that have not started when one fails are skipped; with subtasks, those
 * of a subtask that has failed (see JudgeRequest.subtasks). A test the host
 * failed (`run` rejects: its sandbox could not start) is not a result: it is never reported, no
 * test starts after it, and once those running have ended this rejects with a HostFaultError.
 */
export async function runCases(options: {
  readonly pool: SlotPool;
  readonly owner: SlotOwner;
  readonly tests: readonly TestCase[];
  readonly stopOnFirstFailure: boolean;
  readonly subtasks?: readonly Subtask[];
  readonly onTest?: (result: TestResult) => void;
  readonly log: (line: string) => void;
  readonly run: (slot: number, test: TestCase, index: number) => Promise<TestResult>;
}): Promise<TestResult[]> {
  const results: TestResult[] = [];
  let stopped = false;
  /** The first host fault a test met (set by the tests' callbacks). */
  const failed: { fault: HostFaultError | null } = { fault: null };
  const subtasks = subtaskSkips(options.subtasks ?? []);
  await Promise.all(
    options.tests.map((test, index) =>
      options.pool.use(async (slot) => {
        // Tests start in order: one after a failure never starts.
        if (stopped || subtasks.skips(index)) return;
        let result: TestResult;
        try {
          result = await options.run(slot, test, index);
        } catch (error) {
          options.log(`test ${index} failed on the host: ${(error as Error).message}`);
          failed.fault ??= isHostFault(error) ? error : new HostFaultError(`test ${index} failed on the host: ${(error as Error).message}`);
          stopped = true;
          return;
        }
        results.push(result);
        if (options.stopOnFirstFailure && result.statusId !== Status.Accepted) stopped = true;
        if (result.statusId !== Status.Accepted) subtasks.failed(index);
        try {
          options.onTest?.(result);
        } catch (error) {
          // A listener's fault must not lose the verdict.
          options.log(`onTest threw: ${(error as Error).message}`);
        }
      }, options.owner),
    ),
  );
  if (failed.fault) throw failed.fault;
  return results.sort((a, b) => a.index - b.index);
}

/**
 * Which cases a subtask's failure skips: a failed case fails its subtask, and every subtask that
 * depends on a failed one (by name, on one defined before it) fails with it.
 */
function subtaskSkips(subtasks: readonly Subtask[]): { skips(index: number): boolean; failed(index: number): void } {
  const ofCase = new Map<number, string>();
  for (const subtask of subtasks) for (const index of subtask.cases) ofCase.set(index, subtask.name);
  const failedNames = new Set<string>();
  return {
    skips: (index) => {
      const name = ofCase.get(index);
      return name !== undefined && failedNames.has(name);
    },
    failed(index) {
      const name = ofCase.get(index);
      if (name === undefined || failedNames.has(name)) return;
      failedNames.add(name);
      // Dependants come after what they depend on: one pass carries the failure down.
      for (const subtask of subtasks) {
        if ((subtask.dependsOn ?? []).some((dependency) => failedNames.has(dependency))) failedNames.add(subtask.name);
      }
    },
  };
}

export function summary(statusId: JudgeResult['statusId'], description: string, tests: TestResult[]): JudgeResult {
  return {
    statusId,
    description,
    compileOutput: null,
    tests,
    time: Math.max(0, ...tests.map((test) => test.time)),
    memory: Math.max(0, ...tests.map((test) => test.memory)),
  };
}

export function internalError(): JudgeResult {
  return summary(Status.InternalError, statusNames[Status.InternalError], []);
}
