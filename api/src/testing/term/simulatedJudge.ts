import { Status, type Judge, type JudgeResult, type StatusId, type TestResult } from '@forge/judge';
import type { SeededRandom } from './seededRandom';

/** What the simulation wants the next judging to find. */
export type SimulatedOutcome =
  | { readonly kind: 'accepted' }
  | { readonly kind: 'compile' }
  /** Case `index` (from 0) fails with `statusId`; the cases before it pass. */
  | { readonly kind: 'fails'; readonly index: number; readonly statusId: StatusId };

export interface SimulatedJudge {
  readonly judge: Judge;
  /** The outcomes of the next calls to `judge`, one each, in order; past them, every judging is accepted. */
  expect(...outcomes: SimulatedOutcome[]): void;
}

const descriptions: Partial<Record<StatusId, string>> = {
  [Status.Accepted]: 'Accepted',
  [Status.WrongAnswer]: 'Wrong Answer',
  [Status.TimeLimitExceeded]: 'Time Limit Exceeded',
  [Status.CompilationError]: 'Compilation Error',
  [Status.RuntimeErrorSIGSEGV]: 'Runtime Error (SIGSEGV)',
  [Status.RuntimeErrorNZEC]: 'Runtime Error (NZEC)',
};
const describe = (statusId: StatusId) => descriptions[statusId] ?? 'Runtime Error (Other)';

/**
 * A judge that runs nothing: it reports each case, in order, with a plausible time and memory for
 * the language, and the verdict the simulation asked for. The platform's own code around it
 * (judgeRequestedSubmission, rejudgeSubmissions) writes the events, as it does for the real judge.
 */
export function simulatedJudge(random: SeededRandom): SimulatedJudge {
  const planned: SimulatedOutcome[] = [];
  const judge: Judge = {
    health: { ok: true },
    close: async () => undefined,
    async judge(request, onTest) {
      const outcome = planned.shift() ?? { kind: 'accepted' };
      const base =
        request.language === 'java'
          ? { time: 0.08, memory: 38_000 }
          : request.language === 'javascript'
            ? { time: 0.04, memory: 42_000 }
            : { time: 0.002, memory: 3_400 };
      if (outcome.kind === 'compile') {
        const compileOutput =
          request.language === 'java' ? "Main.java:3: error: ';' expected" : "main.cpp:3:3: error: 'solve' was not declared in this scope";
        return {
          statusId: Status.CompilationError,
          description: describe(Status.CompilationError),
          compileOutput,
          tests: [],
          time: 0,
          memoryKb: 0,
        };
      }
      const tests: TestResult[] = [];
      for (const [index] of request.tests.entries()) {
        const statusId: StatusId = outcome.kind === 'fails' && outcome.index === index ? outcome.statusId : Status.Accepted;
        const time =
          statusId === Status.TimeLimitExceeded ? (request.limits?.cpuSeconds ?? 2) : Number((base.time * (1 + random.next())).toFixed(3));
        const test: TestResult = {
          index,
          statusId,
          description: describe(statusId),
          time,
          memoryKb: Math.round(base.memory * (1 + random.next() / 4)),
          stdout: '',
          stderr: '',
        };
        tests.push(test);
        onTest?.(test);
        if (statusId !== Status.Accepted && request.stopOnFirstFailure) break;
      }
      const failed = tests.find((t) => t.statusId !== Status.Accepted);
      const result: JudgeResult = {
        statusId: failed?.statusId ?? Status.Accepted,
        description: describe(failed?.statusId ?? Status.Accepted),
        compileOutput: null,
        tests,
        time: Math.max(0, ...tests.map((t) => t.time)),
        memoryKb: Math.max(0, ...tests.map((t) => t.memoryKb)),
      };
      return result;
    },
  };
  return { judge, expect: (...outcomes) => planned.push(...outcomes) };
}
