import { isHostFault, Status, type JudgeResult, type TestCase, type TestResult } from '@forge/judge';
import {
  JUDGE_DONE,
  JUDGE_PROGRESS,
  JUDGE_QUEUED,
  type CustomCaseResult,
  type JudgeFailure,
  type RunResult,
  type RunTestCase,
} from '@forge/contracts';
import type { AppDeps } from '../appDeps';
import { HttpError } from '../http/errors';
import { errorText, failureOf, problemLimits, problemValidation, slowest, type JudgeJob } from '../judging/judging';
import { expectedOutputs, referenceFor, referenceNote, type Expected, type Reference } from './customCases';

type RunDeps = Pick<AppDeps, 'judge' | 'queue' | 'live'>;

export interface RunJob extends JudgeJob {
  /** The learner's own inputs, in the order they sent them. */
  readonly customInputs: readonly string[];
  /** For each custom input, the example (0-based) it stands in for, or null (issue 33: an edited example replaces it). */
  readonly replaces?: readonly (number | null)[];
}

interface Judged {
  readonly result: JudgeResult;
  readonly expected: readonly Expected[];
  readonly reference: Reference | null;
  /** Where each custom input's case sits among the tests the learner's program ran; -1 when it did not run. */
  readonly testIndex: readonly number[];
  /** The examples the learner's program ran as given, by the index of their test: every one an edited example did not replace. */
  readonly ran: readonly number[];
}

/** The examples each custom input replaces (none past the job's inputs). */
const replacesOf = (job: RunJob) => job.customInputs.map((_, i) => job.replaces?.[i] ?? null);

const ranCleanly = (statusId: number) => statusId === Status.Accepted || statusId === Status.WrongAnswer;

/**
 * One turn in the fair queue: the reference computes the custom inputs' expected outputs, then
 * the learner's program runs on the visible cases and on every custom input the reference took.
 */
function judgeRun(deps: RunDeps, job: RunJob): Promise<Judged> {
  const visible = job.problem.visibleTestCases;
  const base = { requestId: job.requestId, kind: 'run', problemId: job.problem.problemId } as const;
  return deps.queue.submit(
    job.userId,
    async () => {
      const reference = job.customInputs.length > 0 ? referenceFor(job.problem, job.language) : null;
      const expected = await expectedOutputs(deps.judge, job.problem, reference, job.customInputs, job.userId);
      const replaced = new Set(replacesOf(job));
      const ran = visible.flatMap((_, i) => (replaced.has(i) ? [] : [i]));
      const tests: TestCase[] = ran.map((i) => ({ input: visible[i]!.input, expectedOutput: visible[i]!.output }));
      const verdictless = new Set<number>();
      const testIndex = job.customInputs.map((input, i) => {
        const e = expected[i]!;
        if (e.kind === 'invalid') return -1;
        if (e.kind === 'unknown') verdictless.add(tests.length);
        return tests.push({ input, expectedOutput: e.kind === 'valid' ? e.output : '' }) - 1;
      });
      const request = {
        language: job.language,
        code: job.code,
        tests,
        limits: problemLimits(job.problem, job.language),
        ...problemValidation(job.problem),
        owner: job.userId,
      };
      const result = await deps.judge.judge(request, (test) => {
        if (verdictless.has(test.index)) return;
        deps.live.toUser(job.userId, JUDGE_PROGRESS, {
          ...base,
          // An example by its own number; a custom input after every example.
          index: test.index < ran.length ? ran[test.index]! : visible.length + test.index - ran.length,
          total: tests.length,
          statusId: test.statusId,
          time: test.time,
          memory: test.memory,
        });
      });
      return { result, expected, reference, testIndex, ran };
    },
    (position) => deps.live.toUser(job.userId, JUDGE_QUEUED, { ...base, position }),
  );
}

/** The visible cases' part of the learner's result, judged as a run without custom cases is, each test by its example's index. */
function visiblePart(result: JudgeResult, ran: readonly number[]): JudgeResult {
  const tests = result.tests.filter((t) => t.index < ran.length).map((t) => ({ ...t, index: ran[t.index]! }));
  if (result.statusId === Status.CompilationError || result.tests.length === 0) return { ...result, tests };
  const failed = tests.find((t) => t.statusId !== Status.Accepted);
  if (failed) return { ...result, tests, statusId: failed.statusId, description: failed.description };
  if (tests.length < ran.length) return { ...result, tests };
  return { ...result, tests, statusId: Status.Accepted, description: 'Accepted' };
}

function customCases(job: RunJob, judged: Judged): { rows: CustomCaseResult[]; tests: (TestResult | undefined)[] } {
  const { result, expected, reference, testIndex } = judged;
  const tests = testIndex.map((index) => result.tests.find((t) => t.index === index));
  const rows = job.customInputs.map((stdin, i): CustomCaseResult => {
    const e = expected[i]!;
    if (e.kind === 'invalid') {
      const message = e.validatorMessage !== undefined ? { validatorMessage: e.validatorMessage } : {};
      return { stdin, expected_output: null, stdout: '', stderr: '', status_id: null, note: e.note, ...message };
    }
    const test = tests[i];
    const statusId = test?.statusId ?? result.statusId;
    const ran = { stdin, stdout: test?.stdout ?? '', stderr: test?.stderr ?? '' };
    if (e.kind === 'unknown') return { ...ran, expected_output: null, status_id: ranCleanly(statusId) ? null : statusId, note: e.note };
    return { ...ran, expected_output: e.output, status_id: statusId, note: reference ? referenceNote(reference, job.language) : null };
  });
  const replaces = replacesOf(job);
  return { rows: rows.map((row, i) => (replaces[i] !== null ? { ...row, replaces: replaces[i] } : row)), tests };
}

