import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { IMPORT_PROGRESS, type ImportProgressPayload, type ImportReport } from '@forge/contracts';
import { connectSocket, listenWithSockets, registeredCookie } from '../../testing/liveServer';
import { useStarted } from '../../testing/lifecycle';
import { countEvents, TEST_ADMIN, useTestPlatform } from '../../testing/testPlatform';
import { streamToBuffer, zipDirectory } from './zipDirectory';

/**
 * The import's progress (issue 34): the admin's sockets hear each of the package's submissions as
 * the proof judges it, under the import's id, with the real route, judge and sockets.
 */
const test = useTestPlatform({}, { timeout: 600_000 });
const live = useStarted(() => listenWithSockets(test));
const fixture = (name: string) => join(__dirname, 'fixtures', name);

const adminCookie = async () => {
  const res = await fetch(`${live().base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
};
const importing = async (cookie: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('package', new Blob([await streamToBuffer(await zipDirectory(fixture('divisor'), 'divisor'))]), 'divisor.zip');
  return fetch(`${live().base}/api/admin/problem/import`, { method: 'POST', headers: { cookie }, body: form });
};
const heard = (socket: Socket) => {
  const payloads: ImportProgressPayload[] = [];
  socket.on(IMPORT_PROGRESS, (payload: ImportProgressPayload) => payloads.push(payload));
  return payloads;
};

describe("an import's progress", () => {
  it("reaches the importing admin's sockets as each submission is judged, in the report's order, and no one else's", async () => {
    const cookie = await adminCookie();
    const [admin, learner] = [
      await connectSocket(live().base, cookie),
      await connectSocket(live().base, await registeredCookie(live().base)),
    ];
    const [toAdmin, toLearner] = [heard(admin), heard(learner)];
    const importId = 'import-progress-1';
    const res = await importing(cookie, { importId });
    expect(res.status).toBe(201);
    const { report } = (await res.json()) as { report: ImportReport };
    // Each was sent before the answer: all are here once the socket has passed them on.
    const deadline = Date.now() + 10_000;
    while (toAdmin.length < report.submissions.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const total = report.submissions.length;
    expect(total).toBeGreaterThan(1);
    expect(toAdmin).toEqual(report.submissions.map((submission, i) => ({ importId, judged: i + 1, total, submission })));
    expect(toLearner).toEqual([]);
    admin.close();
    learner.close();
  });

  it('refuses an importId it cannot take, importing nothing', async () => {
    const cookie = await adminCookie();
    const before = await countEvents(test);
    const res = await importing(cookie, { importId: 'bad id!' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'importId must be 8 to 64 letters, digits, - or _' });
    expect(await countEvents(test)).toBe(before);
  });
});
