import type { Difficulty } from '@forge/contracts';
import type { AppDeps } from '../../appDeps';
import { HttpError } from '../../http/errors';
import { problemContentBody } from '../contentBody';
import { executeProblemCommand } from '../execute';
import { provePackage, type ImportReport, type ProofProgress, type SubmissionReport } from './provePackage';
import { readProblemPackage } from './readPackage';
import { PackageRefused } from './zip';

export interface ImportOptions {
  /** Import even when a submission did not get its folder's verdict: the problem then says it is unproven. */
  readonly force?: boolean;
  readonly difficulty?: Difficulty;
  readonly tags?: string;
  readonly by: string;
  readonly now: string;
  /** Each submission's report as it is judged, with how many of all are judged. */
  readonly onJudged?: (report: SubmissionReport, progress: ProofProgress) => void;
}

/** A package whose proof failed, not forced: 400 with the report, so the admin sees every verdict. */
export class ProofFailed extends HttpError {
  constructor(readonly report: ImportReport) {
    const failed = report.submissions.filter((s) => !s.ok).map((s) => `${s.path} should get ${s.expected} but got ${s.actual}`);
    super(400, `The package's proof failed: ${failed.join('; ')}. Import it with force to keep it as unproven.`, 'PROOF_FAILED');
  }
}

/** The first line of an unproven problem's statement: the field learners and admins see. */
export const UNPROVEN_NOTE = '> **Unproven:** this problem was imported although its own submissions did not all get their verdicts.';

/**
 * Imports the package folder `dir` as a new problem through the create-problem command, once it
 * is read (every problem of it named in one refusal) and proven by its own submissions.
 */
export async function importPackage(
  deps: Pick<AppDeps, 'judge' | 'store' | 'projections' | 'newId'>,
  dir: string,
  options: ImportOptions,
): Promise<{ problemId: string; report: ImportReport }> {
  const pkg = await readProblemPackage(dir, { difficulty: options.difficulty, tags: options.tags });
  const { content, report } = await provePackage(deps.judge, pkg, options.onJudged);
  if (!report.proven && !options.force) throw new ProofFailed(report);
  const described = report.proven ? content : { ...content, description: `${UNPROVEN_NOTE}\n\n${content.description}` };
  const parsed = problemContentBody.safeParse(described);
  if (!parsed.success) throw new PackageRefused(parsed.error.issues.map((i) => `${i.path.join('.') || 'the problem'}: ${i.message}`));
  const problemId = deps.newId();
  await executeProblemCommand(deps, problemId, {
    type: 'CreateProblem',
    data: { problemId, content: parsed.data, by: options.by, now: options.now },
  });
  return { problemId, report };
}
