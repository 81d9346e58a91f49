import {
  problemLanguageOf,
  problemLanguages,
  requiredProblemLanguages,
  scoreSubtasks,
  type ProblemLanguage,
  type Subtask,
  type ImportReport,
  type SubmissionReport,
  type WrongSolutionVerdict,
} from '@forge/contracts';
import type { ProblemContent } from '@forge/domain';
import { isHostFault, Status, untilHealthy, type Judge, type JudgeRequest, type JudgeResult } from '@forge/judge';
import { problemLimits } from '../../judging/judging';
import { HttpError } from '../../http/errors';
import { proveInputValidator, verdictName, wrongSolutionVerdict } from '../proveProblem';
import type { ProblemPackage, TimeRule } from './readPackage';
import type { PackageSubmission } from './submissions';
import { PackageRefused } from './zip';

export type { ImportReport, SubmissionReport };

/** Where an import's proof stands: submissions judged so far, of all the package's. */
export interface ProofProgress {
  readonly judged: number;
  readonly total: number;
}

/** The platform's time limits (contracts: 0.5 to 10 seconds). */
const MIN_TIME = 0.5;
const MAX_TIME = 10;
const COMPILER_OUTPUT_CAP = 2000;

/** The time limit the format's rule gives over the slowest accepted submission's CPU seconds. */
export function timeLimitOf(rule: TimeRule, slowest: number): number {
  if (rule.kind === 'given') return rule.seconds;
  if (rule.kind === 'legacy') return Math.max(1, Math.floor(0.5 + slowest * rule.multiplier));
  const steps = Math.max(1, Math.ceil((slowest * rule.multiplier) / rule.resolution - 1e-9));
  return steps * rule.resolution;
}

const START_CODE: Readonly<Record<ProblemLanguage, string>> = {
  'C++': '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n  // Read the input from stdin, write the answer to stdout.\n}\n',
  Java: 'import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) {\n        // Read the input from System.in, write the answer to System.out.\n    }\n}\n',
  JavaScript: "const input = require('fs').readFileSync(0, 'utf8');\n// Write the answer with console.log.\n",
  Python: 'import sys\n\ndata = sys.stdin.read()\n# Print the answer.\n',
  C: '#include <stdio.h>\n\nint main(void) {\n  /* Read the input from stdin, write the answer to stdout. */\n  return 0;\n}\n',
};

/** Attempts of one job when the judge's host, not the program, fails (the judge busy or restarting). */
const HOST_ATTEMPTS = 3;
const HEALTHY_WITHIN_MS = 60_000;

/**
 * Judges a job again once the judge is healthy when its host failed it: a package's proof is many
 * jobs, and one host fault on the way is no verdict of the package's.
 */
