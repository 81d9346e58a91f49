import { auditEntryTypes, type AuditEntryType } from '@forge/contracts';
import type { AuditFilters } from './auditLogMachine';

/** What /admin/audit's query string keeps, so a reload shows the same entries: the filters and how many pages were loaded. */
export interface AuditView {
  readonly filters: AuditFilters;
  readonly pages: number;
}

const isEntryType = (value: string): value is AuditEntryType => (auditEntryTypes as readonly string[]).includes(value);

/** The view a query string (`actor`, `type`, `from`, `to`, `pages`) names; anything it cannot read is left out. */
export function auditViewOf(search: string): AuditView {
  const params = new URLSearchParams(search);
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const actor = text('actor');
  const type = text('type');
  const from = text('from');
  const to = text('to');
  const pages = Number(params.get('pages'));
  return {
    filters: {
      ...(actor ? { actor } : {}),
      ...(type && isEntryType(type) ? { type } : {}),
      ...(from && !Number.isNaN(Date.parse(from)) ? { from } : {}),
      ...(to && !Number.isNaN(Date.parse(to)) ? { to } : {}),
    },
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, 20) : 1,
  };
}

/** The query string (without `?`) for a view; empty for the unfiltered first page. */
export function auditSearchOf({ filters, pages }: AuditView): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'type', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (pages > 1) params.set('pages', String(pages));
  return params.toString();
}
