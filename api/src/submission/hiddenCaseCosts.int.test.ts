import type { Socket } from 'socket.io-client';
import {
  adminSubmissionState,
  JUDGE_DONE,
  JUDGE_PROGRESS,
  JUDGE_QUEUED,
  SUBMISSION_WATCH,
  type SubmissionState,
  type SubmitResult,
  type WatchReply,
} from '@forge/contracts';
import { streams } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { connectSocket, listenWithSockets, registeredCookie } from '../testing/liveServer';
import { useStarted } from '../testing/lifecycle';
import { signIn, useTestPlatform } from '../testing/testPlatform';

/**
 * Issue 29, item 3: a program can spell a hidden input in what each hidden case costs. This one
 * allocates and touches (20 + its input's first byte) MB, so a case's memory would give that byte
 * back. Two problems whose hidden inputs differ only in their first byte ('1' and 'z', 49 and 122)
 * are judged against it; everything its learner can read per case must read the same on both,
 * while the admin's view, which keeps each case's time and memory, tells them apart.
 */
const FIRST_BYTES = ['1', 'z'] as const;

/** Prints its word's length: three hidden words of 2, 3 and 4 bytes, each starting with `first`. */
function wordLengthProblem(first: string) {
  return sampleProblem({
    title: `Word length ${first} ${Date.now()}`,
    description: 'Read one word and print how many bytes it has.',
    visibleTestCases: [{ input: 'abc\n', output: '3\n', explanation: 'abc has three letters' }],
    hiddenTestCases: [
      { input: `${first}a\n`, output: '2\n' },
      { input: `${first}bb\n`, output: '3\n' },
      { input: `${first}ccc\n`, output: '4\n' },
    ],
    referenceSolution: [
      {
        language: 'C++',
        completeCode:
          '#include <iostream>\n#include <string>\nint main() { std::string w; std::cin >> w; std::cout << w.size() << "\\n"; }\n',
      },
      {
        language: 'Java',
        completeCode:
          'import java.util.*;\npublic class Main { public static void main(String[] x) { System.out.println(new Scanner(System.in).next().length()); } }\n',
      },
      { language: 'JavaScript', completeCode: "console.log(require('fs').readFileSync(0, 'utf8').trim().length);\n" },
    ],
  });
}

/** Allocates and touches (20 + the input's first byte) MB, then prints `answer`. */
const allocating = (answer: string) => `#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
int main() {
  std::string word;
  std::cin >> word;
  std::size_t bytes = (std::size_t)(20 + (unsigned char)word[0]) << 20;
  char *block = static_cast<char *>(std::malloc(bytes));
  std::memset(block, word[0], bytes);
  std::size_t touched = block[bytes - 1] == word[0] ? 0 : 1;
  std::printf("%zu\\n", ${answer} + touched);
}
`;
/** The program: wrong on every case, so judging stops at the first. */
const alwaysWrong = allocating('word.size() + 1');
/** Right on the first two hidden cases and wrong on the third, so that every hidden case is judged. */
const wrongOnThird = allocating("word.size() + (word[1] == 'c' ? 1 : 0)");

const test = useTestPlatform({}, { timeout: 180_000 });
const live = useStarted(() => listenWithSockets(test));
const problemIds: string[] = [];
beforeAll(async () => {
  const admin = await signIn(test);
  for (const first of FIRST_BYTES)
    problemIds.push((await admin.post('/api/problem/create').send(wordLengthProblem(first)).expect(201)).body.problem._id);
}, 180_000);

const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const watch = (socket: Socket, submissionId: string) =>
  new Promise<WatchReply>((resolve) => socket.emit(SUBMISSION_WATCH, submissionId, resolve));

