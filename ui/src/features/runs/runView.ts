import { INVALID_CUSTOM_INPUT, Status, type CustomCaseResult, type RunResult, type RunTestCase } from '@forge/contracts';
import { judgeStatusLabel } from '../problem/format';
import type { SentCase } from './caseInputsStore';
import type { CaseView } from './components/CaseCard';

interface Example {
  readonly input: string;
  readonly output: string;
}

interface Progress {
  readonly statusId: number;
  readonly time?: number | undefined;
}

/** The headline of a finished run: all passed, or what failed first, in words. */
export type RunHeadline = { readonly success: true } | { readonly success: false; readonly error: string };

export interface RunView {
  /** The examples, an edited one in its own place with its edited input (issue 33). */
  readonly cases: readonly CaseView[];
  /** The learner's own inputs. */
  readonly custom: readonly CaseView[];
  /** Null while running, or when the run has no verdict to headline. */
  readonly headline: RunHeadline | null;
}

/** Why a custom case has no verdict, when the answer says the input itself was refused (e.g. by the problem's validator). */
function caseError(c: CustomCaseResult & { readonly validatorMessage?: string }): string | undefined {
  if (c.validatorMessage !== undefined) return `${c.note ?? INVALID_CUSTOM_INPUT}: ${c.validatorMessage}`;
  if (c.status_id === null && c.note?.startsWith(INVALID_CUSTOM_INPUT)) return c.note;
  return undefined;
}

const exampleView = (title: string, c: RunTestCase): CaseView => ({
  title,
  input: c.stdin,
  expected: c.expected_output,
  actual: c.stdout,
  statusId: c.status_id,
  ...(c.checkerMessage !== undefined ? { checkerMessage: c.checkerMessage } : {}),
  ...(c.transcript !== undefined ? { transcript: c.transcript } : {}),
});

function customView(title: string, c: CustomCaseResult): CaseView {
  const error = caseError(c);
  return {
    title,
    input: c.stdin,
    expected: c.expected_output,
    actual: c.stdout,
    stderr: c.stderr,
    statusId: error !== undefined ? null : c.status_id,
    note: error !== undefined ? null : c.note,
    ...(error !== undefined ? { error } : {}),
  };
}

/**
 * What the Testcase tab shows of a run. An edited example replaces that example: it shows once,
 * as "Case N" with its edited input and the reference's output, never also as a custom case. The
 * judge does not run the example as given (the answer's testCases leave it out), and the headline
 * is the shown cases' own.
 */
export function runView({
  running,
  examples,
  progress,
  result,
  sent,
}: {
  readonly running: boolean;
  readonly examples: readonly Example[];
  readonly progress: readonly (Progress | undefined)[];
  readonly result: RunResult | null;
  readonly sent: readonly SentCase[];
}): RunView {
  const replacing = (i: number) => sent.findIndex((s) => s.example === i);
  const own = sent.flatMap((s, j) => (s.example === null ? [j] : []));
  const ownTitle = (j: number) => `Custom case ${own.indexOf(j) + 1} (${sent[j]!.label})`;
  if (running) {
    const cases = examples.map((c, i): CaseView => {
      const j = replacing(i);
      if (j !== -1) return { title: `Case ${i + 1}`, input: sent[j]!.input, expected: null };
      return { title: `Case ${i + 1}`, input: c.input, expected: c.output, statusId: progress[i]?.statusId, time: progress[i]?.time };
    });
    return { cases, custom: own.map((j) => ({ title: ownTitle(j), input: sent[j]!.input, expected: null })), headline: null };
  }
  if (!result) return { cases: [], custom: [], headline: null };
  const rows = result.customTestCases ?? [];
  // A run that failed outright (it did not compile) has no custom rows: its examples show as they came.
  const replaced = rows.length === sent.length;
  // The examples that ran as given, in the order the answer's testCases hold them.
  const ran = examples.flatMap((_, i) => (replaced && replacing(i) !== -1 ? [] : [i]));
  const cases = examples.flatMap((_, i) => {
    const j = replaced ? replacing(i) : -1;
    if (j !== -1) return [customView(`Case ${i + 1}`, rows[j]!)];
    const c = result.testCases[ran.indexOf(i)];
    return c ? [exampleView(`Case ${i + 1}`, c)] : [];
  });
  const custom = replaced ? own.map((j) => customView(ownTitle(j), rows[j]!)) : [];
  return { cases, custom, headline: headlineOf(result, replaced && sent.some((s) => s.example !== null), [...cases, ...custom]) };
}

/** The server's headline, unless an edited example stands in for one it judged: then the first shown case that failed. */
function headlineOf(result: RunResult, recount: boolean, shown: readonly CaseView[]): RunHeadline {
  const kind = result.failure?.kind;
  if (!recount || kind === 'compile' || kind === 'judge' || result.testCases.length === 0) {
    return result.success ? { success: true } : { success: false, error: result.error ?? 'Some test cases failed' };
  }
  const failed = shown.find((c) => typeof c.statusId === 'number' && c.statusId !== Status.Accepted);
  if (!failed) return { success: true };
  const detail = failed.stderr?.trim() && failed.statusId !== Status.WrongAnswer ? `\n${failed.stderr.trim()}` : '';
  return { success: false, error: `${judgeStatusLabel(failed.statusId as number)} on ${failed.title}${detail}` };
}
