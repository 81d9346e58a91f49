import { handleCommand } from '@forge/events';
import { encodeEvent, problemDecider, streams, type ProblemContent } from '@forge/domain';
import { sampleProblem } from '@forge/domain/testing';
import { historyIndex, problemBody, problemHistory, problemRevision, type HistoryEntry } from '@forge/contracts';
import { countEvents, registerLearner, signIn, TEST_ADMIN, useTestPlatform } from '../testing/testPlatform';

// Every save is proven by the real judge in three languages, on a machine that may be busy.
jest.setTimeout(300_000);

const test = useTestPlatform();

type Agent = Awaited<ReturnType<typeof signIn>>;

async function admin(): Promise<{ agent: Agent; actor: { _id: string; firstName: string; emailId: string } }> {
  const agent = await signIn(test);
  const { user } = (await agent.get('/api/user/check').expect(200)).body as { user: { _id: string; firstName: string } };
  return { agent, actor: { _id: user._id, firstName: user.firstName, emailId: TEST_ADMIN.emailId } };
}

async function create(agent: Agent, content: ProblemContent = sampleProblem()): Promise<string> {
  return ((await agent.post('/api/problem/create').send(content).expect(201)).body as { problem: { _id: string } }).problem._id;
}

/** The content a form becomes once the API has parsed it (trimmed, tags normalised): what the log holds. */
const stored = (content: ProblemContent): ProblemContent => problemBody.parse(content);

// Answers are parsed with the wire's strict schemas: a field the contract does not name fails.
const history = async (agent: Agent, id: string) =>
  problemHistory.parse((await agent.get(`/api/admin/problem/${id}/history`).expect(200)).body);
const revision = async (agent: Agent, id: string, n: number) =>
  problemRevision.parse((await agent.get(`/api/admin/problem/${id}/revision/${n}`).expect(200)).body);

describe('who may read and restore history', () => {
  it('answers 401 signed out and 403 to a learner, on every audit route, appending nothing', async () => {
    const { agent } = await admin();
    const id = await create(agent);
    const learner = (await registerLearner(test)).agent;
    const before = await countEvents(test);
    for (const client of [test.agent(), learner]) {
      const status = client === learner ? 403 : 401;
      await client.get(`/api/admin/problem/${id}/history`).expect(status);
      await client.get(`/api/admin/problem/${id}/revision/0`).expect(status);
      await client.get('/api/admin/history').expect(status);
      await client.get('/api/admin/audit').expect(status);
      await client.post(`/api/admin/problem/${id}/restore`).send({ revision: 0 }).expect(status);
    }
    expect(await countEvents(test)).toBe(before);
  });

  it('answers 404 for a problem that never existed and for a revision beyond its stream', async () => {
    const { agent } = await admin();
    const id = await create(agent);
    await agent.get('/api/admin/problem/no-such-problem/history').expect(404, { message: 'Problem not found', code: 'NOT_FOUND' });
    await agent.get('/api/admin/problem/no-such-problem/revision/0').expect(404);
    await agent.get(`/api/admin/problem/${id}/revision/1`).expect(404, { message: 'Revision not found', code: 'NOT_FOUND' });
    await agent.get(`/api/admin/problem/${id}/revision/-1`).expect(404);
    await agent.post('/api/admin/problem/no-such-problem/restore').send({ revision: 0 }).expect(404);
  });
});

