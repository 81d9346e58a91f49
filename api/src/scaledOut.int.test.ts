import { sampleProblem } from '@forge/domain/testing';
import type { Socket } from 'socket.io-client';
import { createProblemAsAdmin, signIn, TEST_ADMIN } from './testing/testPlatform';
import { connectSocket, listenWithSockets, type LiveServer } from './testing/liveServer';
import { startScaledOut } from './testing/scaledOut';
import { useStarted } from './testing/lifecycle';
import { JUDGE_DONE, JUDGE_PROGRESS, type JudgeDonePayload, type JudgeProgressPayload } from '@forge/contracts';

const acceptedCode = sampleProblem().referenceSolution.find((r) => r.language === 'JavaScript')!.completeCode;

/**
 * Two API replicas with RUN_PROJECTIONS=false, sharing one log and one Redis, with the read
 * models kept by a separate projections runner and the judging done by a judge worker: what
 * docker-compose.yml deploys.
 */
describe('scaled out: API replicas over Redis', () => {
  const scaled = useStarted(() => startScaledOut());
  const replicas = () => scaled().replicas;

  /** Both replicas served with their sockets: `use` gets the admin's socket on replica B, and posts as the admin through replica A. */
  async function acrossReplicas(use: (socket: Socket, post: (path: string, body: object) => Promise<Response>) => Promise<void>) {
    const servers: LiveServer[] = [];
    try {
      for (const r of replicas()) servers.push(await listenWithSockets(r, { redisUrl: scaled().redis.url }));
      const [a, b] = servers.map((live) => live.base);
      const login = await fetch(`${a}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const socket = await connectSocket(b!, cookie);
      try {
        await use(socket, (path, body) =>
          fetch(`${a}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) }),
        );
      } finally {
        socket.close();
      }
    } finally {
      for (const live of servers) await live.close();
    }
  }

  it('keeps a session signed in on every replica and signs it out everywhere', async () => {
    const [a, b] = replicas();
    const login = await a.agent().post('/api/user/login').send(TEST_ADMIN).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    await b.agent().get('/api/user/check').set('Cookie', cookie).expect(200);
    await b.agent().post('/api/user/logout').set('Cookie', cookie).expect(200);
    await a.agent().get('/api/user/check').set('Cookie', cookie).expect(401);
  });

  it('shows a problem created through one replica on the other as soon as the call returns', async () => {
    const [a, b] = replicas();
    const created = await (
      await signIn(a)
    )
      .post('/api/problem/create')
      .send(sampleProblem({ title: 'Shared' }))
      .expect(201);
    const list = await (await signIn(b)).get('/api/problem/getAllProblem').expect(200);
    expect(list.body.map((p: { _id: string }) => p._id)).toContain(created.body.problem._id);
  });

  it("delivers a run's verdict, answered through one replica, to the user's socket on another", async () => {
    const problemId = await createProblemAsAdmin(replicas()[0], sampleProblem({ title: 'Live' }));
    await acrossReplicas(async (socket, post) => {
      const done = new Promise<{ requestId: string }>((resolve) => socket.on(JUDGE_DONE, resolve));
      const run = await post(`/api/submission/run/${problemId}`, { code: acceptedCode, language: 'javascript', requestId: 'across' });
      expect(run.status).toBe(200);
      expect((await done).requestId).toBe('across');
    });
  }, 60_000);

  it("brings a submission's progress and verdict, recorded by the worker, to the user's socket on the other replica", async () => {
    const problemId = await createProblemAsAdmin(replicas()[0], sampleProblem({ title: 'Followed' }));
    await acrossReplicas(async (socket, post) => {
      const progress: JudgeProgressPayload[] = [];
      socket.on(JUDGE_PROGRESS, (p: JudgeProgressPayload) => progress.push(p));
      const done = new Promise<JudgeDonePayload>((resolve) => socket.on(JUDGE_DONE, resolve));
      const res = await post(`/api/submission/submit/${problemId}`, { code: acceptedCode, language: 'javascript', requestId: 'elsewhere' });
      const { submissionId, ...result } = (await res.json()) as { submissionId: string } & Record<string, unknown>;
      expect(result).toMatchObject({ accepted: true, passedTestCases: 2 });
      // Replica B read it in the log: it cannot know the client's requestId, which replica A kept.
      expect(await done).toEqual({ requestId: null, kind: 'submit', problemId, submissionId, result });
      expect(progress.map((p) => p.index).sort()).toEqual([0, 1]);
    });
  }, 60_000);

  it('counts failed logins across replicas', async () => {
    const [a, b] = replicas();
    await a
      .agent()
      .post('/api/user/register')
      .send({ firstName: 'Mallory', emailId: 'mallory@forge.test', password: 'right-password' })
      .expect(201);
    for (let i = 0; i < 10; i++) {
      await (i % 2 ? a : b).agent().post('/api/user/login').send({ emailId: 'mallory@forge.test', password: 'wrong-password' }).expect(401);
    }
    await a.agent().post('/api/user/login').send({ emailId: 'mallory@forge.test', password: 'right-password' }).expect(429);
    await b.agent().post('/api/user/login').send({ emailId: 'mallory@forge.test', password: 'right-password' }).expect(429);
  });
});
