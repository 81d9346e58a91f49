import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestVideo } from '@forge/media';
import { countEvents, registerLearner, signIn, startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { sampleProblem } from '@forge/domain/testing';
import { createProblem, mediaFiles, problemHistory, postSignedUpload } from './testing/videoTestKit';

let test: TestPlatform;
let clips: string;
let clip: string;
beforeAll(() => {
  clips = mkdtempSync(join(tmpdir(), 'video-api-'));
  clip = makeTestVideo(clips, 3);
});
afterAll(() => rmSync(clips, { recursive: true, force: true }));
beforeEach(async () => {
  test = await startTestPlatform();
});
afterEach(() => test.close());

/** The browser's three steps: signature, multipart POST to upload_url, save. Returns the save response. */
async function uploadAndSave(
  admin: Awaited<ReturnType<typeof signIn>>,
  problemId: string,
  lie = { secureUrl: 'https://evil.example/x.mp4', duration: 999 },
) {
  const signed = (await admin.get(`/api/video/create/${problemId}`).expect(200)).body;
  const hosted = await postSignedUpload(admin, signed, clip);
  return admin.post('/api/video/save').send({ problemId, cloudinaryPublicId: hosted.body.public_id, ...lie });
}

describe('who may touch videos', () => {
  it('refuses the signed-out (401), learners (403) and unknown problems (404), appending nothing', async () => {
    const problemId = await createProblem(test);
    const { agent: learner } = await registerLearner(test);
    const admin = await signIn(test);
    const body = { problemId, cloudinaryPublicId: `forge/problems/${problemId}/x`, secureUrl: '/x', duration: 1 };
    const before = await countEvents(test);
    const anonymous = test.agent();
    await anonymous.get(`/api/video/create/${problemId}`).expect(401);
    await anonymous.post('/api/video/save').send(body).expect(401);
    await anonymous.delete(`/api/video/delete/${problemId}`).expect(401);
    await anonymous.get('/api/video/list').expect(401);
    await learner.get('/api/video/list').expect(403);
    await learner.get(`/api/video/create/${problemId}`).expect(403, { message: 'Admin access required', code: 'FORBIDDEN' });
    await learner.post('/api/video/save').send(body).expect(403);
    await learner.delete(`/api/video/delete/${problemId}`).expect(403);
    await admin.get('/api/video/create/no-such-problem').expect(404, { message: 'Problem not found', code: 'NOT_FOUND' });
    await admin
      .post('/api/video/save')
      .send({ ...body, problemId: 'no-such-problem' })
      .expect(404, { message: 'Problem not found', code: 'NOT_FOUND' });
    await admin.delete('/api/video/delete/no-such-problem').expect(404, { message: 'Problem not found', code: 'NOT_FOUND' });
    expect(await countEvents(test)).toBe(before);
  });
});

describe('with the built-in media host', () => {
  it('issues a signature for a public id under the problem, without the secret', async () => {
    const problemId = await createProblem(test);
    const admin = await signIn(test);
    const res = await admin.get(`/api/video/create/${problemId}`).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['api_key', 'cloud_name', 'public_id', 'signature', 'timestamp', 'upload_url']);
    expect(res.body.public_id).toMatch(new RegExp(`^forge/problems/${problemId}/[0-9a-f]{32}$`));
    expect(res.body.upload_url).toBe('/media/video/upload');
    expect(Math.abs(res.body.timestamp - Date.now() / 1000)).toBeLessThan(5);
    const { api_secret } = JSON.parse(readFileSync(join(test.dataDir, 'media', 'credentials.json'), 'utf8')) as { api_secret: string };
    expect(res.text).not.toContain(api_secret);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("saves the host's URL and duration, not the client's, and learners then see and play it", async () => {
    const problemId = await createProblem(test);
    const admin = await signIn(test);
    const saved = await uploadAndSave(admin, problemId);
    expect(saved.status).toBe(201);
    const { videoSolution } = saved.body;
    expect(videoSolution).toEqual({
      problemId,
      cloudinaryPublicId: expect.stringMatching(new RegExp(`^forge/problems/${problemId}/`)),
      secureUrl: `/media/video/upload/${videoSolution.cloudinaryPublicId}.mp4`,
      thumbnailUrl: `/media/video/upload/${videoSolution.cloudinaryPublicId}.jpg`,
      duration: 3,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await problemHistory(test, problemId)).toEqual(['ProblemCreated', 'ProblemVideoAttached']);

    const { agent: learner } = await registerLearner(test);
    const problem = (await learner.get(`/api/problem/problemById/${problemId}`).expect(200)).body;
    expect(problem).toMatchObject({ secureUrl: videoSolution.secureUrl, thumbnailUrl: videoSolution.thumbnailUrl, duration: 3 });
    expect(problem).not.toHaveProperty('video');
    const video = await learner.get(problem.secureUrl).set('Range', 'bytes=0-1023').expect(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
  });

  it("refuses a video uploaded for another problem, or one the host doesn't have, appending nothing", async () => {
    const [mine, theirs] = [await createProblem(test), await createProblem(test, 'Other')];
    const admin = await signIn(test);
    const signed = (await admin.get(`/api/video/create/${theirs}`).expect(200)).body;
    await postSignedUpload(admin, signed, clip);
    const before = await countEvents(test);
    await admin
      .post('/api/video/save')
      .send({ problemId: mine, cloudinaryPublicId: signed.public_id, secureUrl: '/x', duration: 3 })
      .expect(400, { message: 'This video was not uploaded for this problem', code: 'INVALID' });
    await admin
      .post('/api/video/save')
      .send({ problemId: mine, cloudinaryPublicId: `forge/problems/${mine}/neveruploaded`, secureUrl: '/x', duration: 3 })
      .expect(404, {
        message: 'The video was not found on the video host: upload it again',
        code: 'NOT_FOUND',
      });
    const invalid = await admin.post('/api/video/save').send({ problemId: mine }).expect(400);
    expect(invalid.body).toMatchObject({ message: 'cloudinaryPublicId is required', code: 'VALIDATION' });
    expect(await countEvents(test)).toBe(before);
  });

  it('keeps the video through an update of the problem, replaces it with a new upload, and deletes the old asset', async () => {
    const problemId = await createProblem(test);
    const admin = await signIn(test);
    const first = (await uploadAndSave(admin, problemId)).body.videoSolution;
    await admin
      .put(`/api/problem/update/${problemId}`)
      .send(sampleProblem({ title: 'Renamed' }))
      .expect(200);
    expect((await admin.get(`/api/problem/problemById/${problemId}`)).body).toMatchObject({ title: 'Renamed', secureUrl: first.secureUrl });

    const second = (await uploadAndSave(admin, problemId)).body.videoSolution;
    expect(second.cloudinaryPublicId).not.toBe(first.cloudinaryPublicId);
    expect(mediaFiles(test, first.cloudinaryPublicId)).toEqual([]);
    expect(mediaFiles(test, second.cloudinaryPublicId).sort()).toHaveLength(3);
    expect((await admin.get(`/api/problem/problemById/${problemId}`)).body.secureUrl).toBe(second.secureUrl);
    expect(await problemHistory(test, problemId)).toEqual([
      'ProblemCreated',
      'ProblemVideoAttached',
      'ProblemUpdated',
      'ProblemVideoRemoved',
      'ProblemVideoAttached',
    ]);
  }, 120_000);

  it('deletes the video and its files; a second delete says there is none', async () => {
    const problemId = await createProblem(test);
    const admin = await signIn(test);
    const { videoSolution } = (await uploadAndSave(admin, problemId)).body;
    await admin.delete(`/api/video/delete/${problemId}`).expect(200, { message: 'Video deleted successfully' });
    expect(mediaFiles(test, videoSolution.cloudinaryPublicId)).toEqual([]);
    await admin.get(videoSolution.secureUrl).expect(404);
    const problem = (await admin.get(`/api/problem/problemById/${problemId}`).expect(200)).body;
    expect(problem).not.toHaveProperty('secureUrl');
    const before = await countEvents(test);
    await admin.delete(`/api/video/delete/${problemId}`).expect(404, { message: 'This problem has no video', code: 'NOT_FOUND' });
    expect(await countEvents(test)).toBe(before);
    expect(await problemHistory(test, problemId)).toEqual(['ProblemCreated', 'ProblemVideoAttached', 'ProblemVideoRemoved']);
  });

  it('lists the videos there are, one per problem that has one, and forgets a deleted one', async () => {
    const withVideo = await createProblem(test);
    const without = await createProblem(test);
    const admin = await signIn(test);
    const { videoSolution } = (await uploadAndSave(admin, withVideo)).body;
    const listed = (await admin.get('/api/video/list').expect(200)).body as { problemId: string }[];
    expect(listed).toEqual([videoSolution]);
    expect(listed.map((v) => v.problemId)).not.toContain(without);
    await admin.delete(`/api/video/delete/${withVideo}`).expect(200);
    await admin.get('/api/video/list').expect(200, []);
  });

  it("deleting a problem takes its video's files with it", async () => {
    const problemId = await createProblem(test);
    const admin = await signIn(test);
    const { videoSolution } = (await uploadAndSave(admin, problemId)).body;
    await admin.delete(`/api/problem/delete/${problemId}`).expect(200);
    expect(mediaFiles(test, videoSolution.cloudinaryPublicId)).toEqual([]);
    expect(await problemHistory(test, problemId)).toEqual([
      'ProblemCreated',
      'ProblemVideoAttached',
      'ProblemVideoRemoved',
      'ProblemDeleted',
    ]);
  });

  it('survives a restart: the signing secret and the videos stay', async () => {
    const problemId = await createProblem(test);
    const admin = await signIn(test);
    const signed = (await admin.get(`/api/video/create/${problemId}`).expect(200)).body;
    test = await test.restart();
    const again = await signIn(test);
    const hosted = await postSignedUpload(again, signed, clip);
    await again.post('/api/video/save').send({ problemId, cloudinaryPublicId: hosted.body.public_id }).expect(201);
  });
});

describe('without a usable DATA_DIR/media', () => {
  it('still starts, logs why, and fails only the video calls', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'forge-test-'));
    writeFileSync(join(dataDir, 'media'), 'a file where the media directory should be');
    const logs: string[] = [];
    const broken = await startTestPlatform({}, { log: (message) => logs.push(message) }, dataDir);
    try {
      expect(logs.some((line) => line.startsWith(`The media host cannot use ${dataDir}/media`))).toBe(true);
      const problemId = await createProblem(broken);
      const admin = await signIn(broken);
      await admin.get(`/api/problem/problemById/${problemId}`).expect(200);
      await admin.get(`/api/video/create/${problemId}`).expect(500, { message: 'Internal server error', code: 'INTERNAL' });
      const upload = await admin
        .post('/media/video/upload')
        .field('api_key', 'x')
        .attach('file', clip, { contentType: 'video/mp4' })
        .expect(500);
      expect(upload.body).toEqual({ error: { message: 'The upload could not be stored' } });
    } finally {
      await broken.close();
    }
  });
});
