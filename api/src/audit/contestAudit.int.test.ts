import { auditPage, contestHistory, type AuditEntry } from '@forge/contracts';
import { registerLearner, signIn, useProblem, useTestPlatform } from '../testing/testPlatform';

/**
 * A contest's changes in the admins' audit (issue 36), through the real app and log: every event of
 * its stream an entry of the audit log and of its history, each saying who did what, on a clock the
 * test moves past the contest's end.
 */
const startedAt = Date.parse('2026-05-01T09:00:00.000Z');
let now = startedAt;
const test = useTestPlatform({}, { timeout: 120_000, overrides: { clock: () => new Date(now) } });
const problemId = useProblem(test);
const startTime = new Date(startedAt + 10 * 60_000).toISOString();
const body = {
  title: 'Audited Round',
  description: 'Watched by the audit',
  type: 'beginner',
  difficulty: 'easy',
  startTime,
  durationMinutes: 30,
  maxParticipants: 5,
  prizes: [],
  rules: 'ioi',
  problemIds: [],
  freezeMinutes: 10,
  rated: false,
};

describe("a contest's audit", () => {
  let admin: Awaited<ReturnType<typeof signIn>>;
  let learner: Awaited<ReturnType<typeof registerLearner>>;
  let adminId: string;
  let contestId: string;

  beforeAll(async () => {
    now = startedAt;
    admin = await signIn(test);
    adminId = (await admin.get('/api/user/check').expect(200)).body.user._id;
    learner = await registerLearner(test, 'Ada');
    contestId = (await admin.post('/api/admin/contest').send(body).expect(201)).body.contestId;
    await admin
      .put(`/api/admin/contest/${contestId}`)
      .send({ ...body, title: 'Audited Round 2', problemIds: [problemId()], contestOnly: [problemId()] })
      .expect(200);
    await learner.agent.post(`/api/contest/${contestId}/register`).expect(200);
    now = Date.parse(startTime) + 31 * 60_000;
    await admin.post(`/api/admin/contest/${contestId}/unfreeze`).send({}).expect(200);
  }, 120_000);

  it('lists every event of its stream in the audit log, newest first, with its actor and changes', async () => {
    const entries = auditPage
      .parse((await admin.get('/api/admin/audit').query({ limit: 200 }).expect(200)).body)
      .entries.filter((e: AuditEntry) => e.subject._id === contestId);
    expect(entries.map((e) => [e.type, e.revision, e.actor?._id ?? null])).toEqual([
      ['unfrozen', 5, adminId],
      ['ended', 4, null],
      ['registered', 3, learner.user._id],
      ['problems set', 2, adminId],
      ['updated', 1, adminId],
      ['created', 0, adminId],
    ]);
    // Each names the contest by its title as that event left it.
    expect(entries.map((e) => e.subject)).toEqual([
      ...Array(5).fill({ kind: 'contest', _id: contestId, title: 'Audited Round 2' }),
      { kind: 'contest', _id: contestId, title: 'Audited Round' },
    ]);
    expect(entries.find((e) => e.type === 'updated')!.changes).toEqual([
      { field: 'title', kind: 'changed', before: 'Audited Round', after: 'Audited Round 2' },
    ]);
    expect(entries.find((e) => e.type === 'problems set')!.changes).toEqual([
      { field: 'problems', kind: 'added', after: [problemId()] },
      { field: 'contestOnly', kind: 'added', after: [problemId()] },
    ]);
    expect(entries.find((e) => e.type === 'registered')!.changes).toEqual([{ field: 'participant', kind: 'added', after: 'Ada' }]);
    // The audit's filters take the new entry types.
    const registered = auditPage.parse((await admin.get('/api/admin/audit').query({ type: 'registered' }).expect(200)).body).entries;
    expect(registered.map((e) => e.subject._id)).toContain(contestId);
  });

  it('tells its history, oldest first, to admins only', async () => {
    const history = contestHistory.parse((await admin.get(`/api/admin/contest/${contestId}/history`).expect(200)).body);
    expect(history.contest).toEqual({ _id: contestId, title: 'Audited Round 2', deleted: false });
    expect(history.entries.map((e) => e.type)).toEqual(['created', 'updated', 'problems set', 'registered', 'ended', 'unfrozen']);
    expect(history.entries[0]!.changes).toContainEqual({ field: 'rules', kind: 'added', after: 'ioi' });
    expect(history.entries[0]!.actor).toMatchObject({ _id: adminId });
    await learner.agent.get(`/api/admin/contest/${contestId}/history`).expect(403);
    expect((await admin.get('/api/admin/contest/no-such-contest/history').expect(404)).body.message).toBe('Contest not found');
  });
});
