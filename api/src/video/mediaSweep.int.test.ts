import { mkdtempSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestVideo } from '@forge/media';
import type { ReadModelStore } from '@forge/events';
import { signIn, startTestPlatform, type TestPlatform } from '../testing/testPlatform';
import { ABANDONED_AFTER_MS, sweepAbandonedUploads, type MediaSweepDeps, type MediaSweepOptions } from './mediaSweep';
import { createProblem, mediaFiles, postSignedUpload } from './testing/videoTestKit';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let test: TestPlatform;
let clips: string;
let clip: string;
/** How far the platform's clock is ahead of the real one: uploads made earlier grow old. */
let ahead = 0;
beforeAll(() => {
  clips = mkdtempSync(join(tmpdir(), 'media-sweep-'));
  clip = makeTestVideo(clips, 1);
});
afterAll(() => rmSync(clips, { recursive: true, force: true }));
beforeEach(async () => {
  ahead = 0;
  test = await startTestPlatform({}, { clock: () => new Date(Date.now() + ahead) });
  // These tests run the sweep themselves, at the moments they choose.
  await test.platform.deps.video.close?.();
});
afterEach(() => test.close());

const deps = () => test.platform.deps;
const host = () => deps().video.mediaHost;
const media = () => join(test.dataDir, 'media');
const sweep = (ports: Partial<MediaSweepDeps> = {}, options: MediaSweepOptions = {}) =>
  sweepAbandonedUploads(
    { host: host(), store: deps().store, readModels: deps().readModels, clock: deps().clock, log: () => undefined, ...ports },
    options,
  );

type Admin = Awaited<ReturnType<typeof signIn>>;

/** The browser's first two steps, without the save. */
async function upload(admin: Admin, problemId: string): Promise<string> {
  const signed = (await admin.get(`/api/video/create/${problemId}`).expect(200)).body;
  await postSignedUpload(admin, signed, clip);
  return signed.public_id as string;
}
const save = (admin: Admin, problemId: string, publicId: string) =>
  admin.post('/api/video/save').send({ problemId, cloudinaryPublicId: publicId });
const videoOf = async (problemId: string) =>
  (await (await signIn(test)).get(`/api/problem/problemById/${problemId}`).expect(200)).body.secureUrl as string | undefined;
const assetFiles = (publicId: string) => {
  const name = publicId.split('/').at(-1)!;
  return ['json', 'mp4', 'jpg'].map((ext) => `${name}.${ext}`);
};

/** A promise to pause on, and what lets it go. */
function gate() {
  let open!: () => void;
  let reached!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const wasReached = new Promise<void>((resolve) => (reached = resolve));
  const pass = () => {
    reached();
    return opened;
  };
  return { pass, open, reached: wasReached };
}

/** The read models, with the sweep's `n`th document read held at the gate once it has read. */
function pausingReadModels(n: number, at: ReturnType<typeof gate>): ReadModelStore {
  const real = deps().readModels;
  let reads = 0;
  return {
    ...real,
    async get<T>(collection: string, id: string) {
      const doc = await real.get<T>(collection, id);
      if (++reads === n) await at.pass();
      return doc;
    },
  };
}

it('deletes an upload never saved once it is a day old (video, thumbnail, record), and keeps a saved video however old, and the signing secret', async () => {
  const problemId = await createProblem(test);
  const admin = await signIn(test);
  const abandoned = await upload(admin, problemId);
  const saved = await upload(admin, problemId);
  await save(admin, problemId, saved).expect(201);
  expect(mediaFiles(test, abandoned).sort()).toEqual(assetFiles(abandoned).sort());
  const credentials = join(media(), 'credentials.json');
  const secret = readFileSync(credentials, 'utf8');

  ahead = 400 * DAY;
  expect(await sweep()).toEqual({ deleted: [abandoned], strayFiles: [] });

  expect(mediaFiles(test, abandoned)).toEqual([]);
  expect(await host().find(abandoned)).toBeNull();
  expect(mediaFiles(test, saved).sort()).toEqual(assetFiles(saved).sort());
  const secureUrl = await videoOf(problemId);
  expect(secureUrl).toBe(`/media/video/upload/${saved}.mp4`);
  await test.agent().get(secureUrl!).set('Range', 'bytes=0-99').expect(206);
  expect(readFileSync(credentials, 'utf8')).toBe(secret);
  expect(statSync(credentials).mode & 0o777).toBe(0o600);
});

