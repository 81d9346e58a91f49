import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streams } from '@forge/domain';
import { makeTestVideo } from '@forge/media';
import { sampleProblem } from '@forge/domain/testing';
import { executeProblemCommand } from '../../problem/execute';
import type { TestPlatform } from '../../testing/testPlatform';

/** A problem straight through the decider: these tests are about its video, not the judge's proof. */
export async function createProblem(test: TestPlatform, title = 'Add Two Numbers'): Promise<string> {
  const problemId = randomUUID();
  await executeProblemCommand(test.platform.deps, problemId, {
    type: 'CreateProblem',
    data: { problemId, content: sampleProblem({ title }), by: 'test', now: new Date().toISOString() },
  });
  return problemId;
}

export async function problemHistory(test: TestPlatform, problemId: string): Promise<string[]> {
  return (await test.platform.deps.store.readStream(streams.problem(problemId))).map((e) => e.type);
}

/** The media host's files for one public id (video, thumbnail, record). */
export function mediaFiles(test: TestPlatform, publicId: string): string[] {
  const dir = join(test.dataDir, 'media', 'assets', ...publicId.split('/').slice(0, -1));
  const name = publicId.split('/').at(-1)!;
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(`${name}.`)) : [];
}

/** The browser's second step: the clip (a path or its bytes), with the signed fields, POSTed to `upload_url` (the media host). */
export function postSignedUpload(agent: ReturnType<TestPlatform['agent']>, signed: Record<string, unknown>, clip: string | Buffer) {
  return agent
    .post(String(signed['upload_url']))
    .field('api_key', String(signed['api_key']))
    .field('timestamp', String(signed['timestamp']))
    .field('public_id', String(signed['public_id']))
    .field('signature', String(signed['signature']))
    .attach('file', clip, { contentType: 'video/mp4' })
    .expect(200);
}

/** A real video of `seconds`, made with ffmpeg once for the enclosing block's tests and removed after them. */
export function useTestClip(seconds: number): () => Buffer {
  let dir: string | undefined;
  let clip: Buffer | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'forge-clip-'));
    clip = readFileSync(makeTestVideo(dir, seconds));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!clip) throw new Error('useTestClip: the clip is there only to tests, and to hooks declared after the call');
    return clip;
  };
}
