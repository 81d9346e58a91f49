import { handleCommand } from '@forge/events';
import { auditLogProjection, problemDecider, streams, userDecider } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { auditEntry, auditEntryTypes, auditPage, type AuditEntry, type AuditPage } from '@forge/contracts';
import { openSqliteReadModelStore, rebuildReadModels } from '@forge/projections';
import { type ReadModelStore } from '@forge/events';
import { countEvents, registerLearner, signIn, TEST_ADMIN, useTestPlatform } from '../testing/testPlatform';

// Problems saved through the API are proven by the real judge, on a machine that may be busy.
jest.setTimeout(300_000);

const test = useTestPlatform();

type Agent = Awaited<ReturnType<typeof signIn>>;
let admin: Agent;
let adminId: string;
let promoted: { _id: string; emailId: string };
let promotedProblem: string;
/** Problem updates appended straight to the log (the API's own path is proven in problemHistory.int.test.ts). */
const EXTRA_UPDATES = 20;

async function all(agent: Agent, query: Record<string, string | number> = {}): Promise<AuditEntry[]> {
  // Parsed with the wire's strict schema: a field the contract does not name fails.
  return auditPage.parse(
    (
      await agent
        .get('/api/admin/audit')
        .query({ ...query, limit: 200 })
        .expect(200)
    ).body,
  ).entries;
}

async function createProblem(agent: Agent, title: string): Promise<string> {
  const res = await agent.post('/api/problem/create').send(sampleProblem({ title }));
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.problem._id as string;
}

beforeAll(async () => {
  admin = await signIn(test);
  adminId = (await admin.get('/api/user/check').expect(200)).body.user._id;
  const problemId = await createProblem(admin, 'Audited');
  const { deps } = test.platform;
  for (let i = 1; i <= EXTRA_UPDATES; i++) {
    const { append } = await handleCommand(deps.store, streams.problem(problemId), problemDecider, {
      type: 'UpdateProblem',
      data: { problemId, content: sampleProblem({ title: `Audited ${i}` }), by: adminId, now: new Date().toISOString() },
    });
    await deps.projections.waitFor(append!.position);
  }
  // An admin makes a learner an admin, who then creates a problem of their own.
  const learner = await registerLearner(test, 'Grace');
  promoted = learner.user;
  const { append } = await handleCommand(deps.store, streams.user(promoted._id), userDecider, {
    type: 'ChangeRole',
    data: { userId: promoted._id, role: 'admin', by: adminId, now: new Date().toISOString() },
  });
  await deps.projections.waitFor(append!.position);
  promotedProblem = await createProblem(learner.agent, "Grace's");
});

