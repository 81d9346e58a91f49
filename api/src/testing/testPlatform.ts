import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { readConfig, type Config } from '../config';
import { scryptHasher } from '../account/passwords';
import { startPlatform, type Platform, type PlatformOverrides } from '../platform';
import { createJudge, type Judge } from '@forge/judge';
import { lifecycle, thereOnlyInTests, type LifecycleOptions } from './lifecycle';

import { TEST_JUDGE_CACHE_DIR } from './judgeCache';
import { encodeEvent, streams } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';

export { TEST_JUDGE_CACHE_DIR };

let judge: Promise<Judge> | undefined;
/** One real judge per test file, shared by every platform the file starts, closed after the file. */
export function sharedJudge(): Promise<Judge> {
  judge ??= createJudge({ cacheDir: TEST_JUDGE_CACHE_DIR });
  return judge;
}
afterAll(async () => {
  const shared = judge;
  judge = undefined;
  if (shared) await (await shared).close();
});

export const TEST_ADMIN = { emailId: 'admin@forge.test', password: 'admin-password-1' } as const;

/** Cheap scrypt parameters keep tests fast; the format and the code path are the production ones. */
export const fastPasswords = scryptHasher({ N: 1024, r: 8, p: 1 });

export interface TestPlatform {
  readonly platform: Platform;
  readonly dataDir: string;
  /** A client that keeps cookies, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  restart(): Promise<TestPlatform>;
  close(): Promise<void>;
}

/**
 * The real platform on `dataDir` as tests start it: no built-in problems, the shared judge, cheap
 * password hashes, no logging, registration limits out of the way; `env` and `overrides` on top.
 */
export async function startPlatformForTests(dataDir: string, env: Record<string, string> = {}, overrides: PlatformOverrides = {}) {
  const config: Config = readConfig({
    DATA_DIR: dataDir,
    LOAD_BUILTIN_PROBLEMS: 'false',
    JUDGE_CACHE_DIR: TEST_JUDGE_CACHE_DIR,
    // Tests make many accounts from one address; the limits have tests of their own.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    REGISTRATIONS_PER_MINUTE: '100000',
    ...env,
  });
  return startPlatform(config, { passwords: fastPasswords, log: () => undefined, judge: await sharedJudge(), ...overrides });
}

/** The real platform on a temporary data directory, served through `app.callback()`. */
export async function startTestPlatform(
  env: Record<string, string> = {},
  overrides: PlatformOverrides = {},
  dataDir = mkdtempSync(join(tmpdir(), 'forge-test-')),
): Promise<TestPlatform> {
  const platform = await startPlatformForTests(
    dataDir,
    { ADMIN_EMAIL: TEST_ADMIN.emailId, ADMIN_PASSWORD: TEST_ADMIN.password, ...env },
    overrides,
  );
  return {
    platform,
    dataDir,
    agent: () => request.agent(platform.app.callback()),
    restart: async () => {
      await platform.close();
      return startTestPlatform(env, overrides, dataDir);
    },
    close: async () => {
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface UseTestPlatformOptions extends LifecycleOptions {
  readonly overrides?: PlatformOverrides;
}

/** The platform's environment, or a function that makes it at start (it may start the loopback fakes the environment points at). */
export type PlatformEnv = Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);

/**
 * `startTestPlatform(env)` before the enclosing block's tests (or, `perTest`, each test), closed after
 * them. A fake that `env` starts is for the file to stop, in an afterAll declared after this call.
 * Returns a stand-in that is always the running platform, so it goes wherever a TestPlatform does;
 * its `restart()` puts the restarted platform in place and returns the stand-in.
 */
export function useTestPlatform(env: PlatformEnv = {}, options: UseTestPlatformOptions = {}): TestPlatform {
  const test = lifecycle(async () => startTestPlatform(typeof env === 'function' ? await env() : env, options.overrides), options);
  const standIn: TestPlatform = {
    get platform() {
      return test.running().platform;
    },
    get dataDir() {
      return test.running().dataDir;
    },
    agent: () => test.running().agent(),
    restart: async () => {
      test.replace(await test.running().restart());
      return standIn;
    },
    close: async () => {
      const closing = test.running();
      test.replace(undefined);
      await closing.close();
    },
  };
  return standIn;
}

export async function signIn(test: TestPlatform, credentials: { emailId: string; password: string } = TEST_ADMIN) {
  const agent = test.agent();
  await agent.post('/api/user/login').send(credentials).expect(200);
  return agent;
}

/** Creates `problem` as the admin (which proves its reference solutions on the judge): the admin's agent and the answer, a 201. */
export async function postProblemAsAdmin(test: TestPlatform, problem: object = sampleProblem()) {
  const admin = await signIn(test);
  return { admin, res: await admin.post('/api/problem/create').send(problem).expect(201) };
}

/** Creates `problem` as the admin and returns its id. */
export async function createProblemAsAdmin(test: TestPlatform, problem: object = sampleProblem()): Promise<string> {
  return (await postProblemAsAdmin(test, problem)).res.body.problem._id as string;
}

/**
 * The id of a problem the admin creates before the enclosing block's tests, from what `problem` makes
 * then; `timeout` leaves time to prove its reference solutions.
 */
export function useProblem(test: TestPlatform, problem: () => object = () => sampleProblem(), timeout = 120_000): () => string {
  let problemId: string | undefined;
  beforeAll(async () => {
    problemId = await createProblemAsAdmin(test, problem());
  }, timeout);
  return () => problemId ?? thereOnlyInTests();
}

let counter = 0;
export async function registerLearner(test: TestPlatform, firstName = 'Learner') {
  const agent = test.agent();
  const emailId = `learner${++counter}-${Date.now()}@forge.test`;
  const res = await agent.post('/api/user/register').send({ firstName, emailId, password: 'learner-password' }).expect(201);
  return { agent, user: res.body.user as { _id: string; emailId: string }, emailId, password: 'learner-password' };
}

/** How many events the log holds: tests use it to prove a refused request appended nothing. */
export async function countEvents(test: TestPlatform): Promise<number> {
  return (await test.platform.deps.store.readAll()).length;
}

/**
 * A submission requested and never judged, as a server that crashed mid-judging leaves it:
 * appended straight to the log, without starting the judge.
 */
export async function appendPendingSubmission(
  test: TestPlatform,
  submission: { submissionId: string; userId: string; problemId: string; code: string; testCasesTotal: number },
): Promise<void> {
  await test.platform.deps.store.appendToStream(streams.submission(submission.submissionId), [
    encodeEvent({ type: 'SubmissionRequested', data: { ...submission, language: 'javascript', requestedAt: new Date().toISOString() } }),
  ]);
}