it('keeps an unsaved upload until it is older than the grace period, which is an option', async () => {
  const problemId = await createProblem(test);
  const fresh = await upload(await signIn(test), problemId);

  ahead = ABANDONED_AFTER_MS - HOUR;
  expect(await sweep()).toEqual({ deleted: [], strayFiles: [] });
  ahead = ABANDONED_AFTER_MS + HOUR;
  expect(await sweep({}, { abandonedAfterMs: 2 * ABANDONED_AFTER_MS })).toEqual({ deleted: [], strayFiles: [] });
  expect(mediaFiles(test, fresh)).toHaveLength(3);

  expect(await sweep()).toEqual({ deleted: [fresh], strayFiles: [] });
  expect(mediaFiles(test, fresh)).toEqual([]);
});

it('never takes a video in use off the air, even for a moment', async () => {
  const problemId = await createProblem(test);
  const admin = await signIn(test);
  const publicId = await upload(admin, problemId);
  await save(admin, problemId, publicId).expect(201);
  ahead = 2 * DAY;
  const firstLook = gate();
  const sweeping = sweep({ readModels: pausingReadModels(1, firstLook) });
  await firstLook.reached;
  // The sweep is looking at it: learners still play it.
  await test.agent().get(`/media/video/upload/${publicId}.mp4`).set('Range', 'bytes=0-99').expect(206);
  firstLook.open();
  expect(await sweeping).toEqual({ deleted: [], strayFiles: [] });
});

it('deletes old stray files, keeps fresh ones, and settles what a crashed sweep left: a video in use is restored', async () => {
  const problemId = await createProblem(test);
  const admin = await signIn(test);
  const saved = await upload(admin, problemId);
  await save(admin, problemId, saved).expect(201);
  const unsaved = await upload(admin, problemId);
  // A sweep that crashed while it held both records aside.
  for (const publicId of [saved, unsaved])
    renameSync(join(media(), 'assets', `${publicId}.json`), join(media(), 'assets', `${publicId}.json.sweeping`));
  expect(await host().find(saved)).toBeNull();
  // What a crash mid-upload or mid-delete leaves: files without a record, and a partial upload.
  const folder = join(media(), 'assets', 'forge', 'problems', problemId);
  const stray = [
    join(folder, 'halfdeleted.mp4'),
    join(folder, 'halfdeleted.jpg'),
    join(folder, 'halfuploaded.json.tmp'),
    join(media(), 'tmp', 'partial-upload'),
  ];
  for (const file of stray) writeFileSync(file, 'x');
  // An upload moving its files into place right now: no record yet, but its files are new.
  const arriving = join(folder, 'arriving.mp4');
  writeFileSync(arriving, 'x');

  ahead = 2 * DAY;
  const now = new Date(Date.now() + ahead);
  utimesSync(arriving, now, now);
  const result = await sweep();

  expect(result.deleted).toEqual([unsaved]);
  expect([...result.strayFiles].sort()).toEqual([...stray].sort());
  expect(mediaFiles(test, unsaved)).toEqual([]);
  expect(mediaFiles(test, saved).sort()).toEqual(assetFiles(saved).sort());
  expect(await host().find(saved)).not.toBeNull();
  expect(statSync(arriving).isFile()).toBe(true);
  expect(statSync(join(media(), 'credentials.json')).isFile()).toBe(true);
});

