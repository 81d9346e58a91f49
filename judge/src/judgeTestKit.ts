import os from 'node:os';
import path from 'node:path';
import type { JudgeRequest, JudgeResult, TestResult } from './api';
import { createJudge, type ForgeJudge, type JudgeOptions } from './judge';

/**
 * Integration tests share one cache dir per machine, so the precompiled header is built once
 * (about 6 s) and not once per test file. Sources that must compile afresh carry a nonce.
 */
export const sharedCacheDir = path.join(os.tmpdir(), 'forge-judge-test-cache');

export function startJudge(options: Partial<JudgeOptions> = {}): Promise<ForgeJudge> {
  // JUDGE_LOG=1 shows the judge's log lines when a test needs explaining.
  const log = process.env.JUDGE_LOG ? (line: string) => console.error(`[judge] ${line}`) : () => undefined;
  return createJudge({ cacheDir: sharedCacheDir, log, ...options });
}

/**
 * A judge started before the enclosing block's tests (the file's, at the top level) and closed
 * after them; `timeout` leaves time to build the precompiled header on a fresh machine.
 */
export function useJudge(options: Partial<JudgeOptions> = {}, timeout = 120_000): () => ForgeJudge {
  let judge: ForgeJudge | undefined;
  beforeAll(async () => {
    judge = await startJudge(options);
  }, timeout);
  afterAll(() => judge?.close());
  return () => {
    if (!judge) throw new Error('useJudge: the judge is there only to tests, and to hooks declared after the call');
    return judge;
  };
}

export function nonce(): string {
  return `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Judges and collects what onTest reported, in the order it was reported. */
export async function judgeWithReports(judge: ForgeJudge, request: JudgeRequest): Promise<{ result: JudgeResult; reported: TestResult[] }> {
  const reported: TestResult[] = [];
  const result = await judge.judge(request, (test) => reported.push(test));
  return { result, reported };
}
