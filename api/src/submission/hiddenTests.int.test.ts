import { JUDGE_DONE, JUDGE_PROGRESS } from '@forge/contracts';
import { streams } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { connectSocket, listenWithSockets, registeredCookie } from '../testing/liveServer';
import { useStarted } from '../testing/lifecycle';
import { useTestPlatform, useProblem } from '../testing/testPlatform';

// Hidden inputs carry a marker that must never come back to the learner in any form.
const SECRET = 'HIDDEN-INPUT-7f3a9c';
const HIDDEN = 10;
const hiddenTestCases = Array.from({ length: HIDDEN }, (_, i) => ({ input: `${i} ${i} ${SECRET}\n`, output: `${2 * i}\n` }));
const reference = (language: 'C++' | 'Java' | 'JavaScript', completeCode: string) => ({ language, completeCode });
/** Reads "a b <marker>" and prints a + b, in every language, so the problem can be proven. */
const problem = () =>
  sampleProblem({
    title: `Hidden sums ${Date.now()}`,
    hiddenTestCases,
    referenceSolution: [
      reference(
        'C++',
        '#include <iostream>\n#include <string>\nint main() { long long a, b; std::string s; std::cin >> a >> b >> s; std::cout << a + b << "\\n"; }\n',
      ),
      reference(
        'Java',
        'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); long a = s.nextLong(), b = s.nextLong(); System.out.println(a + b); } }\n',
      ),
      reference(
        'JavaScript',
        "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
      ),
    ],
  });

/** Copies its whole input to stderr and stdout, then fails. */
const leaker =
  "const input = require('fs').readFileSync(0, 'utf8');\nprocess.stderr.write(input);\nprocess.stdout.write(input);\nprocess.exit(1);\n";
/** Right on the first two hidden tests, wrong from the third on. */
const failsThird =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a < 2 ? a + b : -1);\n";

const test = useTestPlatform({}, { timeout: 120_000 });
const live = useStarted(() => listenWithSockets(test));
const problemId = useProblem(test, () => problem());

/** Submits over HTTP with a socket listening, and returns everything the learner could see. */
async function submit(code: string) {
  const cookie = await registeredCookie(live().base, 'Hidden');
  const socket = await connectSocket(live().base, cookie);
  const events: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  const res = await fetch(`${live().base}/api/submission/submit/${problemId()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ code, language: 'javascript' }),
  });
  const body = (await res.json()) as { submissionId: string; passedTestCases: number; error: string | null; failure: unknown };
  await new Promise((r) => setTimeout(r, 100));
  socket.close();
  const history = await (await fetch(`${live().base}/api/problem/submittedProblem/${problemId()}`, { headers: { cookie } })).text();
  const stored = await test.platform.deps.store.readStream(streams.submission(body.submissionId));
  return { status: res.status, body, events, history, stored: JSON.stringify(stored.map((e) => e.data)) };
}

describe('hidden tests stay hidden', () => {
  it('names the failing hidden test and its verdict, never what the program printed', async () => {
    const seen = await submit(leaker);
    expect(seen.status).toBe(200);
    expect(seen.body.error).toBe('Runtime Error (NZEC) on hidden test 1');
    expect(seen.body.failure).toEqual({
      kind: 'case',
      statusId: 11,
      status: 'Runtime Error (NZEC)',
      caseNumber: 1,
      hidden: true,
      detail: null,
    });
    const done = seen.events.find((e) => e.event === JUDGE_DONE);
    expect(done).toBeDefined();
    expect(seen.events.filter((e) => e.event === JUDGE_PROGRESS).length).toBeGreaterThan(0);
    // Not in the response, any socket event, the learner's history or the log.
    for (const [where, text] of [
      ['response', JSON.stringify(seen.body)],
      ['socket', JSON.stringify(seen.events)],
      ['history', seen.history],
      ['log', seen.stored],
    ] as const) {
      expect({ where, leaked: text.includes(SECRET) }).toEqual({ where, leaked: false });
    }
    expect(seen.history).toContain('on hidden test 1');
  });
});

describe('a submission stops at its first failing hidden test', () => {
  it('counts the tests passed before it, and judges no further once it is known', async () => {
    const seen = await submit(failsThird);
    expect(seen.body).toMatchObject({
      accepted: false,
      passedTestCases: 2,
      totalTestCases: HIDDEN,
      error: 'Wrong Answer on hidden test 3',
    });
    const judged = seen.events.filter((e) => e.event === JUDGE_PROGRESS);
    // Tests already running beside the failing one may finish; none after them start.
    expect(judged.length).toBeLessThan(HIDDEN);
    expect(seen.stored).toContain('"testCasesPassed":2');
  });
});
