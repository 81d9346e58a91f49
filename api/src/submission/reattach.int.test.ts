import { sampleProblem } from '@forge/domain/testing';
import {
  JUDGE_DONE,
  JUDGE_PROGRESS,
  SUBMISSION_WATCH,
  type JudgeDonePayload,
  type JudgeProgressPayload,
  type SubmissionState,
  type WatchReply,
} from '@forge/contracts';
import type { Socket } from 'socket.io-client';
import { connectSocket, listenWithSockets, registeredCookie } from '../testing/liveServer';
import { useStarted } from '../testing/lifecycle';
import { TEST_ADMIN, useTestPlatform, useProblem } from '../testing/testPlatform';

/**
 * A submission's life is in the log, not in the request that started it: its owner can read where
 * it stands, and any of their sockets can follow it, from the start or after a reload.
 */
const CASES = 6;
const hiddenTestCases = Array.from({ length: CASES }, (_, i) => ({ input: `${i} 1\n`, output: `${i + 1}\n` }));
/** Right on every case after sleeping 0.4 s (no CPU): judging takes a few seconds, time to reload. */
const slow =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n" +
  'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);\nconsole.log(a + b);\n';

const test = useTestPlatform({}, { timeout: 120_000 });
const live = useStarted(() => listenWithSockets(test));
const problemId = useProblem(test, () => sampleProblem({ title: 'Slow sums', hiddenTestCases }));

const submit = (cookie: string, code = slow) =>
  fetch(`${live().base}/api/submission/submit/${problemId()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ code, language: 'javascript' }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { submissionId: string; accepted: boolean } }));
const getState = (cookie: string, submissionId: string) =>
  fetch(`${live().base}/api/submission/${submissionId}`, { headers: { cookie } }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as SubmissionState & { message?: string },
  }));
const watch = (socket: Socket, submissionId: string) =>
  new Promise<WatchReply>((resolve) => socket.emit(SUBMISSION_WATCH, submissionId, resolve));

/** What one socket hears of one submission. */
function listen(socket: Socket) {
  const progress: JudgeProgressPayload[] = [];
  socket.on(JUDGE_PROGRESS, (p: JudgeProgressPayload) => progress.push(p));
  const done = new Promise<JudgeDonePayload>((resolve) => socket.on(JUDGE_DONE, resolve));
  return { progress, done };
}

async function firstCaseOf(cookie: string, submissionId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await getState(cookie, submissionId)).body.cases.length === 0) {
    if (Date.now() > deadline) throw new Error('no case was judged');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The submission's id as soon as the log has it, from the owner's history of the problem. */
async function pendingIdOf(cookie: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${live().base}/api/problem/submittedProblem/${problemId()}`, { headers: { cookie } });
    const pending = ((await res.json()) as { _id: string; status: string }[]).find((s) => s.status === 'pending');
    if (pending) return pending._id;
    if (Date.now() > deadline) throw new Error('the submission was not recorded');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a submission followed after a reload', () => {
  it('is read where it stands, then followed by a new socket to its verdict, each case once', async () => {
    const cookie = await registeredCookie(live().base, 'Reloader');
    const answer = submit(cookie);
    const submissionId = await pendingIdOf(cookie);
    await firstCaseOf(cookie, submissionId);

    // The page reloads: a new socket, which knew nothing of the submission, asks to follow it.
    const socket = await connectSocket(live().base, cookie);
    const heard = listen(socket);
    const reply = await watch(socket, submissionId);
    if (!reply.ok) throw new Error(reply.error);
    const snapshot = reply.submission;
    expect(snapshot).toMatchObject({
      submissionId,
      problemId: problemId(),
      language: 'javascript',
      status: 'pending',
      code: slow,
      testCasesTotal: CASES,
      result: null,
    });
    expect(snapshot.cases.length).toBeGreaterThan(0);

    const done = await heard.done;
    socket.close();
    const { body } = await answer;
    const { submissionId: _id, ...result } = body;
    expect(done).toEqual({ requestId: null, kind: 'submit', problemId: problemId(), submissionId, result });
    expect(result).toMatchObject({ accepted: true, passedTestCases: CASES, totalTestCases: CASES });
    // The snapshot and the live updates together give every case; none was missed.
    const seen = new Set([...snapshot.cases.map((c) => c.index), ...heard.progress.map((p) => p.index)]);
    expect([...seen].sort()).toEqual(Array.from({ length: CASES }, (_, i) => i));
    expect(heard.progress.length).toBeGreaterThan(0);

    const final = await getState(cookie, submissionId);
    expect(final.status).toBe(200);
    expect(final.body).toMatchObject({ status: 'accepted', attempts: 1, result, judgedAt: expect.any(String) });
    expect(final.body.cases.map((c) => c.index).sort()).toEqual(Array.from({ length: CASES }, (_, i) => i));
    // Each hidden case's verdict, nothing of its time or memory (issue 29).
    for (const c of final.body.cases) expect(c).toEqual({ index: c.index, statusId: 3 });
  }, 120_000);

  it("brings the same progress and verdict to every open tab of the owner, and nothing to anyone else's", async () => {
    const cookie = await registeredCookie(live().base, 'TwoTabs');
    const [tabA, tabB] = [await connectSocket(live().base, cookie), await connectSocket(live().base, cookie)];
    const [a, b] = [listen(tabA), listen(tabB)];
    const stranger = await connectSocket(live().base, await registeredCookie(live().base, 'Stranger'));
    const overheard: unknown[] = [];
    stranger.onAny((...args) => overheard.push(args));

    const { body } = await submit(cookie);
    const [doneA, doneB] = await Promise.all([a.done, b.done]);
    expect(doneA).toEqual(doneB);
    expect(doneA.submissionId).toBe(body.submissionId);
    expect(a.progress.map((p) => p.index).sort()).toEqual(Array.from({ length: CASES }, (_, i) => i));
    expect(b.progress.map((p) => p.index).sort()).toEqual(a.progress.map((p) => p.index).sort());

    // Another learner may not follow it, nor read it; they hear nothing of it.
    expect(await watch(stranger, body.submissionId)).toEqual({ ok: false, error: 'Submission not found' });
    await new Promise((r) => setTimeout(r, 100));
    for (const socket of [tabA, tabB, stranger]) socket.close();
    expect(overheard).toEqual([]);
  }, 120_000);
});