/** Submits as a new learner, with a socket open, and returns everything that learner could read of the submission. */
async function submitAsLearner(problemId: string, code: string) {
  const cookie = await registeredCookie(live().base, 'Costs');
  const socket = await connectSocket(live().base, cookie);
  const heard: { event: string; payload: Record<string, unknown> }[] = [];
  socket.onAny((event: string, payload: Record<string, unknown>) => heard.push({ event, payload }));
  const done = new Promise<void>((resolve) => socket.on(JUDGE_DONE, () => resolve()));
  const get = (path: string) => fetch(`${live().base}${path}`, { headers: { cookie } });
  try {
    const answer = await json(
      await fetch(`${live().base}/api/submission/submit/${problemId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ code, language: 'cpp', requestId: 'same-request' }),
      }),
    );
    expect(answer.status).toBe(200);
    const submitted = answer.body as SubmitResult & { submissionId: string };
    await done;
    const state = await json(await get(`/api/submission/${submitted.submissionId}`));
    expect(state.status).toBe(200);
    const watched = await watch(socket, submitted.submissionId);
    const history = await json(await get(`/api/problem/submittedProblem/${problemId}`));
    const adminOnly = (await get(`/api/admin/submission/${submitted.submissionId}`)).status;
    return { submissionId: submitted.submissionId, submitted, heard, state: state.body, watched, history: history.body, adminOnly };
  } finally {
    socket.close();
  }
}

type Seen = Awaited<ReturnType<typeof submitAsLearner>>;

/** A verdict without the whole submission's runtime and memory: the spec's own fields, the one channel left open (README). */
const perCase = ({ runtime: _runtime, memory: _memory, ...rest }: SubmitResult) => rest;
const byIndex = <C extends { index: number }>(cases: readonly C[]) => [...cases].sort((a, b) => a.index - b.index);

/** A learner's view of one submission's judging, without what names the submission and the problem or the times it happened. */
function judgingOf(state: SubmissionState) {
  const { submissionId: _s, problemId: _p, createdAt: _c, judgedAt: _j, result, cases, ...rest } = state;
  return { ...rest, cases: byIndex(cases), result: result && perCase(result) };
}

/** Everything the learner could read of one submission, less ids, times and the whole submission's runtime and memory. */
function learnerView(seen: Seen) {
  const { submissionId: _id, ...submitted } = seen.submitted;
  if (!seen.watched.ok) throw new Error(seen.watched.error);
  const socket = seen.heard.map(({ event, payload }) => {
    const { problemId: _p, submissionId: _s, ...rest } = payload;
    return event === JUDGE_DONE ? { event, ...rest, result: perCase(rest['result'] as SubmitResult) } : { event, ...rest };
  });
  const history = (seen.history as Record<string, unknown>[]).map(
    ({ _id: _i, problemId: _p, createdAt: _c, runtime: _r, memory: _m, ...rest }) => rest,
  );
  return {
    submitted: perCase(submitted),
    queued: socket.filter((e) => e.event === JUDGE_QUEUED),
    // Cases judged beside one another finish in any order.
    progress: byIndex(socket.filter((e) => e.event === JUDGE_PROGRESS) as unknown as { index: number }[]),
    done: socket.filter((e) => e.event === JUDGE_DONE),
    others: socket.filter((e) => ![JUDGE_QUEUED, JUDGE_PROGRESS, JUDGE_DONE].includes(e.event)),
    state: judgingOf(seen.state as SubmissionState),
    watched: judgingOf(seen.watched.submission),
    history,
    adminOnly: seen.adminOnly,
  };
}

/** Each case the learner reads, wherever: its index and verdict, and a progress event's own fields, nothing else. */
function expectVerdictsAlone(seen: Seen) {
  const view = learnerView(seen);
  for (const c of [...view.state.cases, ...view.watched.cases]) expect(Object.keys(c).sort()).toEqual(['index', 'statusId']);
  for (const p of view.progress) expect(Object.keys(p).sort()).toEqual(['event', 'index', 'kind', 'requestId', 'statusId', 'total']);
  expect(view.adminOnly).toBe(403);
}

/** The admin's view of the same submission: each case's memory, as the log records it. */
async function adminMemory(submissionId: string): Promise<number[]> {
  const admin = await signIn(test);
  const state = adminSubmissionState.parse((await admin.get(`/api/admin/submission/${submissionId}`).expect(200)).body);
  const recorded = await test.platform.deps.store.readStream(streams.submission(submissionId));
  const logged = recorded.filter((e) => e.type === 'SubmissionCaseJudged').map((e) => e.data as { index: number; memory: number });
  expect(byIndex(state.cases).map((c) => c.memory)).toEqual(byIndex(logged).map((c) => c.memory));
  return byIndex(state.cases).map((c) => c.memory);
}

describe("a hidden case's cost says nothing of its input to its learner (issue 29)", () => {
  it('reads the same per case whatever the first byte of each hidden input, while the admin sees the difference', async () => {
    const [low, high] = [await submitAsLearner(problemIds[0]!, wrongOnThird), await submitAsLearner(problemIds[1]!, wrongOnThird)];
    expect(learnerView(high)).toEqual(learnerView(low));
    for (const seen of [low, high]) {
      expectVerdictsAlone(seen);
      // The Result tab still says which case failed and how.
      expect(seen.submitted).toMatchObject({
        accepted: false,
        passedTestCases: 2,
        totalTestCases: 3,
        error: 'Wrong Answer on hidden test 3',
        failure: { kind: 'case', statusId: 4, status: 'Wrong Answer', caseNumber: 3, hidden: true, detail: null },
      });
      expect(learnerView(seen).state.cases).toEqual([
        { index: 0, statusId: 3 },
        { index: 1, statusId: 3 },
        { index: 2, statusId: 4 },
      ]);
      expect(learnerView(seen).progress.map((p) => p.index)).toEqual([0, 1, 2]);
    }

    // The log still records each case's memory, and the admin reads it: 73 MB more on every case
    // of the 'z' problem. A learner's view that carried it would differ above.
    const [lowMemory, highMemory] = [await adminMemory(low.submissionId), await adminMemory(high.submissionId)];
    expect(lowMemory).toHaveLength(3);
    for (const [i, kb] of lowMemory.entries()) {
      expect(kb).toBeGreaterThan((20 + 49) * 1024);
      expect(highMemory[i]! - kb).toBeGreaterThan(60 * 1024);
    }
  }, 120_000);

  it("reads the same for the issue's own program, wrong on every case", async () => {
    const [low, high] = [await submitAsLearner(problemIds[0]!, alwaysWrong), await submitAsLearner(problemIds[1]!, alwaysWrong)];
    // Judging stops at the first case; the cases already running beside it may be judged too, as
    // many as the free slots let start, which has nothing to do with the inputs. Compared up to the
    // failing case, which every run judges.
    const upToFirst = (seen: Seen) => {
      const view = learnerView(seen);
      const first = <C extends { index: number }>(cases: readonly C[]) => cases.filter((c) => c.index === 0);
      return {
        ...view,
        progress: first(view.progress),
        state: { ...view.state, cases: first(view.state.cases) },
        watched: { ...view.watched, cases: first(view.watched.cases) },
      };
    };
    expect(upToFirst(high)).toEqual(upToFirst(low));
    for (const seen of [low, high]) {
      expectVerdictsAlone(seen);
      expect(seen.submitted).toMatchObject({ accepted: false, passedTestCases: 0, error: 'Wrong Answer on hidden test 1' });
    }
    expect(upToFirst(low).state.cases).toEqual([{ index: 0, statusId: 4 }]);
    const [lowMemory, highMemory] = [await adminMemory(low.submissionId), await adminMemory(high.submissionId)];
    expect(highMemory[0]! - lowMemory[0]!).toBeGreaterThan(60 * 1024);
  }, 120_000);
});
