import { JUDGE_DONE } from '@forge/contracts';
import { sampleProblem } from '@forge/domain/testing';
import { parseScrape, sampleSum, serveMetrics } from '@forge/observability';
import { connectSocket, listenWithSockets, registeredCookie } from '../testing/liveServer';
import { useStarted } from '../testing/lifecycle';
import { useProblem, useTestPlatform } from '../testing/testPlatform';

const test = useTestPlatform({}, { timeout: 120_000 });
const problemId = useProblem(test);
const live = useStarted(() => listenWithSockets(test));
const metrics = useStarted(() => serveMetrics({ port: 0, host: '127.0.0.1' }));

const scrape = async () => parseScrape(await (await fetch(`http://127.0.0.1:${metrics().port}/metrics`)).text());
const javascript = sampleProblem().referenceSolution.find((s) => s.language === 'JavaScript')!.completeCode;

describe('the live sockets’ metrics', () => {
  it('count the open sockets, and every message sent by its event name, as many as the learner received', async () => {
    const cookie = await registeredCookie(live().base, 'Metered');
    const before = await scrape();
    const socket = await connectSocket(live().base, cookie);
    const received = new Map<string, number>();
    socket.onAny((event: string) => received.set(event, (received.get(event) ?? 0) + 1));
    expect(sampleSum(await scrape(), 'forge_sockets_open') - sampleSum(before, 'forge_sockets_open')).toBe(1);

    const verdict = new Promise<void>((resolve) => socket.on(JUDGE_DONE, () => resolve()));
    const res = await fetch(`${live().base}/api/submission/submit/${problemId()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code: javascript, language: 'javascript' }),
    });
    expect(res.status).toBe(200);
    await verdict;
    expect(received.get(JUDGE_DONE)).toBeGreaterThanOrEqual(1);
    expect(received.size).toBeGreaterThan(1);
    // The counter moves as a message is sent, so it is never behind what the learner got; a message
    // sent and not yet received may put it ahead for a moment, so read until the two agree (bounded).
    const sentByEvent = async () => {
      const after = await scrape();
      return Object.fromEntries(
        [...received.keys()].map((event) => [
          event,
          sampleSum(after, 'forge_socket_messages_sent_total', { event }) -
            sampleSum(before, 'forge_socket_messages_sent_total', { event }),
        ]),
      );
    };
    const deadline = Date.now() + 10_000;
    let sent = await sentByEvent();
    while (Date.now() < deadline && JSON.stringify(sent) !== JSON.stringify(Object.fromEntries(received))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent = await sentByEvent();
    }
    expect(sent).toEqual(Object.fromEntries(received));

    socket.close();
    const closing = Date.now() + 10_000;
    let open = Number.NaN;
    while (Date.now() < closing && open !== 0) {
      open = sampleSum(await scrape(), 'forge_sockets_open') - sampleSum(before, 'forge_sockets_open');
      if (open !== 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(open).toBe(0);
  });
});
