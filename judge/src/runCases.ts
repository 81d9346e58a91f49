import { HostFaultError, isHostFault, Status, type JudgeResult, type TestCase, type TestResult } from './api';
import type { SlotOwner, SlotPool } from './slotPool';
import { statusNames } from './verdict';

/**
 * Runs every test of one judge on the shared slots (taking turns with other users and jobs,
 * see SlotPool), reports each as it finishes, and returns them in test order. With
 * stopOnFirstFailure, tests that have not started when one fails are skipped. A test the host
 * failed (`run` rejects: its sandbox could not start) is not a result: it is never reported, no
 * test starts after it, and once those running have ended this rejects with a HostFaultError.
 */
export async function runCases(options: {
  readonly pool: SlotPool;
  readonly owner: SlotOwner;
  readonly tests: readonly TestCase[];
  readonly stopOnFirstFailure: boolean;
  readonly onTest?: (result: TestResult) => void;
  readonly log: (line: string) => void;
  readonly run: (slot: number, test: TestCase, index: number) => Promise<TestResult>;
}): Promise<TestResult[]> {
  const results: TestResult[] = [];
  let stopped = false;
  /** The first host fault a test met (set by the tests' callbacks). */
  const failed: { fault: HostFaultError | null } = { fault: null };
  await Promise.all(
    options.tests.map((test, index) =>
      options.pool.use(async (slot) => {
        // Tests start in order: one after a failure never starts.
        if (stopped) return;
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
