import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { END, positionToString } from '@forge/events';
import { sampleProblem } from '@forge/domain/testing';
import { signIn, startTestPlatform, TEST_ADMIN, type TestPlatform } from '../testing/testPlatform';
import { startServerProcess } from '../testing/serverProcess';
import { dataDirState } from './dataDirState';

/**
 * Time travel: a platform changed on three days, started again as of a point of its past,
 * serves what it served then, changes nothing, and refuses every change with 409.
 */
const day = (n: number, hour = 10) => new Date(Date.UTC(2026, 2, n, hour));

let now = day(1);
const dataDir = mkdtempSync(join(tmpdir(), 'forge-time-travel-'));
const seen: Record<string, { list: unknown; head: string }> = {};
let problemA = '';

async function snapshot(test: TestPlatform, name: string): Promise<void> {
  const admin = await signIn(test);
  const list = (await admin.get('/api/problem/getAllProblem').expect(200)).body as unknown;
  const [head] = await test.platform.deps.store.readAll({ direction: 'backwards', fromPosition: END, maxCount: 1 });
  seen[name] = { list, head: positionToString(head!.position) };
}

beforeAll(async () => {
  const test = await startTestPlatform({}, { clock: () => now }, dataDir);
  try {
    const admin = await signIn(test);
    const create = async (title: string) =>
      (await admin.post('/api/problem/create').send(sampleProblem({ title })).expect(201)).body.problem._id as string;
    // Day 1: two problems.
    problemA = await create('Two Sum');
    const problemB = await create('Reverse a List');
    await snapshot(test, 'day 1');
    // Day 2: a third problem, and the first renamed.
    now = day(2);
    const problemC = await create('Balanced Brackets');
    await admin
      .put(`/api/problem/update/${problemA}`)
      .send(sampleProblem({ title: 'Two Sum, Sorted' }))
      .expect(200);
    await snapshot(test, 'day 2');
    // Day 3: the second deleted, the third renamed, a fourth created.
    now = day(3);
    await admin.delete(`/api/problem/delete/${problemB}`).expect(200);
    await admin
      .put(`/api/problem/update/${problemC}`)
      .send(sampleProblem({ title: 'Brackets, Balanced' }))
      .expect(200);
    await create('Longest Path');
    await snapshot(test, 'day 3');
  } finally {
    await test.platform.close();
  }
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const titles = (list: unknown) => (list as { title: string }[]).map((p) => p.title).sort();

async function asOf(point: string, body: (test: TestPlatform) => Promise<void>): Promise<void> {
  const test = await startTestPlatform({ AS_OF: point }, {}, dataDir);
  try {
    await body(test);
  } finally {
    await test.platform.close();
  }
}

describe('npm start -- --as-of <point>', () => {
  it('the days differ, so the test can tell them apart', () => {
    expect(titles(seen['day 1']!.list)).toEqual(['Reverse a List', 'Two Sum']);
    expect(titles(seen['day 2']!.list)).toEqual(['Balanced Brackets', 'Reverse a List', 'Two Sum, Sorted']);
    expect(titles(seen['day 3']!.list)).toEqual(['Brackets, Balanced', 'Longest Path', 'Two Sum, Sorted']);
  });

  it('as of a time on day 2, the problem list is what it was on day 2', async () => {
    await asOf(day(2, 23).toISOString(), async (test) => {
      const admin = await signIn(test);
      expect((await admin.get('/api/problem/getAllProblem').expect(200)).body).toEqual(seen['day 2']!.list);
      expect((await admin.get(`/api/problem/problemById/${problemA}`).expect(200)).body.title).toBe('Two Sum, Sorted');
    });
  });

  it('as of a date alone, the past ends when that day begins', async () => {
    await asOf('2026-03-02', async (test) => {
      const admin = await signIn(test);
      expect((await admin.get('/api/problem/getAllProblem').expect(200)).body).toEqual(seen['day 1']!.list);
    });
  });

  it('as of a log position, the platform is what it was right after that event', async () => {
    await asOf(seen['day 1']!.head, async (test) => {
      const admin = await signIn(test);
      expect((await admin.get('/api/problem/getAllProblem').expect(200)).body).toEqual(seen['day 1']!.list);
      expect((await admin.get(`/api/problem/problemById/${problemA}`).expect(200)).body.title).toBe('Two Sum');
    });
  });

  it('refuses every change with 409 and a message that says why, and writes nothing to the data dir', async () => {
    const before = dataDirState(dataDir);
    await asOf(day(2, 23).toISOString(), async (test) => {
      const admin = await signIn(test);
      const refused = await admin
        .post('/api/problem/create')
        .send(sampleProblem({ title: 'Not now' }))
        .expect(409);
      expect(refused.body).toEqual({
        message: `This server shows the platform as it was at ${day(2, 23).toISOString()}: it is read-only, and nothing can be changed here`,
        code: 'READ_ONLY',
      });
      await admin.delete(`/api/problem/delete/${problemA}`).expect(409);
      await admin.post(`/api/submission/submit/${problemA}`).send({ code: 'int main(){}', language: 'cpp' }).expect(409);
      await test
        .agent()
        .post('/api/user/register')
        .send({ firstName: 'Newcomer', emailId: 'new@forge.test', password: 'a-password-1' })
        .expect(409);
      // Reading goes on; signing out is allowed, as signing in was.
      await admin.get('/api/user/check').expect(200);
      await admin.post('/api/user/logout').expect(200);
      await admin.get('/api/user/check').expect(401);
    });
    expect(dataDirState(dataDir)).toEqual(before);
    // And the platform started normally again serves the present.
    const present = await startTestPlatform({}, {}, dataDir);
    try {
      expect(titles((await (await signIn(present)).get('/api/problem/getAllProblem').expect(200)).body)).toEqual(
        titles(seen['day 3']!.list),
      );
    } finally {
      await present.platform.close();
    }
  });

  it('the server process takes --as-of on its command line, and refuses a point that is not one', async () => {
    const server = await startServerProcess(dataDir, { ADMIN_EMAIL: TEST_ADMIN.emailId, ADMIN_PASSWORD: TEST_ADMIN.password }, [
      '--as-of',
      day(2, 23).toISOString(),
    ]);
    try {
      expect(server.output()).toContain(`read-only as it was at ${day(2, 23).toISOString()}`);
      // Nothing can be submitted: no warning that submissions would fail.
      expect(server.output()).not.toContain('Internal Error');
      const login = await fetch(`${server.base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const list = await fetch(`${server.base}/api/problem/getAllProblem`, { headers: { cookie } });
      expect(titles(await list.json())).toEqual(titles(seen['day 2']!.list));
    } finally {
      await server.stop();
    }
    await expect(startServerProcess(dataDir, {}, ['--as-of', 'last tuesday'])).rejects.toThrow(
      /AS_OF: not a log position or an ISO time: "last tuesday"/,
    );
  });
});