/** The first custom case with a failing verdict, numbered among the custom cases. */
function customFailure(rows: readonly CustomCaseResult[], tests: readonly (TestResult | undefined)[]): JudgeFailure | null {
  const i = rows.findIndex((r) => r.status_id !== null && r.status_id !== Status.Accepted);
  if (i === -1) return null;
  const row = rows[i]!;
  const test = tests[i];
  const detail = row.status_id !== Status.WrongAnswer ? row.stderr.trim() : '';
  return {
    kind: 'case',
    statusId: row.status_id!,
    status: test?.description ?? 'Error',
    caseNumber: i + 1,
    hidden: false,
    detail: detail || null,
    custom: true,
  };
}

/** What a run the judge's host failed answers: no verdict, and a hint to try again. */
export const JUDGE_UNAVAILABLE_MESSAGE = 'The judge is temporarily unavailable; try again shortly';

/**
 * A run's answer when the judge's host failed it (its sandbox could not start, no worker could
 * judge): 503 with Retry-After, never a verdict of Internal Error.
 */
export function judgeUnavailable(): HttpError {
  return new HttpError(503, JUDGE_UNAVAILABLE_MESSAGE, 'JUDGE_UNAVAILABLE', undefined, { 'Retry-After': '5' });
}

/** Why a run of an interactive problem takes no inputs of the learner's own. */
export const NO_CUSTOM_INPUTS_WHEN_INTERACTIVE = 'Custom inputs are not available on interactive problems';

/** Said of a run whose edited example names no example, or an example twice. */
export const BAD_REPLACES = 'An edited example must name one of the examples, each at most once';

/** An edited example stands in for an example the problem has, and no two for the same one (400 otherwise). */
function refuseBadReplaces(job: RunJob): void {
  const named = replacesOf(job).filter((n) => n !== null);
  if (named.some((n) => n >= job.problem.visibleTestCases.length) || new Set(named).size !== named.length) {
    throw new HttpError(400, BAD_REPLACES, 'BAD_REPLACES');
  }
}

/**
 * An interactive problem's case is a conversation with its interactor, which reads the case's own
 * input and answer files: a learner's bare input has neither, so such a run is refused (400)
 * rather than judged against nothing.
 */
function refuseCustomInputsOfInteractive(job: RunJob): void {
  if (job.customInputs.length > 0 && job.problem.validation?.kind === 'interactor') {
    throw new HttpError(400, NO_CUSTOM_INPUTS_WHEN_INTERACTIVE, 'CUSTOM_INPUTS_INTERACTIVE');
  }
}

/**
 * A visible case as a run shows it: Judge0's fields, and where the judge gave them the checker's
 * reason and an interactive case's transcript (issue 31; a problem without them answers the spec's fields alone).
 */
function visibleCase(c: { input: string; output: string }, test: TestResult | undefined, fallbackStatus: number): RunTestCase {
  return {
    stdin: c.input,
    expected_output: c.output,
    stdout: test?.stdout ?? '',
    status_id: test?.statusId ?? fallbackStatus,
    ...(test?.checkerMessage !== undefined ? { checkerMessage: test.checkerMessage } : {}),
    ...(test?.transcript !== undefined ? { transcript: test.transcript } : {}),
  };
}

/**
 * Run: the visible cases, every one an edited example does not replace, and the learner's own inputs; nothing recorded (a
 * submission is judged from the log). A host fault (an unhealthy judge refuses at once) is a 503.
 */
export async function runCode(deps: RunDeps, job: RunJob): Promise<RunResult> {
  const visible = job.problem.visibleTestCases;
  refuseCustomInputsOfInteractive(job);
  refuseBadReplaces(job);
  let judged: Judged;
  try {
    judged = await judgeRun(deps, job);
  } catch (error) {
    if (isHostFault(error)) throw judgeUnavailable();
    throw error;
  }
  const { result } = judged;
  const custom = customCases(job, judged);
  const examples = visiblePart(result, judged.ran);
  const failure = failureOf(examples, 'visible') ?? customFailure(custom.rows, custom.tests);
  const run: RunResult = {
    success: failure === null,
    runtime: slowest(result.tests),
    memory: result.memory,
    error: errorText(failure),
    failure,
    // An example an edited one replaced did not run: its case is the custom row that names it.
    testCases: judged.ran.map((i) =>
      visibleCase(
        visible[i]!,
        examples.tests.find((t) => t.index === i),
        result.statusId,
      ),
    ),
    // A run without inputs of the learner's own answers exactly the spec's run result.
    ...(job.customInputs.length > 0 ? { customTestCases: custom.rows } : {}),
  };
  deps.live.toUser(job.userId, JUDGE_DONE, { requestId: job.requestId, kind: 'run', problemId: job.problem.problemId, result: run });
  return run;
}
