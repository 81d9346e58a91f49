import { assign, setup } from 'xstate';
import { messageOf } from '../../api/http';
import type { AuditActor, AuditEntry, AuditEntryType, AuditPage, AuditQuery } from '@forge/contracts';
import { loadStates } from '../../lib/loadStates';
import { auditActors } from './api';
import type { AuditView } from './auditSearch';

export const FETCH_AUDIT_FAILED = 'Failed to load the audit log';
export const EXPORT_FAILED = 'Failed to export the audit log';
export const PAGE_SIZE = 50;

/** The log's filters, as the query sends them: an actor's id, an entry type, ISO times (inclusive). */
export interface AuditFilters {
  readonly actor?: string;
  readonly type?: AuditEntryType;
  readonly from?: string;
  readonly to?: string;
}

export type SeenActor = NonNullable<AuditActor>;

export interface AuditLogContext {
  readonly filters: AuditFilters;
  readonly entries: readonly AuditEntry[];
  readonly nextCursor: string | null;
  /** How many pages are loaded, and how many to load (the URL's `pages`, one more on Load more). */
  readonly pages: number;
  readonly wantedPages: number;
  /** Everyone who acted in the entries loaded so far, to choose the actor filter from. */
  readonly actors: Readonly<Record<string, SeenActor>>;
  readonly error: string | null;
  readonly exportError: string | null;
}

export type AuditLogEvent =
  { type: 'FILTER'; filters: AuditFilters } | { type: 'LOAD_MORE' } | { type: 'RETRY' } | { type: 'EXPORT' } | { type: 'DISMISS' };

const withActors = (known: Readonly<Record<string, SeenActor>>, entries: readonly AuditEntry[]) => {
  const actors = { ...known };
  for (const { actor } of entries) if (actor) actors[actor._id] = actor;
  return actors;
};

const queryOf = (filters: AuditFilters, cursor?: string | null): AuditQuery => ({
  ...filters,
  limit: PAGE_SIZE,
  ...(cursor ? { cursor } : {}),
});

/**
 * /admin/audit: the log newest first, a page at a time by cursor, under filters (any change starts
 * again from the newest), and Export, which downloads every matching entry as ndjson.
 */
export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
    input: {} as AuditView,
  },
  actors: {
    loadPage: auditActors.auditPage,
    exportLog: auditActors.exportAudit,
  },
  actions: {
    /** Hands the file to the browser; tests swap it. */
    download: (_, params: { file: Blob }) => {
      const url = URL.createObjectURL(params.file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `forge-audit-${new Date().toISOString().slice(0, 10)}.ndjson`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    wantsMore: ({ context }) => context.nextCursor !== null && context.pages < context.wantedPages,
  },
}).createMachine({
  id: 'auditLog',
  type: 'parallel',
  context: ({ input }) => ({
    filters: input.filters,
    entries: [],
    nextCursor: null,
    pages: 0,
    wantedPages: input.pages,
    actors: {},
    error: null,
    exportError: null,
  }),
  states: {
    list: {
      initial: 'loading',
      on: {
        FILTER: {
          target: '.loading',
          actions: assign(({ event }) => ({ filters: event.filters, entries: [], nextCursor: null, pages: 0, wantedPages: 1 })),
        },
      },
      states: {
        ...loadStates<AuditLogContext, AuditLogEvent>()({
          src: 'loadPage',
          input: ({ context }) => queryOf(context.filters),
          loaded: (page: AuditPage, context) => ({
            entries: page.entries,
            nextCursor: page.nextCursor,
            pages: 1,
            actors: withActors(context.actors, page.entries),
          }),
          failed: FETCH_AUDIT_FAILED,
        }),
        ready: {
          // A reload of a view with more pages loads them again, one after another.
          always: { guard: 'wantsMore', target: 'loadingMore' },
          on: {
            LOAD_MORE: {
              guard: 'hasMore',
              target: 'loadingMore',
              actions: assign(({ context }) => ({ wantedPages: context.pages + 1 })),
            },
          },
        },
        loadingMore: {
          entry: assign({ error: null }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => queryOf(context.filters, context.nextCursor),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                entries: [...context.entries, ...event.output.entries],
                nextCursor: event.output.nextCursor,
                pages: context.pages + 1,
                actors: withActors(context.actors, event.output.entries),
              })),
            },
            // The entries already shown stay; Load more can be pressed again.
            onError: { target: 'ready', actions: assign(({ context }) => ({ error: FETCH_AUDIT_FAILED, wantedPages: context.pages })) },
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            EXPORT: { target: 'exporting', actions: assign({ exportError: null }) },
            DISMISS: { actions: assign({ exportError: null }) },
          },
        },
        exporting: {
          invoke: {
            src: 'exportLog',
            input: ({ context }) => context.filters,
            onDone: { target: 'idle', actions: { type: 'download', params: ({ event }) => ({ file: event.output }) } },
            onError: { target: 'idle', actions: assign(({ event }) => ({ exportError: messageOf(event.error, EXPORT_FAILED) })) },
          },
        },
      },
    },
  },
});
