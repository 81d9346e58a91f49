import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { JUDGE_DONE } from '@forge/contracts';
import { createLogger, logFunction } from '@forge/observability';
import { readLogLines, traceSubmission } from './traceStory';
import { connectSocket, listenWithSockets, registeredCookie } from '../testing/liveServer';
import { useStarted } from '../testing/lifecycle';
import { registerLearner, useProblem, useTestPlatform } from '../testing/testPlatform';

const wrongCpp = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';

// The platform logs JSON lines to a file, as `node api/dist/server.js > api.log` does.
const logFile = join(mkdtempSync(join(tmpdir(), 'forge-trace-')), 'api.log');
const log = logFunction(createLogger({ name: 'api', level: 'info', destination: pino.destination({ dest: logFile, sync: true }) }));
const test = useTestPlatform({}, { timeout: 120_000, overrides: { log } });
const problemId = useProblem(test);
const live = useStarted(() => listenWithSockets(test));
const eventsCli = resolve(__dirname, '..', '..', 'dist', 'history', 'eventsCli.js');

describe("a submission's story in the log", () => {
  it('carries the request id as its correlation id on every event, each naming its cause', async () => {
    const { agent } = await registerLearner(test);
    const requestId = `trace-${Date.now()}`;
    await agent
      .post(`/api/submission/submit/${problemId()}`)
      .set('X-Request-Id', requestId)
      .send({ code: wrongCpp, language: 'cpp' })
      .expect(200);
    const story = (await test.platform.deps.store.readAll()).filter((e) => e.metadata['correlationId'] === requestId);
    const types = story.map((e) => e.type);
    expect(types[0]).toBe('SubmissionRequested');
    expect(types).toEqual(expect.arrayContaining(['SubmissionJudgingStarted', 'SubmissionCaseJudged', 'SubmissionJudged']));
    const [requested, ...judging] = story.filter((e) => e.streamId === story[0]!.streamId);
    expect(requested!.metadata['causationId']).toBe(requestId);
    expect(judging.length).toBeGreaterThanOrEqual(3);
    for (const event of judging) expect(event.metadata['causationId']).toBe(requested!.id);
  });
});

describe('npm run events -- trace', () => {
  it("prints a submission's story in log order, from the request to the verdict", async () => {
    const { agent } = await registerLearner(test);
    const requestId = `story-${Date.now()}`;
    await agent
      .post(`/api/submission/submit/${problemId()}`)
      .set('X-Request-Id', requestId)
      .send({ code: wrongCpp, language: 'cpp' })
      .expect(200);
    const requested = (await test.platform.deps.store.readAll()).find(
      (e) => e.type === 'SubmissionRequested' && e.metadata['correlationId'] === requestId,
    )!;
    const submissionId = (requested.data as { submissionId: string }).submissionId;
    const lines = await traceSubmission(test.platform.deps.store, submissionId);
    expect(lines[0]).toBe(`submission ${submissionId}: correlation ${requestId}, ${lines.length - 1} events`);
    const types = lines.slice(1).map((line) => line.split(' ')[2]);
    expect(types[0]).toBe('SubmissionRequested');
    expect(types.indexOf('SubmissionJudgingStarted')).toBeGreaterThan(0);
    expect(types.indexOf('SubmissionCaseJudged')).toBeGreaterThan(types.indexOf('SubmissionJudgingStarted'));
    expect(types.at(-1)).toBe('SubmissionJudged');
    // Cases run in parallel and are recorded as they finish: the failing first one is among them, in whatever order.
    const cases = lines.filter((line) => line.includes(' SubmissionCaseJudged '));
    for (const line of cases) expect(line).toContain('(caused by the request event)');
    expect(cases.some((line) => /index=0 statusId=4/.test(line))).toBe(true);
    expect(lines.some((line) => line.includes('language=cpp'))).toBe(true);
    await expect(traceSubmission(test.platform.deps.store, 'no-such-submission')).rejects.toThrow(
      'no submission no-such-submission in the log',
    );
  });

  it("merges in the processes' log lines of the same correlation: the read models showing the verdict, then the verdict sent to the sockets", async () => {
    const cookie = await registeredCookie(live().base, 'Traced');
    const socket = await connectSocket(live().base, cookie);
    const done = new Promise<void>((resolveDone) => socket.once(JUDGE_DONE, () => resolveDone()));
    const requestId = `logged-${Date.now()}`;
    const res = await fetch(`${live().base}/api/submission/submit/${problemId()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-request-id': requestId },
      body: JSON.stringify({ code: wrongCpp, language: 'cpp' }),
    });
    expect(res.status).toBe(200);
    await done;
    socket.close();
    const { submissionId } = (await res.json()) as { submissionId: string };

    const lines = await traceSubmission(test.platform.deps.store, submissionId, readLogLines(logFile));
    expect(lines[0]).toMatch(new RegExp(`^submission ${submissionId}: correlation ${requestId}, \\d+ events, 2 log lines$`));
    const judged = lines.findIndex((line) => line.includes(' SubmissionJudged '));
    const shown = lines.findIndex((line) => line.includes(`submission ${submissionId}: the read models show its verdict`));
    const sent = lines.findIndex((line) => line.includes(`submission ${submissionId}: ${JUDGE_DONE} sent`));
    expect(judged).toBeGreaterThan(0);
    expect(shown).toBeGreaterThan(judged);
    expect(sent).toBe(shown + 1);
    expect(lines[sent]).toMatch(/^\S+Z \[api \d+\] info: /);

    // The command line says the same, from the log in DATA_DIR and the log file.
    const cli = spawnSync(process.execPath, [eventsCli, 'trace', submissionId, '--logs', logFile], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: test.dataDir },
      encoding: 'utf8',
    });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(cli.stdout.trimEnd().split('\n')).toEqual(lines);
  });
});
