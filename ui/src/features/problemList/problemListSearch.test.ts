import { problemListSearchOf, problemListViewOf } from './problemListSearch';

describe('the problem list in the URL', () => {
  it('reads back what it wrote: search, filters and page', () => {
    const view = { query: { search: 'two sum', difficulty: 'easy' as const, status: 'unsolved' as const }, page: 2 };
    expect(problemListSearchOf(view)).toBe('q=two+sum&difficulty=easy&status=unsolved&page=2');
    expect(problemListViewOf(problemListSearchOf(view))).toEqual(view);
  });

  it('writes nothing for the unfiltered first page, and reads the defaults for what it cannot read', () => {
    expect(problemListSearchOf({ query: { search: '', difficulty: 'all', status: 'all' }, page: 1 })).toBe('');
    expect(problemListViewOf('?difficulty=impossible&status=maybe&page=zero')).toEqual({
      query: { search: '', difficulty: 'all', status: 'all' },
      page: 1,
    });
  });
});
