import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleProblem } from '@forge/domain/testing';
import { registerLearner, signIn, startTestPlatform, TEST_ADMIN } from '../testing/testPlatform';
import { startServerProcess } from '../testing/serverProcess';
import { makeTestVideo } from '@forge/media';
import { postSignedUpload } from '../video/testing/videoTestKit';
import { dataDirState } from './dataDirState';

/**
 * `npm start -- --as-of` writes nothing in DATA_DIR, for real: the server process, serving
 * sign-ins, reads, a video and refused changes, leaves every file and folder of a data dir that
 * was used (a log, read models, sessions, the media host with a video, its secret, an abandoned
 * upload two hours old) with the same bytes, mode and mtime; and on a data dir without a log it
 * refuses to start, saying why, and makes nothing.
 */
const clips = mkdtempSync(join(tmpdir(), 'forge-as-of-clip-'));
let clip = '';
const dataDir = mkdtempSync(join(tmpdir(), 'forge-as-of-data-'));
const emptyDir = mkdtempSync(join(tmpdir(), 'forge-as-of-empty-'));
let problemId = '';
let publicId = '';
let learner = { emailId: '', password: '' };

beforeAll(async () => {
  clip = makeTestVideo(clips, 2);
  const test = await startTestPlatform({}, {}, dataDir);
  try {
    const admin = await signIn(test);
    problemId = (
      await admin
        .post('/api/problem/create')
        .send(sampleProblem({ title: 'Two Sum' }))
        .expect(201)
    ).body.problem._id as string;
    const signed = (await admin.get(`/api/video/create/${problemId}`).expect(200)).body as Record<string, unknown>;
    publicId = (await postSignedUpload(admin, signed, clip)).body.public_id as string;
    await admin.post('/api/video/save').send({ problemId, cloudinaryPublicId: publicId }).expect(201);
    const registered = await registerLearner(test);
    learner = { emailId: registered.emailId, password: registered.password };
  } finally {
    await test.platform.close();
  }
  // What a started media host removes (an upload abandoned two hours ago), and modes an older
  // version left, which a start narrows to 0600: a run that did either would show here.
  const abandoned = join(dataDir, 'media', 'tmp', 'abandoned-upload');
  writeFileSync(abandoned, 'half an upload');
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  utimesSync(abandoned, twoHoursAgo, twoHoursAgo);
  for (const file of ['events.sqlite', 'media/credentials.json']) chmodSync(join(dataDir, file), 0o640);
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
  rmSync(clips, { recursive: true, force: true });
});

const titles = (list: unknown) => (list as { title: string }[]).map((p) => p.title);

describe('--as-of writes nothing in DATA_DIR', () => {
  it('a server process as of now serves sign-in, reads and a video, refuses changes, and leaves every file as it was', async () => {
    const before = dataDirState(dataDir);
    expect(before.map((line) => line.split(' ')[0])).toEqual(
      expect.arrayContaining([
        'events.sqlite',
        'readmodels.sqlite',
        'sessions.sqlite',
        'media/credentials.json',
        'media/tmp/abandoned-upload',
      ]),
    );
    const asOf = new Date().toISOString();
    const server = await startServerProcess(dataDir, { ADMIN_EMAIL: TEST_ADMIN.emailId, ADMIN_PASSWORD: TEST_ADMIN.password }, [
      '--as-of',
      asOf,
    ]);
    try {
      expect(server.output()).toContain(`read-only as it was at ${asOf}`);
      expect(server.output()).not.toContain('media host');
      const call = (path: string, init: RequestInit = {}, cookie = '') =>
        fetch(`${server.base}${path}`, {
          ...init,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
        });
      const signInAs = async (credentials: { emailId: string; password: string }) => {
        const login = await call('/api/user/login', { method: 'POST', body: JSON.stringify(credentials) });
        expect(login.status).toBe(200);
        return login.headers.get('set-cookie')!.split(';')[0]!;
      };
      const admin = await signInAs(TEST_ADMIN);
      const list = await call('/api/problem/getAllProblem', {}, admin);
      expect(titles(await list.json())).toEqual(['Two Sum']);
      const problem = (await (await call(`/api/problem/problemById/${problemId}`, {}, admin)).json()) as { secureUrl?: string };
      expect(problem.secureUrl).toBe(`/media/video/upload/${publicId}.mp4`);
      // The video and its thumbnail, a byte range of it as a player asks.
      const range = await call(`/media/video/upload/${publicId}.mp4`, { headers: { range: 'bytes=0-99' } });
      expect(range.status).toBe(206);
      expect(Buffer.from(await range.arrayBuffer())).toEqual(readFileSync(clip).subarray(0, 100));
      expect((await call(`/media/video/upload/${publicId}.jpg`)).status).toBe(200);
      // Changes, and the signature a video upload would begin with, are refused.
      const refused = await call(
        '/api/problem/create',
        { method: 'POST', body: JSON.stringify(sampleProblem({ title: 'Not now' })) },
        admin,
      );
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { code: string }).code).toBe('READ_ONLY');
      const signing = await call(`/api/video/create/${problemId}`, {}, admin);
      expect(signing.status).toBe(409);
      expect(((await signing.json()) as { code: string }).code).toBe('READ_ONLY');
      expect((await call('/media/video/upload', { method: 'POST', body: '{}' })).status).toBe(409);
      expect((await call(`/api/video/delete/${problemId}`, { method: 'DELETE' }, admin)).status).toBe(409);
      // A learner signs in and out; sessions live in memory.
      const learnerCookie = await signInAs(learner);
      expect((await call('/api/user/check', {}, learnerCookie)).status).toBe(200);
      expect((await call('/api/user/logout', { method: 'POST' }, learnerCookie)).status).toBe(200);
      expect((await call('/api/user/check', {}, learnerCookie)).status).toBe(401);
    } finally {
      expect(await server.interrupt()).toBe(0);
    }
    expect(dataDirState(dataDir)).toEqual(before);
  });

  it('on a data dir without a log, refuses to start, says why, exits 1, and makes nothing', async () => {
    const before = dataDirState(emptyDir);
    await expect(startServerProcess(emptyDir, {}, ['--as-of', '2026-03-02'])).rejects.toThrow(
      // Its one fatal log line says why (the harness puts its msg first).
      new RegExp(`server exited with 1: --as-of needs an existing log in DATA_DIR: there is none at ${join(emptyDir, 'events.sqlite')}`),
    );
    expect(dataDirState(emptyDir)).toEqual(before);
    const missing = join(emptyDir, 'not-made');
    await expect(startServerProcess(missing, {}, ['--as-of', '2026-03-02'])).rejects.toThrow(/--as-of needs an existing log in DATA_DIR/);
    expect(existsSync(missing)).toBe(false);
    expect(dataDirState(emptyDir)).toEqual(before);
  });

  it('the data dir still serves the present afterwards', async () => {
    const test = await startTestPlatform({}, {}, dataDir);
    try {
      const admin = await signIn(test);
      expect(titles((await admin.get('/api/problem/getAllProblem').expect(200)).body)).toEqual(['Two Sum']);
      // The normal start is the one that removes the abandoned upload.
      expect(existsSync(join(dataDir, 'media', 'tmp', 'abandoned-upload'))).toBe(false);
      expect(readFileSync(join(dataDir, 'media', 'credentials.json'), 'utf8')).toContain('api_secret');
    } finally {
      await test.platform.close();
    }
  });
});
