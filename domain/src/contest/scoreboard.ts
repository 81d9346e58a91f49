import { PENALTY_MINUTES_PER_REJECTED_TRY, type ScoreboardCell, type ScoreboardRow, type ScoreboardView } from '@forge/contracts';
import { contestWindow, participantName, resultKey, virtualWindow, type VirtualRun } from './contest';
import type { ContestAttempt, ContestDocument } from './contestsProjection';

/** Who looks: admins and a result's owner see through the freeze. */
export interface Viewer {
  readonly userId: string;
  readonly admin: boolean;
}

export interface ScoreboardQuery {
  readonly viewer: Viewer;
  /** The server's clock, ISO. */
  readonly now: string;
  /** The standings as they stood this many minutes after the start (from the log: what was submitted and judged by then). */
  readonly atMinute?: number;
}

const minuteOf = (start: number, iso: string) => Math.floor((Date.parse(iso) - start) / 60_000);

/** What a cell shows of its attempts, in submission order, before ranking. */
interface Cell extends ScoreboardCell {
  readonly acceptedAt: number | null;
  readonly rejected: number;
}

function icpcCell(problemId: string, attempts: readonly (ContestAttempt | 'hidden')[], start: number): Cell {
  let tries = 0;
  let rejected = 0;
  for (const attempt of attempts) {
    // A try not yet judged, or behind the freeze: what follows it is unknown to this viewer.
    if (attempt === 'hidden' || !attempt.verdict) {
      return {
        problemId,
        tries: tries + 1,
        acceptedAtMinute: null,
        pending: true,
        firstToSolve: false,
        score: 0,
        acceptedAt: null,
        rejected,
      };
    }
    if (attempt.verdict.compileError) continue;
    tries++;
    if (attempt.verdict.status === 'accepted') {
      const at = Date.parse(attempt.submittedAt);
      return {
        problemId,
        tries,
        acceptedAtMinute: minuteOf(start, attempt.submittedAt),
        pending: false,
        firstToSolve: false,
        score: 1,
        acceptedAt: at,
        rejected,
      };
    }
    rejected++;
  }
  return { problemId, tries, acceptedAtMinute: null, pending: false, firstToSolve: false, score: 0, acceptedAt: null, rejected };
}

/** IOI: the best score of the attempts this viewer may see; a problem without subtasks scores 100 when accepted. */
function ioiCell(problemId: string, attempts: readonly (ContestAttempt | 'hidden')[], start: number): Cell {
  let best = 0;
  let bestAt: string | null = null;
  let pending = false;
  let full = false;
  for (const attempt of attempts) {
    if (attempt === 'hidden' || !attempt.verdict) {
      pending = true;
      continue;
    }
    const { score, status } = attempt.verdict;
    const points = score ?? (status === 'accepted' ? 100 : 0);
    if (points > best) [best, bestAt] = [points, attempt.submittedAt];
    if (status === 'accepted' && !full) [full, bestAt] = [true, attempt.submittedAt];
  }
  const acceptedAt = full && bestAt ? Date.parse(bestAt) : null;
  const acceptedAtMinute = full && bestAt ? minuteOf(start, bestAt) : null;
  return { problemId, tries: attempts.length, acceptedAtMinute, pending, firstToSolve: false, score: best, acceptedAt, rejected: 0 };
}

/** Whether the freeze hides anything from learners now: if not, every learner sees the same standings. */
export function freezeHolds(contest: ContestDocument, now: string): boolean {
  return contest.settings.freezeMinutes > 0 && !contest.unfrozenAll && Date.parse(now) >= contestWindow(contest.settings).freezeStart;
}

/**
 * The learners whose own view differs from everyone else's now: during the freeze, those with tries
 * from the freeze on, which they see and others do not. The rest share one board.
 */
export function seeingThroughFreeze(contest: ContestDocument, now: string): ReadonlySet<string> {
  if (!freezeHolds(contest, now)) return new Set();
  const { freezeStart } = contestWindow(contest.settings);
  return new Set(contest.attempts.filter((a) => Date.parse(a.submittedAt) >= freezeStart).map((a) => a.userId));
}

/** Each participant's cells as one viewer sees them, before first-to-solve and ranking. */
interface CellRow {
  readonly registration: { readonly userId: string; readonly firstName: string; readonly lastName: string };
  readonly cells: readonly Cell[];
  /** A virtual run's row (issue 36): ranked among the real ones, never moving them. */
  readonly virtual?: boolean;
}