describe('the audit log', () => {
  it('shows every admin action newest first, the admin bootstrap first of all, each actor as the account is now', async () => {
    const entries = await all(admin);
    expect(entries.map((e) => e.type)).toEqual([
      'created',
      'role changed',
      ...Array.from({ length: EXTRA_UPDATES }, () => 'updated'),
      'created',
      'admin bootstrapped',
    ]);
    const adminActor = { _id: adminId, firstName: expect.any(String), emailId: TEST_ADMIN.emailId };
    expect(entries.at(-1)).toMatchObject({
      actor: null,
      subject: { kind: 'user', _id: adminId, emailId: TEST_ADMIN.emailId, role: 'admin' },
      changes: [{ field: 'role', kind: 'added', after: 'admin' }],
    });
    expect(entries[1]).toMatchObject({
      actor: adminActor,
      subject: { kind: 'user', _id: promoted._id, emailId: promoted.emailId, role: 'admin' },
      changes: [{ field: 'role', kind: 'changed', before: 'user', after: 'admin' }],
    });
    expect(entries[0]).toMatchObject({
      actor: { _id: promoted._id, firstName: 'Grace', emailId: promoted.emailId },
      subject: { kind: 'problem', _id: promotedProblem, title: "Grace's" },
      revision: 0,
    });
    expect(entries[2]).toMatchObject({
      actor: adminActor,
      revision: EXTRA_UPDATES,
      changes: [{ field: 'title', before: `Audited ${EXTRA_UPDATES - 1}` }],
    });
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('pages through with an opaque cursor, each page newest first, to the same entries as one page', async () => {
    const whole = await all(admin);
    const paged: AuditEntry[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = (
        await admin
          .get('/api/admin/audit')
          .query({ limit: 4, ...(cursor ? { cursor } : {}) })
          .expect(200)
      ).body as AuditPage;
      expect(page.entries.length).toBeLessThanOrEqual(4);
      paged.push(...page.entries);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(paged).toEqual(whole);
    expect(pages).toBeGreaterThanOrEqual(Math.ceil(whole.length / 4));
  });

  it('filters by actor, by type and by time, inclusive', async () => {
    expect((await all(admin, { actor: promoted._id })).map((e) => [e.type, e.subject._id])).toEqual([['created', promotedProblem]]);
    const created = await all(admin, { type: 'created' });
    expect(created.map((e) => e.subject.kind === 'problem' && e.subject.title)).toEqual(["Grace's", 'Audited']);
    const updates = await all(admin, { type: 'updated', actor: adminId });
    expect(updates).toHaveLength(EXTRA_UPDATES);

    const whole = await all(admin);
    const middle = whole[Math.floor(whole.length / 2)]!.at;
    const from = await all(admin, { from: middle });
    const to = await all(admin, { to: middle });
    expect(from.length).toBeGreaterThan(0);
    expect(to.length).toBeGreaterThan(0);
    expect(from.every((e) => e.at >= middle)).toBe(true);
    expect(to.every((e) => e.at <= middle)).toBe(true);
    // Inclusive on both ends: between them, the entries at `middle` are counted twice.
    expect(from.length + to.length).toBe(whole.length + whole.filter((e) => e.at === middle).length);
    expect(await all(admin, { type: 'rejudged' })).toEqual([]);
  });

  it('streams every matching entry as one JSON object a line when asked for ndjson', async () => {
    const res = await admin.get('/api/admin/audit').set('Accept', 'application/x-ndjson').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const text = res.text;
    expect(text.endsWith('\n')).toBe(true);
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => auditEntry.parse(JSON.parse(line)));
    expect(lines).toEqual(await all(admin));

    const updates = await admin.get('/api/admin/audit').query({ type: 'updated' }).set('Accept', 'application/x-ndjson').expect(200);
    expect(updates.text.trimEnd().split('\n')).toHaveLength(EXTRA_UPDATES);
  });

  it('answers a bad query with 400 and the reason, and changes nothing', async () => {
    const before = await countEvents(test);
    const bad = async (query: Record<string, string>) =>
      (await admin.get('/api/admin/audit').query(query).expect(400)).body as { message: string };
    expect((await bad({ type: 'renamed' })).message).toBe(`type must be one of: ${auditEntryTypes.join(', ')}`);
    expect((await bad({ from: 'yesterday' })).message).toBe('from must be an ISO date-time');
    expect((await bad({ to: '2026-13-01' })).message).toBe('to must be an ISO date-time');
    expect((await bad({ limit: 'many' })).message).toBe('limit must be a number');
    expect((await bad({ limit: '0' })).message).toBe('limit must be from 1 to 200');
    expect((await bad({ limit: '201' })).message).toBe('limit must be from 1 to 200');
    expect((await bad({ limit: '2.5' })).message).toBe('limit must be a whole number');
    expect((await bad({ cursor: 'not-a-cursor' })).message).toBe('cursor is not one this audit log gave');
    expect((await bad({ sort: 'oldest' })).message).toMatch(/sort/);
    expect(await countEvents(test)).toBe(before);
  });

  it('is rebuilt from the log to the same documents', async () => {
    const pageAll = async (readModels: ReadModelStore) => readModels.page(auditLogProjection.name, { limit: 1_000_000 });
    const fresh = openSqliteReadModelStore(':memory:');
    try {
      const { events } = await rebuildReadModels(test.platform.deps.store, fresh, [auditLogProjection]);
      expect(events).toBe(await countEvents(test));
      const rebuilt = await pageAll(fresh);
      expect(rebuilt.filter((d) => d.id.startsWith('e:'))).toHaveLength((await all(admin)).length);
      expect(rebuilt).toEqual(await pageAll(test.platform.deps.readModels));
    } finally {
      await fresh.close();
    }
  });
});
