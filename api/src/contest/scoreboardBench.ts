import { performance } from 'node:perf_hooks';
import {
  contestsProjection,
  scoreboardOf,
  scoreboardsAt,
  seeingThroughFreeze,
  type ContestDocument,
  type ContestReadEvent,
} from '@forge/domain';

/* eslint-disable no-console -- a benchmark prints its results */
/**
 * What a scoreboard costs at the contest scale (issue 36): 200 contestants, 5 problems, a
 * 10-minute contest with 2,000 submissions judged. Folds the contest's read model from its events
 * (as the projection does live), then times one push: the standings made once for each of the 200
 * watching sockets (the freeze is per viewer). `npx tsc -b && node api/dist/contest/scoreboardBench.js`
 */
const CONTESTANTS = 200;
const PROBLEMS = ['p1', 'p2', 'p3', 'p4', 'p5'];
const SUBMISSIONS = 2000;
const start = Date.parse('2026-01-10T10:00:00.000Z');
const at = (ms: number) => new Date(start + ms).toISOString();

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

const events: ContestReadEvent[] = [
  {
    type: 'ContestCreated',
    data: {
      contestId: 'c1',
      title: 'Bench',
      description: 'Bench',
      type: 'weekly',
      difficulty: 'medium',
      startTime: at(0),
      durationMinutes: 10,
      maxParticipants: CONTESTANTS,
      prizes: [],
      rules: 'icpc',
      freezeMinutes: 2,
      rated: true,
      createdBy: 'admin',
      createdAt: at(-60_000),
    },
  },
  { type: 'ContestProblemsSet', data: { contestId: 'c1', problemIds: PROBLEMS, setBy: 'admin', setAt: at(-60_000) } },
];
for (let u = 0; u < CONTESTANTS; u++) {
  events.push({
    type: 'ContestantRegistered',
    data: { contestId: 'c1', userId: `u${u}`, firstName: `User ${u}`, lastName: '', registeredAt: at(-1000) },
  });
}
for (let s = 0; s < SUBMISSIONS; s++) {
  const [userId, problemId, when] = [
    `u${Math.floor(random() * CONTESTANTS)}`,
    PROBLEMS[Math.floor(random() * PROBLEMS.length)]!,
    (s / SUBMISSIONS) * 600_000,
  ];
  const submissionId = `s${s}`;
  events.push({
    type: 'SubmissionRequested',
    data: { submissionId, userId, problemId, language: 'cpp', code: 'x', testCasesTotal: 3, requestedAt: at(when), contestId: 'c1' },
  });
  const accepted = random() < 0.4;
  const compile = !accepted && random() < 0.1;
  events.push({
    type: 'SubmissionJudged',
    data: {
      submissionId,
      userId,
      problemId,
      status: accepted ? 'accepted' : compile ? 'error' : 'wrong',
      runtime: 0,
      memory: 0,
      testCasesPassed: accepted ? 3 : 0,
      testCasesTotal: 3,
      errorMessage: accepted ? null : 'x',
      failure: accepted
        ? null
        : { kind: compile ? 'compile' : 'case', statusId: 4, status: 'x', caseNumber: null, hidden: true, detail: null },
      judgedAt: at(when + 500),
      contestId: 'c1',
    },
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
let doc: ContestDocument | null = null;
const foldStarted = performance.now();
events.forEach((event, i) => {
  doc = contestsProjection.evolve(doc, event, {
    streamId: 's',
    revision: i,
    position: { commit: BigInt(i), prepare: BigInt(i) },
    related: null,
  });
});
const foldMs = performance.now() - foldStarted;
const contest = doc!;
/** One push at a minute, as liveScoreboard.ts makes it: one board for all, and during the freeze each learner with tries behind it gets the shared cells with their own row made again, ranked. */
const pushAt = (minute: number) => {
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    const began = performance.now();
    const now = at(minute * 60_000);
    const boardFor = scoreboardsAt(contest, now);
    boardFor({ userId: 'anyone', admin: false });
    for (const userId of seeingThroughFreeze(contest, now)) boardFor({ userId, admin: false });
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b);
};
const report = (label: string, times: number[]) =>
  console.log(
    `${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
const board = scoreboardOf(contest, { viewer: { userId: 'admin', admin: true }, now: at(11 * 60_000) });
console.log(`events folded: ${events.length} in ${foldMs.toFixed(0)} ms (${((foldMs / events.length) * 1000).toFixed(0)} µs each, live)`);
report(`one push to ${CONTESTANTS} sockets before the freeze (one board for all)`, pushAt(7));
report(`one push to ${CONTESTANTS} sockets in the freeze (a board for each learner with tries behind it)`, pushAt(9));
console.log(
  `the leader: ${board.rows[0]!.name}, ${board.rows[0]!.solved} solved, ${board.rows[0]!.penalty} penalty minutes; JSON ${JSON.stringify(board).length} bytes`,
);
