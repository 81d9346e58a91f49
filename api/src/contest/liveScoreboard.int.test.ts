import type { Socket } from 'socket.io-client';
import { CONTEST_SCOREBOARD, CONTEST_WATCH, type ContestScoreboardPayload, type ContestWatchReply } from '@forge/contracts';
import { sampleProblem } from '@forge/domain/testing';
import { signIn, useProblem, useTestPlatform } from '../testing/testPlatform';
import { connectSocket, listenWithSockets, registeredCookie, type LiveServer } from '../testing/liveServer';

/**
 * The scoreboard pushed over Socket.IO as verdicts land (issue 36), on a real HTTP server with its
 * sockets, the real log and the real judge: every watching socket hears each change, and hears it
 * as its own user may see it.
 */
const startedAt = Date.parse('2026-03-01T09:00:00.000Z');
let now = startedAt;
const test = useTestPlatform({}, { timeout: 120_000, overrides: { clock: () => new Date(now) } });
const problemId = useProblem(test);
const startTime = new Date(startedAt + 10 * 60_000).toISOString();
const correct = { language: 'javascript', code: sampleProblem().referenceSolution[2]!.completeCode };

let live: LiveServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  live = await listenWithSockets(test);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await live.close();
});

const call = (cookie: string, method: string, path: string, body?: object) =>
  fetch(`${live.base}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', origin: live.base },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const watch = async (cookie: string, contestId: string) => {
  const socket = await connectSocket(live.base, cookie);
  sockets.push(socket);
  const heard: ContestScoreboardPayload[] = [];
  socket.on(CONTEST_SCOREBOARD, (payload: ContestScoreboardPayload) => heard.push(payload));
  const reply = await new Promise<ContestWatchReply>((resolve) => socket.emit(CONTEST_WATCH, contestId, resolve));
  return { reply, heard };
};
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
};

it('pushes each change of the standings to every watching socket, pending while judging, then the verdict', async () => {
  const admin = await signIn(test);
  const body = {
    title: 'Live',
    description: 'Pushed',
    type: 'special',
    difficulty: 'easy',
    startTime,
    durationMinutes: 60,
    maxParticipants: 10,
    prizes: [],
    rules: 'icpc',
    problemIds: [problemId()],
    freezeMinutes: 0,
    rated: false,
  };
  const { contestId } = (await admin.post('/api/admin/contest').send(body).expect(201)).body as { contestId: string };
  const [ada, bob] = [await registeredCookie(live.base, 'Ada'), await registeredCookie(live.base, 'Bob')];
  expect((await call(ada, 'POST', `/api/contest/${contestId}/register`)).status).toBe(200);
  const bobWatching = await watch(bob, contestId);
  expect(bobWatching.reply).toMatchObject({ ok: true, scoreboard: { frozen: false, rows: [{ name: 'Ada', solved: 0 }] } });
  expect((await call(bob, 'POST', `/api/contest/${contestId}/register`)).status).toBe(200);
  await until(() => bobWatching.heard.length === 1);
  expect(bobWatching.heard[0]!.scoreboard.rows.map((r) => r.name).sort()).toEqual(['Ada', 'Bob']);

  const adaWatching = await watch(ada, contestId);
  now = Date.parse(startTime) + 3 * 60_000;
  const res = await call(ada, 'POST', `/api/contest/${contestId}/submit/${problemId()}`, correct);
  expect(res.status).toBe(200);
  for (const { heard } of [bobWatching, adaWatching]) {
    await until(() => heard.some((p) => p.scoreboard.rows[0]!.solved === 1));
    const cells = heard.map((p) => p.scoreboard.rows.find((r) => r.name === 'Ada')!.problems[0]!);
    expect(cells).toContainEqual(expect.objectContaining({ pending: true, tries: 1 }));
    expect(cells.at(-1)).toEqual({ problemId: problemId(), tries: 1, acceptedAtMinute: 3, pending: false, firstToSolve: true, score: 1 });
  }
  const unknown = await watch(bob, 'no-such-contest');
  expect(unknown.reply).toEqual({ ok: false, error: 'Contest not found' });
}, 120_000);