/** The viewer's virtual run while it lasts: during it they see the standings as of their own minute. */
export function runningVirtual(contest: ContestDocument, userId: string, now: string): VirtualRun | undefined {
  const run = contest.virtuals?.find((r) => r.userId === userId);
  if (!run) return undefined;
  const { start, end } = virtualWindow(contest.settings, run);
  const at = Date.parse(now);
  return at >= start && at < end ? run : undefined;
}

/**
 * A virtual participant's attempt moved onto the contest's clock: submitted and judged as long
 * after the contest's start as it was after their run's (attempts outside their run are dropped).
 */
function onContestClock(run: VirtualRun, attempt: ContestAttempt, start: number, duration: number): ContestAttempt | null {
  const shift = start - Date.parse(run.startedAt);
  const submitted = Date.parse(attempt.submittedAt) + shift;
  if (submitted < start || submitted >= start + duration) return null;
  const moved = (iso: string) => new Date(Date.parse(iso) + shift).toISOString();
  const verdict = attempt.verdict && { ...attempt.verdict, judgedAt: moved(attempt.verdict.judgedAt) };
  return { ...attempt, submittedAt: moved(attempt.submittedAt), ...(verdict ? { verdict } : {}) };
}

interface Cut {
  readonly freezing: boolean;
  readonly rows: readonly CellRow[];
}

/**
 * The cells of a contest for one viewer (every participant's, or `onlyUserId`'s alone). During the
 * freeze and after it until unfrozen, others' attempts submitted from the freeze on show as pending.
 */
function cellRows(contest: ContestDocument, query: ScoreboardQuery, onlyUserId?: string): Cut {
  const { start, end, freezeStart } = contestWindow(contest.settings);
  // During their own virtual run a learner sees no further than their minute (issue 36).
  const run = query.viewer.admin ? undefined : runningVirtual(contest, query.viewer.userId, query.now);
  const ownCut = run ? start + (Date.parse(query.now) - Date.parse(run.startedAt)) : Infinity;
  const asked = query.atMinute === undefined ? Infinity : start + query.atMinute * 60_000;
  const cut = Math.min(asked, ownCut, Date.parse(query.now));
  const virtuals = new Map((contest.virtuals ?? []).map((r) => [r.userId, r]));
  const freezing = contest.settings.freezeMinutes > 0 && !contest.unfrozenAll && !query.viewer.admin && cut >= freezeStart;
  const unfrozen = new Set(contest.unfrozen);
  const hidden = (a: ContestAttempt) =>
    freezing &&
    a.userId !== query.viewer.userId &&
    Date.parse(a.submittedAt) >= freezeStart &&
    !unfrozen.has(resultKey(a.userId, a.problemId));
  // Replayed at a minute: a verdict recorded after it was still being judged then.
  const seenAt = (a: ContestAttempt): ContestAttempt =>
    a.verdict && Date.parse(a.verdict.judgedAt) > cut ? { ...a, verdict: undefined } : a;
  const seen = (a: ContestAttempt): ContestAttempt | 'hidden' => (hidden(a) ? 'hidden' : seenAt(a));
  // Each participant's tries on each problem, in submission order, gathered in one pass.
  const byResult = new Map<string, (ContestAttempt | 'hidden')[]>();
  for (const made of contest.attempts) {
    if (onlyUserId !== undefined && made.userId !== onlyUserId) continue;
    const virtualRun = virtuals.get(made.userId);
    const a = virtualRun ? onContestClock(virtualRun, made, start, end - start) : made;
    if (!a) continue;
    const submitted = Date.parse(a.submittedAt);
    if (submitted > cut || submitted >= end) continue;
    const key = resultKey(a.userId, a.problemId);
    const list = byResult.get(key) ?? [];
    if (list.length === 0) byResult.set(key, list);
    // A virtual run's tries are its own and never behind the freeze.
    list.push(virtualRun ? seenAt(a) : seen(a));
  }
  const cellOf = contest.settings.rules === 'icpc' ? icpcCell : ioiCell;
  const everyone = [
    ...contest.registrations.map((r) => ({ r, virtual: false })),
    ...[...virtuals.values()].map((r) => ({ r, virtual: true })),
  ];
  const rows = everyone
    .filter(({ r }) => onlyUserId === undefined || r.userId === onlyUserId)
    .map(({ r, virtual }) => ({
      registration: r,
      virtual,
      cells: contest.problemIds.map((p) => cellOf(p, byResult.get(resultKey(r.userId, p)) ?? [], start)),
    }));
  return { freezing, rows };
}