describe('a problem history', () => {
  it('given a problem created, updated, given a video and deleted, then it tells each revision field by field, oldest first', async () => {
    const { agent, actor } = await admin();
    const first = sampleProblem();
    const id = await create(agent, first);
    const cpp = first.referenceSolution[0]!.completeCode.replace('a + b', 'b + a');
    const second: ProblemContent = {
      ...first,
      title: 'Sum of Two',
      hiddenTestCases: [{ input: '7 8\n', output: '15\n' }, first.hiddenTestCases[1]!, { input: '-1 1\n', output: '0\n' }],
      referenceSolution: [{ language: 'C++', completeCode: cpp }, ...first.referenceSolution.slice(1)],
    };
    await agent.put(`/api/problem/update/${id}`).send(second).expect(200);
    const video = {
      host: 'mediaHost' as const,
      cloudinaryPublicId: `forge/problems/${id}/v1`,
      secureUrl: 'https://media.example/v1.mp4',
      thumbnailUrl: 'https://media.example/v1.jpg',
      duration: 61,
    };
    const store = test.platform.deps.store;
    const now = () => new Date().toISOString();
    await handleCommand(store, streams.problem(id), problemDecider, {
      type: 'AttachVideo',
      data: { problemId: id, video, by: actor._id, now: now() },
    });
    await handleCommand(store, streams.problem(id), problemDecider, {
      type: 'RemoveVideo',
      data: { problemId: id, by: actor._id, now: now() },
    });
    await agent.delete(`/api/problem/delete/${id}`).expect(200);

    const { problem, entries } = await history(agent, id);
    expect(problem).toEqual({ _id: id, title: 'Sum of Two', deleted: true });
    const [was, is] = [stored(first), stored(second)];
    expect(entries.map(({ revision, type, actor: who }) => ({ revision, type, who }))).toEqual([
      { revision: 0, type: 'created', who: actor },
      { revision: 1, type: 'updated', who: actor },
      { revision: 2, type: 'video attached', who: actor },
      { revision: 3, type: 'video removed', who: actor },
      { revision: 4, type: 'deleted', who: actor },
    ]);
    expect(entries.every((e: HistoryEntry) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    expect(entries[0]!.changes.every((c) => c.kind === 'added')).toBe(true);
    expect(entries[1]!.changes).toEqual([
      { field: 'title', kind: 'changed', before: 'Add Two Numbers', after: 'Sum of Two' },
      { field: 'hiddenTestCases', kind: 'changed', index: 1, before: was.hiddenTestCases[0], after: is.hiddenTestCases[0] },
      { field: 'hiddenTestCases', kind: 'added', index: 3, after: is.hiddenTestCases[2] },
      {
        field: 'referenceSolution',
        kind: 'changed',
        language: 'C++',
        diff: [
          '--- C++ referenceSolution',
          '+++ C++ referenceSolution',
          '@@ -1,2 +1,2 @@',
          ' #include <iostream>',
          '-int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }',
          // The API keeps code as the form sent it, less the blanks around it.
          '\\ No newline at end of file',
          '+int main() { long long a, b; std::cin >> a >> b; std::cout << b + a << "\\n"; }',
          '\\ No newline at end of file',
          '',
        ].join('\n'),
      },
    ]);
    const shown = { cloudinaryPublicId: video.cloudinaryPublicId, secureUrl: video.secureUrl, duration: 61 };
    expect(entries[2]!.changes).toEqual([{ field: 'video', kind: 'added', after: shown }]);
    expect(entries[3]!.changes).toEqual([{ field: 'video', kind: 'removed', before: shown }]);
    expect(entries[4]!.changes).toEqual([]);

    // Each revision's content, for the side-by-side diff; the deleted problem keeps its last content.
    expect(await revision(agent, id, 0)).toEqual({ revision: 0, deleted: false, content: was, video: null });
    expect(await revision(agent, id, 2)).toEqual({ revision: 2, deleted: false, content: is, video: shown });
    expect(await revision(agent, id, 4)).toEqual({ revision: 4, deleted: true, content: is, video: null });

    // The index lists it, deleted, with its latest change; the search is on the title, whatever its case.
    const index = historyIndex.parse((await agent.get('/api/admin/history').query({ search: 'SUM OF' }).expect(200)).body);
    expect(index.problems).toEqual([
      { _id: id, title: 'Sum of Two', deleted: true, revisions: 5, lastChange: { type: 'deleted', at: entries[4]!.at, actor } },
    ]);
    expect((await agent.get('/api/admin/history').query({ search: 'nothing like it' }).expect(200)).body).toEqual({ problems: [] });
  });
});

describe('restoring a revision', () => {
  it('given a problem edited five times through the API, when revision 2 is restored, then its content is revision 2 byte for byte, and the history shows the restore', async () => {
    const { agent, actor } = await admin();
    const id = await create(agent);
    const edits = [1, 2, 3, 4, 5].map((n) =>
      sampleProblem({
        title: `Edit ${n}`,
        description: `Version ${n} of the statement.\nIt has ${n} lines.`,
        hiddenTestCases: [{ input: `${n} ${n}\n`, output: `${2 * n}\n` }],
        tags: n % 2 ? 'array' : 'dp',
      }),
    );
    for (const edit of edits) await agent.put(`/api/problem/update/${id}`).send(edit).expect(200);

    const res = await agent.post(`/api/admin/problem/${id}/restore`).send({ revision: 2 }).expect(200);
    expect(res.body).toMatchObject({ message: 'Problem restored successfully', revision: 6, problem: { _id: id, title: 'Edit 2' } });

    const atTwo = await revision(agent, id, 2);
    const now = await revision(agent, id, 6);
    expect(JSON.stringify(now.content)).toBe(JSON.stringify(atTwo.content));
    expect(now.content).toEqual(stored(edits[1]!));
    expect(JSON.stringify(now.content)).not.toBe(JSON.stringify((await revision(agent, id, 5)).content));
    // What is served from the read models is that content too.
    const served = (await agent.get(`/api/problem/problemById/${id}`).expect(200)).body as Record<string, unknown>;
    for (const [field, value] of Object.entries(atTwo.content!)) expect(JSON.stringify(served[field])).toBe(JSON.stringify(value));

    const { entries } = await history(agent, id);
    expect(entries).toHaveLength(7);
    expect(entries[6]).toMatchObject({ revision: 6, type: 'restored', restoredRevision: 2, actor });
    expect(entries[6]!.changes.find((c) => c.field === 'title')).toEqual({
      field: 'title',
      kind: 'changed',
      before: 'Edit 5',
      after: 'Edit 2',
    });
  });

  it('given a deleted problem, when an earlier revision is restored, then it is live again and back in the library', async () => {
    const { agent } = await admin();
    const id = await create(agent, sampleProblem({ title: 'Comes Back' }));
    await agent.delete(`/api/problem/delete/${id}`).expect(200);
    await agent.get(`/api/problem/problemById/${id}`).expect(404);

    await agent.post(`/api/admin/problem/${id}/restore`).send({ revision: 0 }).expect(200);
    expect((await agent.get(`/api/problem/problemById/${id}`).expect(200)).body.title).toBe('Comes Back');
    const library = (await agent.get('/api/problem/getAllProblem').expect(200)).body as { _id: string }[];
    expect(library.map((p) => p._id)).toContain(id);
    const { problem, entries } = await history(agent, id);
    expect(problem.deleted).toBe(false);
    expect(entries.map((e) => e.type)).toEqual(['created', 'deleted', 'restored']);
  });

  it('given a revision the judge now refuses, when it is restored, then nothing changes and the refusal says why', async () => {
    const { agent, actor } = await admin();
    const id = await create(agent);
    // A revision written before the judge proved content (an import, an older version): its JavaScript answer is wrong.
    const broken = sampleProblem({
      title: 'Broken',
      referenceSolution: [{ language: 'JavaScript', completeCode: 'console.log(42);\n' }],
    });
    await test.platform.deps.store.appendToStream(streams.problem(id), [
      encodeEvent({
        type: 'ProblemUpdated',
        data: { problemId: id, ...broken, updatedBy: actor._id, updatedAt: new Date().toISOString() },
      }),
    ]);
    await agent
      .put(`/api/problem/update/${id}`)
      .send(sampleProblem({ title: 'Fixed' }))
      .expect(200);
    const before = await countEvents(test);

    const res = await agent.post(`/api/admin/problem/${id}/restore`).send({ revision: 1 }).expect(400);
    expect(res.body).toMatchObject({
      code: 'REFERENCE_FAILS',
      message: expect.stringMatching(/^Reference solution in JavaScript fails visible test case 1/),
    });
    expect(await countEvents(test)).toBe(before);
    expect((await agent.get(`/api/problem/problemById/${id}`).expect(200)).body.title).toBe('Fixed');
  });

  it('refuses a revision that holds no content, one that does not exist and a body that is not a revision, appending nothing', async () => {
    const { agent } = await admin();
    const id = await create(agent);
    await agent.delete(`/api/problem/delete/${id}`).expect(200);
    const before = await countEvents(test);
    const restore = (body: unknown) => agent.post(`/api/admin/problem/${id}/restore`).send(body as object);

    expect((await restore({ revision: 1 }).expect(400)).body).toEqual({
      message: 'Revision 1 (deleted) holds no content to restore: pick a revision that created, updated or restored the problem',
      code: 'NO_CONTENT',
    });
    expect((await restore({ revision: 2 }).expect(400)).body.message).toBe(
      "Revision 2 does not exist: this problem's latest revision is 1",
    );
    expect((await restore({ revision: -1 }).expect(400)).body.message).toBe('revision must be 0 or more');
    expect((await restore({ revision: 1.5 }).expect(400)).body.message).toBe('revision must be a whole number');
    expect((await restore({ revision: '0' }).expect(400)).body.message).toBe('revision must be a number');
    expect((await restore({}).expect(400)).body.message).toBe('revision must be a number');
    expect(await countEvents(test)).toBe(before);
  });
});
