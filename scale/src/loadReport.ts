/**
 * What a load run comes to: the log read back against what the learners sent, as figures, the
 * problems found (anything lost, twice, wrong or pending) and the report printed line by line.
 */
import type { LearnerReport } from './learner';
import type { RecordedSubmission } from './logCheck';
import { expectations, expectedVerdict, languages } from './programs';

export interface LoadFigures {
  readonly sent: number;
  readonly answered: number;
  readonly failed: number;
  readonly refused: number;
  readonly recorded: number;
  readonly verdicts: number;
  readonly exactlyOnce: number;
  readonly pending: number;
  readonly wrongVerdicts: number;
  /** Verdicts of Internal Error (13): a host fault that reached a learner; any fails the run. */
  readonly internalErrors: number;
  readonly latencyMs: { readonly p50: number; readonly p95: number; readonly p99: number };
  readonly logLatencyMs: { readonly p50: number; readonly p95: number; readonly p99: number };
  readonly perMinute: number;
  readonly progressPerSocket: { readonly min: number; readonly median: number; readonly max: number };
}

export interface LoadResult {
  /** True when nothing was lost and every verdict was right. */
  readonly ok: boolean;
  /** What went wrong, one line each. */
  readonly problems: readonly string[];
  readonly figures: LoadFigures;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function percentiles(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** Judge0's Internal Error: the judge, not the program, failed (a host fault, a parked submission). */
function isInternalError(verdict: RecordedSubmission['verdicts'][number]): boolean {
  return verdict.failure?.statusId === 13 || verdict.errorMessage?.startsWith('Internal Error') === true;
}

/** Does the log's verdict fit the program? */
function verdictProblem(submission: RecordedSubmission): string | undefined {
  const verdict = submission.verdicts[0];
  if (!verdict) return undefined;
  const expected = expectedVerdict(submission.marker.expect);
  const message = verdict.errorMessage;
  const fits =
    verdict.status === expected.status &&
    (expected.errorPrefix === null ? message === null : message?.startsWith(expected.errorPrefix) === true);
  if (fits) return undefined;
  const m = submission.marker;
  return `submission ${submission.submissionId} (learner ${m.learner} #${m.seq}, ${m.language}, expected ${m.expect}) was judged ${verdict.status}: ${JSON.stringify(message?.slice(0, 120) ?? null)}`;
}

/** The run's figures and problems, from what was sent and what the log recorded; `say` prints the report. */
export function judgeRun(input: {
  reports: readonly LearnerReport[];
  floodReports: readonly LearnerReport[];
  recorded: Map<string, RecordedSubmission>;
  problems: string[];
  durationMs: number;
  t0: number;
  say: (line: string) => void;
}): LoadResult {
  const { recorded, problems, say } = input;
  const reports = [...input.reports, ...input.floodReports];
  const sent = reports.flatMap((r) => r.sent);
  const answered = sent.filter((s) => s.outcome === 'answered');
  const failed = sent.filter((s) => s.outcome === 'failed');
  const refused = sent.filter((s) => s.outcome === 'refused');
  const list = [...recorded.values()];
  const pending = list.filter((s) => s.verdicts.length === 0);
  const twice = list.filter((s) => s.verdicts.length > 1);
  const exactlyOnce = list.filter((s) => s.verdicts.length === 1);
  const wrong = list.flatMap((s) => verdictProblem(s) ?? []);
  const internalErrors = list.filter((s) => s.verdicts.some(isInternalError));
  const key = (m: { learner: number; seq: number }) => `${m.learner}#${m.seq}`;
  const recordedByMarker = new Map<string, RecordedSubmission[]>();
  for (const s of list) recordedByMarker.set(key(s.marker), [...(recordedByMarker.get(key(s.marker)) ?? []), s]);

  for (const r of reports) if (r.fatal) problems.push(`learner ${r.index} could not run: ${r.fatal}`);
  if (list.length === 0) problems.push('no submission of this run was recorded');
  for (const s of pending) problems.push(`submission ${s.submissionId} (learner ${s.marker.learner} #${s.marker.seq}) is still pending`);
  for (const s of twice) problems.push(`submission ${s.submissionId} has ${s.verdicts.length} verdicts`);
  problems.push(...wrong);
  if (internalErrors.length > 0)
    problems.push(
      `${internalErrors.length} submission(s) judged Internal Error, e.g. ${internalErrors[0]!.submissionId}: no program of the load earns one`,
    );
  for (const [k, same] of recordedByMarker) if (same.length > 1) problems.push(`program ${k} was recorded ${same.length} times`);
  for (const s of answered) {
    const inLog = recorded.get(s.submissionId!);
    if (!inLog) problems.push(`submission ${s.submissionId} was answered but is not in the log`);
    else if (inLog.verdicts[0] && (inLog.verdicts[0].status === 'accepted') !== s.accepted)
      problems.push(`submission ${s.submissionId} was answered accepted=${s.accepted} but the log says ${inLog.verdicts[0].status}`);
  }
  for (const r of reports) {
    const ranTests = r.sent.some((s) => s.outcome === 'answered' && s.marker.expect !== 'compile');
    if (ranTests && r.progressEvents === 0) problems.push(`learner ${r.index}'s socket saw no judge:progress event`);
  }

  // The well-behaved learners' wait: what a flood must not spoil.
  const answeredBy = (group: readonly LearnerReport[]) =>
    group.flatMap((r) => r.sent.filter((s) => s.outcome === 'answered').map((s) => s.ms!));
  const latencyMs = percentiles(answeredBy(input.reports));
  const floodLatencyMs = percentiles(answeredBy(input.floodReports));
  const judgedAt = list.flatMap((s) => (s.verdicts[0] ? [Date.parse(s.verdicts[0].judgedAt)] : []));
  const logLatencyMs = percentiles(list.flatMap((s) => (s.verdicts[0] ? [Date.parse(s.verdicts[0].judgedAt) - s.requestedAt] : [])));
  const spanMs = Math.max(input.durationMs, (judgedAt.length > 0 ? Math.max(...judgedAt) : input.t0) - input.t0);
  const perMinute = Math.round((judgedAt.length / (spanMs / 60_000)) * 10) / 10;
  const progress = reports.map((r) => r.progressEvents).sort((a, b) => a - b);
  const progressPerSocket = { min: progress[0] ?? 0, median: percentile(progress, 50), max: progress.at(-1) ?? 0 };
  const recordedAfterFailure = failed.filter((s) => recordedByMarker.has(key(s.marker))).length;
  const figures: LoadFigures = {
    sent: answered.length + failed.length,
    answered: answered.length,
    failed: failed.length,
    refused: refused.length,
    recorded: list.length,
    verdicts: list.reduce((n, s) => n + s.verdicts.length, 0),
    exactlyOnce: exactlyOnce.length,
    pending: pending.length,
    wrongVerdicts: wrong.length,
    internalErrors: internalErrors.length,
    latencyMs,
    logLatencyMs,
    perMinute,
    progressPerSocket,
  };

  const reasons = [...new Set(failed.map((s) => s.failure ?? '?'))].slice(0, 4).join('; ');
  const byKind = expectations
    .map((e) => `${e} ${list.filter((s) => s.marker.expect === e).length}`)
    .concat(languages.map((l) => `${l} ${list.filter((s) => s.marker.language === l).length}`))
    .join(', ');
  const sum = (f: (r: LearnerReport) => number) => reports.reduce((n, r) => n + f(r), 0);
  say('');
  say(
    `submissions sent:        ${figures.sent} (${figures.answered} answered with their verdict, ${figures.failed} cut off by a kill or a 5xx)`,
  );
  if (failed.length > 0) say(`  cut off, then found in the log anyway: ${recordedAfterFailure} of ${failed.length} (${reasons})`);
  say(`  refused by a full queue and sent again: ${sum((r) => r.retried)}; refused until the end: ${figures.refused}`);
  say(`  other requests sent again after a failure: ${sum((r) => r.requestRetries)}`);
  say(`recorded in the log:     ${figures.recorded} (${byKind})`);
  say(
    `verdicts in the log:     ${figures.verdicts}; exactly one: ${figures.exactlyOnce}; more than one: ${twice.length}; pending: ${figures.pending}`,
  );
  say(
    `verdicts right for their program: ${figures.recorded - pending.length - figures.wrongVerdicts} of ${figures.recorded - pending.length}`,
  );
  say(`Internal Error verdicts:  ${figures.internalErrors}`);
  say(
    `progress events per socket: min ${progressPerSocket.min}, median ${progressPerSocket.median}, max ${progressPerSocket.max}; ` +
      `judge:done ${sum((r) => r.doneEvents)}; socket reconnects ${sum((r) => Math.max(0, r.socketConnects - 1))}`,
  );
  say(`submit to verdict (learners, answered, ms): p50 ${latencyMs.p50}, p95 ${latencyMs.p95}, p99 ${latencyMs.p99}`);
  if (input.floodReports.length > 0)
    say(`submit to verdict (flooders, answered, ms): p50 ${floodLatencyMs.p50}, p95 ${floodLatencyMs.p95}, p99 ${floodLatencyMs.p99}`);
  say(`requested to judged (the log, ms): p50 ${logLatencyMs.p50}, p95 ${logLatencyMs.p95}, p99 ${logLatencyMs.p99}`);
  say(`throughput: ${perMinute} verdicts/min`);
  say(problems.length === 0 ? 'OK: nothing lost, every verdict right' : `FAILED: ${problems.length} problem(s)`);
  for (const p of problems.slice(0, 30)) say(`  - ${p}`);
  return { ok: problems.length === 0, problems, figures };
}
