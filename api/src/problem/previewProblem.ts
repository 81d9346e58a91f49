import type { ProblemPreview, problemPreviewBody } from '@forge/contracts';
import { isHostFault, type TestResult } from '@forge/judge';
import type { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { problemLimits, problemValidation, submissionLanguageOf } from '../judging/judging';
import { judgeUnavailable } from '../runs/runCode';
import { rejectedInputs } from '../runs/customCases';
import { queueRefusal } from '../submission/queueRefusal';
import { QueueFullError } from '../judging/judgeQueue';

type PreviewDeps = Pick<AppDeps, 'judge' | 'queue'>;
/** The preview body as parsed (contracts' `problemPreviewBody`). */
export type PreviewRequest = z.output<typeof problemPreviewBody>;

/** A judged case as the preview shows it: the checker's words and the transcript only when the judge gave them. */
function previewCase(test: TestResult): ProblemPreview['cases'][number] {
  return {
    status_id: test.statusId,
    description: test.description,
    stdout: test.stdout,
    ...(test.checkerMessage !== undefined ? { checkerMessage: test.checkerMessage } : {}),
    ...(test.transcript !== undefined ? { transcript: test.transcript } : {}),
  };
}

/**
 * `POST /api/problem/preview` (issue 31): the admin's program judged on the form's visible cases
 * through the validation being edited, every case (no stop at the first failure), nothing
 * recorded. It waits its turn in the runs' fair queue as the admin's own job (a full queue is 429
 * or 503 as for runs; a judge whose host failed, 503). With no cases it still builds the checker
 * or interactor, so the form checks a source as it is typed. With the form's input validator, each
 * case also says whether the validator rejected its input, and what it said.
 */
export async function previewProblem(deps: PreviewDeps, userId: string, body: PreviewRequest): Promise<ProblemPreview> {
  const request = {
    language: submissionLanguageOf[body.language],
    code: body.code,
    tests: body.visibleTestCases.map((c) => ({ input: c.input, expectedOutput: c.output })),
    limits: problemLimits(body, submissionLanguageOf[body.language]),
    ...problemValidation(body),
    stopOnFirstFailure: false,
    owner: userId,
  };
  try {
    const inputs = body.visibleTestCases.map((c) => c.input);
    const { result, rejected } = await deps.queue.submit(userId, async () => ({
      // The form's input validator on the visible inputs, as saving would prove it (issue 33).
      rejected: body.inputValidator ? await rejectedInputs(deps.judge, { inputValidator: body.inputValidator }, inputs, userId) : [],
      result: await deps.judge.judge(request),
    }));
    return {
      checkerCompileOutput: result.checkerCompileOutput ?? null,
      compileOutput: result.compileOutput,
      cases: result.tests.map((test) => {
        const refusal = rejected[test.index];
        return { ...previewCase(test), ...(typeof refusal === 'string' ? { inputRejected: refusal } : {}) };
      }),
    };
  } catch (error) {
    if (error instanceof QueueFullError) throw queueRefusal(error);
    if (isHostFault(error)) throw judgeUnavailable();
    throw error;
  }
}