describe("a submission's verdict", () => {
  it('reaches a tab of the owner opened after the submit, that watches nothing, once the history shows it', async () => {
    const cookie = await registeredCookie(live().base, 'LateTab');
    // Slower still: the tab connects well before the verdict.
    const answer = submit(cookie, slow.replace('400', '1500'));
    const submissionId = await pendingIdOf(cookie);
    const late = await connectSocket(live().base, cookie);
    const heard = listen(late);
    const done = await heard.done;
    const history = await fetch(`${live().base}/api/problem/submittedProblem/${problemId()}`, { headers: { cookie } });
    const rows = (await history.json()) as { _id: string; status: string }[];
    late.close();
    expect(done).toMatchObject({ kind: 'submit', problemId: problemId(), submissionId, result: { accepted: true } });
    // Heard, the verdict is already in the history: a tab that reads it again on the news sees it.
    expect(rows.find((r) => r._id === submissionId)?.status).toBe('accepted');
    // Progress goes to the tabs that follow the submission; this one only hears the verdict.
    expect(heard.progress).toEqual([]);
    expect((await answer).body.submissionId).toBe(submissionId);
  }, 120_000);
});

describe('GET /api/submission/:id', () => {
  it('answers its owner and admins, with the code, and 404 to other learners and for unknown ids', async () => {
    const owner = await registeredCookie(live().base, 'Owner');
    const code = sampleProblem().referenceSolution.find((r) => r.language === 'JavaScript')!.completeCode;
    const { body } = await submit(owner, code);
    const mine = await getState(owner, body.submissionId);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      submissionId: body.submissionId,
      problemId: problemId(),
      code,
      status: 'accepted',
      testCasesTotal: CASES,
    });

    const other = await getState(await registeredCookie(live().base, 'Other'), body.submissionId);
    expect(other).toEqual({ status: 404, body: expect.objectContaining({ message: 'Submission not found' }) });
    // Its `code` is the error's (NOT_FOUND), never the submission's.
    expect(other.body.code).not.toBe(code);
    expect((await getState(owner, 'no-such-submission')).status).toBe(404);

    const login = await fetch(`${live().base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    const admin = login.headers.get('set-cookie')!.split(';')[0]!;
    const asAdmin = await getState(admin, body.submissionId);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual(mine.body);
    expect(asAdmin.body.code).toBe(code);

    expect((await fetch(`${live().base}/api/submission/${body.submissionId}`)).status).toBe(401);
  }, 60_000);
});
