import { judgeStatusNames } from '@forge/contracts';
import { sameOutput, Status, type Judge, type JudgeResult, type StatusId, type TestCase, type TestResult } from '@forge/judge';
import type { LearnerProgram } from './learnerPrograms';
import type { SeededRandom } from '@forge/testing';

const describe = (statusId: StatusId) => judgeStatusNames[statusId];

/** The status of `program` on each case, as the real judge finds it (the term's real-judge test proves it). */
export function statusesOf(program: LearnerProgram, tests: readonly TestCase[]): StatusId[] {
  if (!program.compiles) return [];
  return tests.map(({ input, expectedOutput }) => {
    const output = program.run(input);
    if (typeof output === 'number') return output;
    return sameOutput(`${output}\n`, expectedOutput) ? Status.Accepted : Status.WrongAnswer;
  });
}

/** Whether `program` passes every case (and compiles). */
export const passes = (program: LearnerProgram, tests: readonly TestCase[]) =>
  program.compiles && statusesOf(program, tests).every((statusId) => statusId === Status.Accepted);

/**
 * A judge that runs nothing: it knows each program the term's learners write and what it does
 * (learnerPrograms.ts), and reports each case, in order, with a plausible time and memory for the
 * language. The platform's own code around it (judgeRequestedSubmission, rejudgeSubmissions)
 * writes the events, as it does for the real judge.
 */
export function simulatedJudge(random: SeededRandom, programs: ReadonlyMap<string, LearnerProgram>): Judge {
  return {
    health: { ok: true },
    close: async () => undefined,
    async judge(request, onTest) {
      const program = programs.get(request.code);
      if (!program) throw new Error('the simulated judge knows only the programs of the term');
      if (!program.compiles) {
        const statusId = Status.CompilationError;
        return { statusId, description: describe(statusId), compileOutput: program.compileOutput, tests: [], time: 0, memory: 0 };
      }
      const base =
        request.language === 'java'
          ? { time: 0.08, memory: 38_000 }
          : request.language === 'javascript'
            ? { time: 0.04, memory: 42_000 }
            : { time: 0.002, memory: 3_400 };
      const tests: TestResult[] = [];
      for (const [index, statusId] of statusesOf(program, request.tests).entries()) {
        const time =
          statusId === Status.TimeLimitExceeded ? (request.limits?.cpuSeconds ?? 2) : Number((base.time * (1 + random.next())).toFixed(3));
        const test: TestResult = {
          index,
          statusId,
          description: describe(statusId),
          time,
          memory: Math.round(base.memory * (1 + random.next() / 4)),
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
        memory: Math.max(0, ...tests.map((t) => t.memory)),
      };
      return result;
    },
  };
}