describe('racing a save', () => {
  /** A problem and a video uploaded for it, not saved yet, two days ago; and the admin who will save it. */
  async function unsavedUpload() {
    const problemId = await createProblem(test);
    const publicId = await upload(await signIn(test), problemId);
    ahead = 2 * DAY;
    return { problemId, publicId, admin: await signIn(test) };
  }

  async function expectAttached(problemId: string, publicId: string) {
    expect(mediaFiles(test, publicId).sort()).toEqual(assetFiles(publicId).sort());
    expect(await videoOf(problemId)).toBe(`/media/video/upload/${publicId}.mp4`);
  }

  it('keeps a video saved after the sweep found it unused: it looks again before deleting', async () => {
    const { problemId, publicId, admin } = await unsavedUpload();
    const firstLook = gate();
    const sweeping = sweep({ readModels: pausingReadModels(1, firstLook) });
    await firstLook.reached;
    // The sweep has read that no problem uses the upload; now the admin presses save...
    await save(admin, problemId, publicId).expect(201);
    // ...and so much later that the date the save put on the upload no longer protects it.
    ahead = 4 * DAY;
    firstLook.open();

    expect(await sweeping).toEqual({ deleted: [], strayFiles: [] });
    await expectAttached(problemId, publicId);
  });

  it('keeps a video whose save confirmed it but has not reached the log yet', async () => {
    const { problemId, publicId, admin } = await unsavedUpload();
    const store = deps().store;
    const append = store.appendToStream.bind(store);
    const beforeAppend = gate();
    jest.spyOn(store, 'appendToStream').mockImplementation(async (stream, events, options) => {
      if (events.some((e) => e.type === 'ProblemVideoAttached')) await beforeAppend.pass();
      return append(stream, events, options);
    });
    const saving = save(admin, problemId, publicId).then((res) => res);
    await beforeAppend.reached;

    // The save found the upload on the host; nothing in the log or the read models says so yet.
    expect(await sweep()).toEqual({ deleted: [], strayFiles: [] });
    beforeAppend.open();

    expect((await saving).status).toBe(201);
    await expectAttached(problemId, publicId);
  });

  it('answers "upload it again" to a save that comes while the sweep is deleting, and attaches nothing', async () => {
    const { problemId, publicId, admin } = await unsavedUpload();
    // The second read is the look just before deleting, when the record is already set aside.
    const lastLook = gate();
    const sweeping = sweep({ readModels: pausingReadModels(2, lastLook) });
    await lastLook.reached;
    await save(admin, problemId, publicId).expect(404, {
      message: 'The video was not found on the video host: upload it again',
      code: 'NOT_FOUND',
    });
    lastLook.open();

    expect(await sweeping).toEqual({ deleted: [publicId], strayFiles: [] });
    expect(mediaFiles(test, publicId)).toEqual([]);
    expect(await videoOf(problemId)).toBeUndefined();
  });
});

describe('while the read models are behind the log', () => {
  it('does not sweep at all when the problems read model has not reached the end of the log (a rebuild, say)', async () => {
    const problemId = await createProblem(test);
    const publicId = await upload(await signIn(test), problemId);
    ahead = 2 * DAY;
    const rebuilding: ReadModelStore = { ...deps().readModels, checkpoint: async () => undefined };

    expect(await sweep({ readModels: rebuilding }, { catchUpTimeoutMs: 0 })).toEqual({
      deleted: [],
      strayFiles: [],
      skipped: 'the problems read model is behind the log',
    });
    expect(mediaFiles(test, publicId)).toHaveLength(3);
    expect(await sweep()).toEqual({ deleted: [publicId], strayFiles: [] });
  });

  it('stops, and puts the record back, when the read model falls behind during the sweep', async () => {
    const problemId = await createProblem(test);
    const publicId = await upload(await signIn(test), problemId);
    ahead = 2 * DAY;
    const real = deps().readModels;
    let looks = 0;
    // Caught up at the start and at the first look; reset just before the last.
    const resetMidway: ReadModelStore = { ...real, checkpoint: async (name) => (++looks <= 2 ? real.checkpoint(name) : undefined) };

    expect(await sweep({ readModels: resetMidway })).toEqual({
      deleted: [],
      strayFiles: [],
      skipped: 'the problems read model fell behind the log during the sweep',
    });
    expect(mediaFiles(test, publicId).sort()).toEqual(assetFiles(publicId).sort());
    expect(await host().find(publicId)).not.toBeNull();
  });
});

it('sweeps by itself when the platform starts, without holding the start up', async () => {
  const problemId = await createProblem(test);
  const publicId = await upload(await signIn(test), problemId);
  ahead = 2 * DAY;
  test = await test.restart();
  expect(mediaFiles(test, publicId)).toHaveLength(3);
  for (const end = Date.now() + 10_000; mediaFiles(test, publicId).length > 0; await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > end) throw new Error('the sweep at start did not delete the abandoned upload');
  }
});
