import type { RejudgeReport } from '@forge/contracts';
import { sampleProblem } from '@forge/domain/testing';
import type { Judge } from '@forge/judge';
import { sharedJudge, type TestPlatform } from '../testing/testPlatform';

type Agent = ReturnType<TestPlatform['agent']>;

/** Sums of small numbers: both learners' programs below pass these. */
export const sums = () =>
  sampleProblem({
    title: `Rejudged sums ${Date.now()}`,
    hiddenTestCases: [
      { input: '0 0\n', output: '0\n' },
      { input: '20 22\n', output: '42\n' },
    ],
  });
/** The same problem with a hidden case past a 32-bit int. */
export const withLargeCase = (problem: ReturnType<typeof sums>) => ({
  ...problem,
  hiddenTestCases: [...problem.hiddenTestCases, { input: '2000000000 2000000000\n', output: '4000000000\n' }],
});
/** Reads into `int`: right until the numbers outgrow it. */
export const cppWithInt = '#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
/** Numbers are doubles: exact far beyond 4e9. */
export const javascriptSum =
  "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n";

/** Submits and waits for the verdict; the submission must be accepted. */
export async function solve(agent: Agent, problemId: string, language: 'cpp' | 'javascript', code: string): Promise<string> {
  const res = await agent.post(`/api/submission/submit/${problemId}`).send({ code, language }).expect(200);
  if (!res.body.accepted) throw new Error(`the ${language} solution was not accepted: ${JSON.stringify(res.body)}`);
  return res.body.submissionId as string;
}

/** Polls the report until it is done; generous bound, no timing asserted. */
export async function reportWhenDone(admin: Agent, problemId: string, timeoutMs = 90_000): Promise<RejudgeReport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await admin.get(`/api/admin/problem/${problemId}/rejudge`).expect(200);
    if (res.body.status === 'done') return res.body as RejudgeReport;
    if (Date.now() > deadline) throw new Error(`the rejudge did not finish: ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The log's events of these types, in order. */
export async function eventsOfType(test: Pick<TestPlatform, 'platform'>, ...types: string[]) {
  return (await test.platform.deps.store.readAll()).filter((e) => types.includes(e.type));
}

/**
 * The file's real judge, with a hand on the rejudges: once `holdAfter(n)` is called, background
 * jobs after the n-th wait until `release()`. Learners' jobs always go straight through.
 */
export function holdableJudge(): {
  judge: Judge;
  holdAfter(calls: number): void;
  release(): void;
  backgroundCalls(): number;
} {
  let calls = 0;
  let heldAfter = Infinity;
  let release = () => undefined as void;
  let released = new Promise<void>((resolve) => (release = resolve));
  const judge: Judge = {
    health: { ok: true },
    async judge(request, onTest) {
      if (request.priority === 'background' && ++calls > heldAfter) await released;
      return (await sharedJudge()).judge(request, onTest);
    },
    close: async () => undefined,
  };
  return {
    judge,
    holdAfter(n) {
      heldAfter = n;
      released = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => {
      heldAfter = Infinity;
      release();
    },
    backgroundCalls: () => calls,
  };
}
