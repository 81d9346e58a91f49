import { auditSearchOf, auditViewOf } from './auditSearch';

describe('the audit log in the URL', () => {
  it('reads back what it wrote: filters and pages', () => {
    const view = {
      filters: { actor: 'u1', type: 'updated' as const, from: '2025-01-01T00:00:00.000Z', to: '2025-01-31T23:59:59.999Z' },
      pages: 3,
    };
    expect(auditViewOf(auditSearchOf(view))).toEqual(view);
  });

  it('writes nothing for the unfiltered first page', () => {
    expect(auditSearchOf({ filters: {}, pages: 1 })).toBe('');
    expect(auditViewOf('')).toEqual({ filters: {}, pages: 1 });
  });

  it('leaves out what it cannot read', () => {
    expect(auditViewOf('?type=nonsense&from=yesterday&pages=-2&actor=%20')).toEqual({ filters: {}, pages: 1 });
    expect(auditViewOf('pages=1000').pages).toBe(20);
  });
});
