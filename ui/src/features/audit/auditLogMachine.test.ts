import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuditEntry, AuditPage, AuditQuery } from '@forge/contracts';
import type { AuditView } from './auditSearch';
import { auditLogMachine, EXPORT_FAILED, FETCH_AUDIT_FAILED, PAGE_SIZE, type AuditFilters } from './auditLogMachine';

const ada = { _id: 'u1', firstName: 'Ada', emailId: 'ada@forge.test' };
const bob = { _id: 'u2', firstName: 'Bob', emailId: 'bob@forge.test' };
const entry = (id: string, actor: AuditEntry['actor'] = ada): AuditEntry => ({
  id,
  type: 'updated',
  at: '2025-01-02T10:00:00.000Z',
  actor,
  subject: { kind: 'problem', _id: 'p1', title: 'Two Sum' },
  revision: 1,
  changes: [],
});

interface Fakes {
  view?: AuditView;
  page?: (query: AuditQuery) => Promise<AuditPage>;
  exportLog?: (filters: AuditFilters) => Promise<Blob>;
}

function start(fakes: Fakes = {}) {
  const queries: AuditQuery[] = [];
  const downloads: Blob[] = [];
  const pages: Record<string, AuditPage> = {
    first: { entries: [entry('3'), entry('2', bob)], nextCursor: 'c2' },
    c2: { entries: [entry('1', null)], nextCursor: null },
  };
  const actor = createActor(
    auditLogMachine.provide({
      actors: {
        loadPage: fromPromise<AuditPage, AuditQuery>(({ input }) => {
          queries.push(input);
          return fakes.page ? fakes.page(input) : Promise.resolve(pages[input.cursor ?? 'first']!);
        }),
        exportLog: fromPromise<Blob, AuditFilters>(({ input }) => (fakes.exportLog ?? (async () => new Blob(['{}\n'])))(input)),
      },
      actions: { download: (_, params: { file: Blob }) => void downloads.push(params.file) },
    }),
    { input: fakes.view ?? { filters: {}, pages: 1 } },
  ).start();
  return { actor, queries, downloads };
}

describe('auditLogMachine', () => {
  it('loads the newest page, then the next by cursor until the last', async () => {
    const { actor, queries } = start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.nextCursor).toBe('c2');
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }) && s.context.nextCursor === null);
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual(['3', '2', '1']);
    expect(queries).toEqual([{ limit: PAGE_SIZE }, { limit: PAGE_SIZE, cursor: 'c2' }]);
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
  });

  it('opens on the view its URL names: those filters, and as many pages as were loaded', async () => {
    const { actor, queries } = start({ view: { filters: { type: 'updated' }, pages: 2 } });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }) && s.context.nextCursor === null);
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual(['3', '2', '1']);
    expect(actor.getSnapshot().context.pages).toBe(2);
    expect(queries).toEqual([
      { type: 'updated', limit: PAGE_SIZE },
      { type: 'updated', limit: PAGE_SIZE, cursor: 'c2' },
    ]);
  });

  it('remembers who acted, to choose the actor filter from', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.actors).toEqual({ u1: ada, u2: bob });
  });

  it('starts again from the newest entry under new filters', async () => {
    const { actor, queries } = start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }) && s.context.nextCursor === null);
    const filters = { actor: 'u2', type: 'restored', from: '2025-01-01T00:00:00.000Z', to: '2025-01-31T23:59:59.999Z' } as const;
    actor.send({ type: 'FILTER', filters });
    expect(actor.getSnapshot().context.entries).toEqual([]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(queries.at(-1)).toEqual({ ...filters, limit: PAGE_SIZE });
    expect(actor.getSnapshot().context.filters).toEqual(filters);
  });

  it(`reads "${FETCH_AUDIT_FAILED}" when the log does not load, and keeps what was shown when a later page fails`, async () => {
    let calls = 0;
    const { actor } = start({
      page: async () => {
        calls++;
        if (calls === 1 || calls === 3) throw new Error('500');
        return { entries: [entry(String(calls))], nextCursor: 'more' };
      },
    });
    await waitFor(actor, (s) => s.matches({ list: 'failure' }));
    expect(actor.getSnapshot().context.error).toBe(FETCH_AUDIT_FAILED);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual(['2']);
  });

  it('exports under the current filters and hands the file to the browser', async () => {
    const exported: AuditFilters[] = [];
    const file = new Blob(['{"id":"1"}\n']);
    const { actor, downloads } = start({
      exportLog: async (filters) => {
        exported.push(filters);
        return file;
      },
    });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'FILTER', filters: { type: 'deleted' } });
    actor.send({ type: 'EXPORT' });
    expect(actor.getSnapshot().matches({ export: 'exporting' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ export: 'idle' }));
    expect(exported).toEqual([{ type: 'deleted' }]);
    expect(downloads).toEqual([file]);
  });

  it(`reads "${EXPORT_FAILED}" when the export fails`, async () => {
    const { actor, downloads } = start({ exportLog: async () => Promise.reject(new Error('')) });
    actor.send({ type: 'EXPORT' });
    await waitFor(actor, (s) => s.context.exportError !== null);
    expect(actor.getSnapshot().context.exportError).toBe(EXPORT_FAILED);
    expect(downloads).toEqual([]);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.exportError).toBeNull();
  });
});