/** The standings from the cells: first to solve (the earliest accept shown), then ranks (ICPC: solved, then penalty; IOI: score). */
function ranked(contest: ContestDocument, { freezing, rows }: Cut): ScoreboardView {
  // First to solve: the earliest accept of each problem this viewer may see.
  const firsts = new Map<string, number>();
  for (const { cells, virtual } of rows) {
    if (virtual) continue;
    for (const c of cells)
      if (c.acceptedAt !== null && c.acceptedAt < (firsts.get(c.problemId) ?? Infinity)) firsts.set(c.problemId, c.acceptedAt);
  }
  const unranked = rows.map(({ registration, cells, virtual = false }) => {
    const problems = cells.map(({ acceptedAt, rejected: _r, ...cell }) => ({
      ...cell,
      firstToSolve: acceptedAt !== null && firsts.get(cell.problemId) === acceptedAt,
    }));
    const solved = cells.filter((c) => c.acceptedAtMinute !== null).length;
    const penalty =
      contest.settings.rules === 'icpc'
        ? cells.reduce(
            (sum, c) => (c.acceptedAtMinute === null ? sum : sum + c.acceptedAtMinute + PENALTY_MINUTES_PER_REJECTED_TRY * c.rejected),
            0,
          )
        : 0;
    const score = contest.settings.rules === 'icpc' ? solved : cells.reduce((sum, c) => sum + c.score, 0);
    return { userId: registration.userId, name: participantName(registration), solved, penalty, score, virtual, problems };
  });
  const better = (a: (typeof unranked)[number], b: (typeof unranked)[number]) =>
    contest.settings.rules === 'icpc' ? b.solved - a.solved || a.penalty - b.penalty : b.score - a.score;
  const sorted = [...unranked].sort(
    (a, b) => better(a, b) || Number(a.virtual) - Number(b.virtual) || a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId),
  );
  // A rank is one more than the real participants ahead: virtual rows take a place among them and move none.
  const real = sorted.filter((row) => !row.virtual);
  const result: ScoreboardRow[] = [];
  let ahead = 0;
  for (const row of sorted) {
    while (ahead < real.length && better(real[ahead]!, row) < 0) ahead++;
    result.push({ rank: ahead + 1, ...row });
  }
  return { frozen: freezing, rows: result };
}

/**
 * The standings of a contest for one viewer, from its document alone (so a rebuild of the log gives
 * the same). ICPC: solved, then penalty (the minute of each first accept plus 20 for each rejected
 * try before it; compile errors free). IOI: the sum of each problem's best score. During the
 * freeze and after it until unfrozen, others' attempts submitted from the freeze on show as pending.
 */
export function scoreboardOf(contest: ContestDocument, query: ScoreboardQuery): ScoreboardView {
  return ranked(contest, cellRows(contest, query));
}

/**
 * Boards for many viewers at one moment (a push to every watching socket), each what `scoreboardOf`
 * gives that viewer: admins share one, learners share one, and a learner with tries behind the
 * freeze (whose view differs only in their own row) gets the shared cells with their own row made
 * again for them, then ranked: not a whole board each.
 */
export function scoreboardsAt(contest: ContestDocument, now: string): (viewer: Viewer) => ScoreboardView {
  const own = seeingThroughFreeze(contest, now);
  const made = new Map<string, ScoreboardView>();
  let shared: Cut | undefined;
  return (viewer) => {
    const running = !viewer.admin && runningVirtual(contest, viewer.userId, now) !== undefined;
    const key = viewer.admin
      ? 'admin'
      : running
        ? `virtual:${viewer.userId}`
        : own.has(viewer.userId)
          ? `user:${viewer.userId}`
          : 'learner';
    const known = made.get(key);
    if (known) return known;
    let board: ScoreboardView;
    if (key === 'admin' || key === 'learner' || running) board = scoreboardOf(contest, { viewer, now });
    else {
      shared ??= cellRows(contest, { viewer: { userId: '', admin: false }, now });
      const [mine] = cellRows(contest, { viewer, now }, viewer.userId).rows;
      const rows = shared.rows.map((row) => (mine && row.registration.userId === viewer.userId ? mine : row));
      board = ranked(contest, { freezing: shared.freezing, rows });
    }
    made.set(key, board);
    return board;
  };
}
