import { JUDGE_PROGRESS } from '@forge/contracts';
import { connectSocket, listenWithSockets, registeredCookie } from '../testing/liveServer';
import { useStarted } from '../testing/lifecycle';
import { sampleProblem } from '@forge/domain/testing';
import { useTestPlatform, useProblem } from '../testing/testPlatform';

const CASES = 50;
const hiddenTestCases = Array.from({ length: CASES }, (_, i) => ({ input: `${i} 1\n`, output: `${i + 1}\n` }));
/**
 * Right on every test, after a fifth of a second's nap: it holds a slot while using no CPU, so the
 * 150 tests of three submissions keep every slot busy for seconds, far longer than a compile.
 */
const sleeper =
  '#include <cstdio>\n#include <unistd.h>\nint main() { long a, b; scanf("%ld %ld", &a, &b); usleep(200000); printf("%ld\\n", a + b); }\n';
/** A fresh program each time, so it is compiled each time (the cache would hide the compile). */
const newcomerCode = () =>
  `#include <bits/stdc++.h>\nint main() { long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; } // ${Date.now()}-${Math.random()}\n`;

const test = useTestPlatform({}, { timeout: 180_000 });
const live = useStarted(() => listenWithSockets(test));
const problemId = useProblem(test, () => sampleProblem({ title: `Fifty sums ${Date.now()}`, hiddenTestCases }), 180_000);

const submit = (cookie: string, code: string) =>
  fetch(`${live().base}/api/submission/submit/${problemId()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ code, language: 'cpp' }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { accepted: boolean } }));

/** Milliseconds from submitting to the submission's first judge:progress (compile and first test). */
async function timeToFirstProgress(cookie: string): Promise<number> {
  const socket = await connectSocket(live().base, cookie);
  try {
    const first = new Promise<number>((resolve) => socket.once(JUDGE_PROGRESS, () => resolve(performance.now())));
    const started = performance.now();
    const verdict = submit(cookie, newcomerCode());
    const at = await first;
    expect((await verdict).body.accepted).toBe(true);
    return at - started;
  } finally {
    socket.close();
  }
}

describe('fair judging', () => {
  it("lets a newcomer's first test run beside another user's three 50-test submissions", async () => {
    const newcomer = await registeredCookie(live().base, 'Newcomer');
    // Compiled once beforehand, so the heavy user's jobs start testing at once.
    const heavy = await registeredCookie(live().base, 'Heavy');
    expect((await submit(heavy, sleeper)).body.accepted).toBe(true);

    const idle = await timeToFirstProgress(newcomer);

    const heavySocket = await connectSocket(live().base, heavy);
    let heavyTests = 0;
    const busy = new Promise<void>((resolve) =>
      heavySocket.on(JUDGE_PROGRESS, () => {
        if (++heavyTests === 4) resolve();
      }),
    );
    const load = [1, 2, 3].map(() => submit(heavy, sleeper));
    await busy;
    const loaded = await timeToFirstProgress(newcomer);
    const testsWhileLoaded = heavyTests;
    const results = await Promise.all(load);
    heavySocket.close();

    // A figure to read, not to assert: how long the newcomer waited depends on the machine's speed.
    console.log(
      `fair judging: newcomer's compile and first test took ${idle.toFixed(0)} ms idle and ${loaded.toFixed(0)} ms beside ` +
        `3 × ${CASES} sleeping tests (ratio ${(loaded / idle).toFixed(2)}); ${testsWhileLoaded} of theirs had run by then`,
    );
    expect(results.map((r) => [r.status, r.body.accepted])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    // The newcomer did not queue behind the load: a first-come queue would have run all 150 of the
    // heavy user's tests before its compile; taking turns, its first test ran while theirs were still
    // running (seconds of them, so even a slow compile fits). Counts, not times.
    expect(testsWhileLoaded).toBeLessThan(3 * CASES);
  }, 180_000); // Three 50-test submissions on a busy machine take a while.
});
