import { useStarted } from '../testing/lifecycle';
import { countEvents, registerLearner, signIn, startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { startFakeCloudinary } from './testing/fakeCloudinary';
import { createProblem, problemHistory, useTestClip } from './testing/videoTestKit';

const clip = useTestClip(4);
const cloudinary = useStarted(startFakeCloudinary);
let test: TestPlatform;
beforeEach(async () => {
  test = await startTestPlatform({ CLOUDINARY_URL: cloudinary().url });
});
afterEach(() => test.close());

/** What the browser does with the signature: a multipart POST straight to Cloudinary. */
async function uploadToCloudinary(signed: Record<string, string | number>) {
  const form = new FormData();
  for (const name of ['api_key', 'timestamp', 'public_id', 'signature']) form.append(name, String(signed[name]));
  form.append('file', new Blob([clip()], { type: 'video/mp4' }), 'walkthrough.mp4');
  const response = await fetch(String(signed['upload_url']), { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as { public_id: string; secure_url: string; duration: number } };
}

describe('with CLOUDINARY_URL set', () => {
  it("signs for Cloudinary, confirms the upload through the Admin API, records Cloudinary's URL and duration, and destroys it on delete", async () => {
    const problemId = await createProblem(test);
    const admin = await signIn(test);
    const signed = (await admin.get(`/api/video/create/${problemId}`).expect(200)).body;
    expect(signed).toMatchObject({
      api_key: cloudinary().apiKey,
      cloud_name: cloudinary().cloudName,
      upload_url: `${cloudinary().origin}/v1_1/${cloudinary().cloudName}/video/upload`,
    });
    expect(JSON.stringify(signed)).not.toContain(cloudinary().apiSecret);

    const uploaded = await uploadToCloudinary(signed);
    expect(uploaded.status).toBe(200);
    const saved = await admin
      .post('/api/video/save')
      .send({ problemId, cloudinaryPublicId: uploaded.body.public_id, secureUrl: 'https://evil.example/x.mp4', duration: 1 })
      .expect(201);
    const asset = cloudinary().assets.get(signed.public_id)!;
    expect(saved.body.videoSolution).toMatchObject({
      problemId,
      cloudinaryPublicId: signed.public_id,
      secureUrl: asset.secure_url,
      thumbnailUrl: asset.secure_url.replace(/\.mp4$/, '.jpg'),
      duration: 4,
    });
    expect(cloudinary().calls).toContainEqual({
      method: 'GET',
      path: `/v1_1/${cloudinary().cloudName}/resources/video/upload/${encodeURIComponent(signed.public_id)}`,
      status: 200,
    });

    const { agent: learner } = await registerLearner(test);
    expect((await learner.get(`/api/problem/problemById/${problemId}`).expect(200)).body).toMatchObject({
      secureUrl: asset.secure_url,
      duration: 4,
    });

    await admin.delete(`/api/video/delete/${problemId}`).expect(200);
    expect(cloudinary().assets.has(signed.public_id)).toBe(false);
    expect(cloudinary().calls.at(-1)).toEqual({ method: 'POST', path: `/v1_1/${cloudinary().cloudName}/video/destroy`, status: 200 });
    expect(await problemHistory(test, problemId)).toEqual(['ProblemCreated', 'ProblemVideoAttached', 'ProblemVideoRemoved']);
    expect((await test.platform.deps.store.readAll()).find((e) => e.type === 'ProblemVideoAttached')?.data).toMatchObject({
      host: 'cloudinary',
    });
  });

  it('refuses to save what Cloudinary does not have, appending nothing', async () => {
    const problemId = await createProblem(test);
    const admin = await signIn(test);
    const signed = (await admin.get(`/api/video/create/${problemId}`).expect(200)).body;
    const before = await countEvents(test);
    await admin
      .post('/api/video/save')
      .send({ problemId, cloudinaryPublicId: signed.public_id, secureUrl: 'https://x/y.mp4', duration: 3 })
      .expect(404);
    expect(await countEvents(test)).toBe(before);
  });
});

describe('when Cloudinary is unreachable', () => {
  it('answers 502 and appends nothing', async () => {
    const down = await startTestPlatform({ CLOUDINARY_URL: `cloudinary://k:s@${cloudinary().cloudName}?upload_prefix=http://127.0.0.1:9` });
    try {
      const problemId = await createProblem(down);
      const admin = await signIn(down);
      const before = await countEvents(down);
      const res = await admin
        .post('/api/video/save')
        .send({ problemId, cloudinaryPublicId: `forge/problems/${problemId}/abc` })
        .expect(502);
      expect(res.body).toMatchObject({
        code: 'VIDEO_HOST_UNAVAILABLE',
        message: expect.stringMatching(/^The video host could not confirm the upload/),
      });
      expect(await countEvents(down)).toBe(before);
    } finally {
      await down.close();
    }
  });
});