export async function judgeThroughHostFaults(
  judge: Pick<Judge, 'judge'> & Partial<Pick<Judge, 'health' | 'untilHealthy'>>,
  request: JudgeRequest,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await judge.judge(request);
    } catch (error) {
      if (!isHostFault(error) || attempt >= HOST_ATTEMPTS) throw error;
      if (judge.health)
        await untilHealthy({ health: judge.health, untilHealthy: judge.untilHealthy?.bind(judge) }, { timeoutMs: HEALTHY_WITHIN_MS });
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

/** What a judged submission got, in the words its folder expects. */
function actualOf(submission: PackageSubmission, result: JudgeResult, subtasks: readonly Subtask[] | undefined, visible: number) {
  const shifted = subtasks?.map((s) => ({ ...s, cases: s.cases.map((i) => i + visible) }));
  const score = shifted ? scoreSubtasks(shifted, result.tests) : undefined;
  const declared = (submission.expected.find((v) => v !== 'Accepted') ?? 'Wrong Answer') as WrongSolutionVerdict;
  const verdict = submission.expected.includes('Accepted') ? verdictName(result) : wrongSolutionVerdict(result, score, declared);
  // The format has no memory verdict: a run time error's folder holds solutions that run out of memory too.
  const named = verdict === 'Memory Limit Exceeded' && submission.expected.includes('Runtime Error') ? 'Runtime Error' : verdict;
  const ok = submission.expected.includes(named as never) && (verdict !== 'Partial' || score?.score === submission.expectedScore);
  return { verdict, ok, actual: verdict === 'Partial' ? `Partial (${score?.score ?? 0} of ${score?.maxScore ?? 0} points)` : verdict };
}

/**
 * Proves a package as the platform proves a problem, submission by submission: the input
 * validator over every input first, then the accepted submissions (at the given time limit, or
 * at the platform's largest to measure the slowest for the format's multiplier rule), then every
 * other at the time limit found. A checker that does not compile refuses the package; the report
 * lists every submission with its expected and actual verdict and time. Returns the problem's
 * content: a reference per language from the accepted submissions (C++, Java and JavaScript are
 * required), the others its wrong solutions.
 */
export async function provePackage(
  judge: Pick<Judge, 'judge'> & Partial<Pick<Judge, 'health' | 'untilHealthy'>>,
  pkg: ProblemPackage,
  onJudged: (report: SubmissionReport, progress: ProofProgress) => void = () => {},
): Promise<{ content: ProblemContent; report: ImportReport }> {
  const cases = [
    ...pkg.samples.map((c) => ({ label: c.name, input: c.input, expectedOutput: c.output })),
    ...pkg.secret.map((c) => ({ label: c.name, input: c.input, expectedOutput: c.output })),
  ];
  const retrying = { judge: (request: JudgeRequest) => judgeThroughHostFaults(judge, request) };
  await proveInputValidator(retrying, { inputValidator: pkg.inputValidator }, cases).catch((error: unknown) => {
    // The validator's own refusal refuses the package; a host that failed is the judge's fault, not the package's.
    throw error instanceof HttpError ? new PackageRefused([error.message]) : error;
  });
  const limitsAt = (seconds: number, language: PackageSubmission['language']) =>
    problemLimits({ timeLimitSeconds: seconds, memoryLimitMb: pkg.memoryLimitMb, outputLimitKb: pkg.outputLimitKb }, language);
  const visible = pkg.samples.length;
  const subtasks = pkg.subtasks?.map((s) => ({ ...s, cases: s.cases.map((i) => i + visible) }));
  const run = (submission: PackageSubmission, seconds: number) =>
    judgeThroughHostFaults(judge, {
      language: submission.language,
      code: submission.code,
      tests: cases,
      limits: limitsAt(seconds, submission.language),
      validation: pkg.validation,
      ...(subtasks && !submission.expected.includes('Accepted') ? { stopOnFirstFailure: false, subtasks } : { stopOnFirstFailure: true }),
    });
  const accepted = pkg.submissions.filter((s) => s.expected.includes('Accepted'));
  const others = pkg.submissions.filter((s) => !s.expected.includes('Accepted'));
  const measured = pkg.timeRule.kind === 'given' ? pkg.timeRule.seconds : MAX_TIME;
  const judged: { submission: PackageSubmission; result: JudgeResult }[] = [];
  const refuseUnbuilt = (result: JudgeResult) => {
    if (result.checkerCompileOutput !== undefined) {
      const what = pkg.validation.kind === 'interactor' ? 'interactor' : 'output validator';
      throw new PackageRefused([`the ${what} does not compile: ${result.checkerCompileOutput.slice(0, COMPILER_OUTPUT_CAP)}`]);
    }
  };
  // One job at a time: the judge spreads each job's cases over its slots, an import is background
  // work beside learners' submissions, and jobs of one large input at once race for its cached file.
  // Each one's report goes out as it is judged (the admin's screen shows the proof as it goes).
  const total = pkg.submissions.length;
  const reportOf = (submission: PackageSubmission, result: JudgeResult): SubmissionReport => {
    const { ok, actual } = actualOf(submission, result, pkg.subtasks, visible);
    const expected = submission.expected.map((v) => (v === 'Partial' ? `Partial (${submission.expectedScore} points)` : v)).join(' or ');
    return { path: submission.path, language: submission.language, expected, actual, timeSeconds: result.time, ok };
  };
  const inTurn = async (list: readonly PackageSubmission[], seconds: number) => {
    const done: { submission: PackageSubmission; result: JudgeResult }[] = [];
    for (const submission of list) {
      const result = await run(submission, seconds);
      refuseUnbuilt(result);
      done.push({ submission, result });
      onJudged(reportOf(submission, result), { judged: judged.length + done.length, total });
    }
    return done;
  };
  const first = await inTurn(accepted, measured);
  judged.push(...first);
  const slowest = Math.max(0, ...first.filter((j) => j.result.statusId === Status.Accepted).map((j) => j.result.time));
  const exact = timeLimitOf(pkg.timeRule, slowest);
  const timeLimitSeconds = Math.min(MAX_TIME, Math.max(MIN_TIME, exact));
  const warnings = [...pkg.warnings];
  if (timeLimitSeconds !== exact)
    warnings.push(`the time limit ${exact} s is outside the platform's ${MIN_TIME} to ${MAX_TIME} s: ${timeLimitSeconds} s is used`);
  const rest = await inTurn(others, timeLimitSeconds);
  judged.push(...rest);

  const reports = judged.map(({ submission, result }) => ({ submission, result, report: reportOf(submission, result) }));

  const references = new Map<ProblemLanguage, string>();
  for (const { submission, report } of reports) {
    const language = problemLanguageOf[submission.language];
    if (submission.expected.includes('Accepted') && report.ok && !references.has(language)) references.set(language, submission.code);
  }
  // Forced past a failed proof, an accepted submission that failed may still stand as its language's reference.
  for (const { submission } of reports) {
    const language = problemLanguageOf[submission.language];
    if (submission.expected.includes('Accepted') && !references.has(language)) references.set(language, submission.code);
  }
  const missing = requiredProblemLanguages.filter((language) => !references.has(language));
  if (missing.length > 0) {
    throw new PackageRefused([
      `every problem has a reference solution in ${requiredProblemLanguages.join(', ')} (the platform's three): submissions/accepted has none in ${missing.join(', ')}`,
    ]);
  }
  // In the editor's order, as the form keeps them.
  const languages = problemLanguages.filter((language) => references.has(language));
  const wrongSolutions = reports
    .filter(({ submission }) => !submission.expected.includes('Accepted'))
    .slice(0, 10)
    .map(({ submission, report }) => {
      const verdict = (report.ok ? report.actual.replace(/ \(.*$/, '') : submission.expected[0]) as WrongSolutionVerdict;
      return {
        language: problemLanguageOf[submission.language],
        completeCode: submission.code,
        expectedVerdict: verdict,
        ...(verdict === 'Partial' ? { expectedScore: submission.expectedScore } : {}),
      };
    });
  if (others.length > 10) warnings.push(`${others.length} wrong submissions: the first 10 are kept as the problem's wrong solutions`);
  const content: ProblemContent = {
    title: pkg.title,
    description: pkg.description,
    difficulty: pkg.difficulty,
    tags: pkg.tags,
    visibleTestCases: pkg.samples.map((c, i) => ({ input: c.input, output: c.output, explanation: `Sample ${i + 1} of the package.` })),
    hiddenTestCases: pkg.secret.map((c) => ({ input: c.input, output: c.output })),
    startCode: languages.map((language) => ({ language, initialCode: pkg.templates[language] ?? START_CODE[language] })),
    referenceSolution: languages.map((language) => ({ language, completeCode: references.get(language)! })),
    ...(wrongSolutions.length > 0 ? { wrongSolutions } : {}),
    timeLimitSeconds,
    ...(pkg.memoryLimitMb ? { memoryLimitMb: pkg.memoryLimitMb } : {}),
    ...(pkg.outputLimitKb ? { outputLimitKb: pkg.outputLimitKb } : {}),
    validation: pkg.validation,
    ...(pkg.inputValidator ? { inputValidator: pkg.inputValidator } : {}),
    ...(pkg.subtasks
      ? {
          subtasks: pkg.subtasks.map((s) => ({
            name: s.name,
            points: s.points,
            cases: [...s.cases],
            ...(s.dependsOn ? { dependsOn: [...s.dependsOn] } : {}),
          })),
        }
      : {}),
  };
  return {
    content,
    report: {
      title: pkg.title,
      format: pkg.format,
      timeLimitSeconds,
      timeLimitFrom: pkg.timeRule.kind === 'given' ? 'given' : 'multiplier rule',
      proven: reports.every((r) => r.report.ok),
      submissions: reports.map((r) => r.report),
      warnings,
      skipped: pkg.skipped,
    },
  };
}
