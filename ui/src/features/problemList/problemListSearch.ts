import { DIFFICULTIES, EMPTY_QUERY, type DifficultyFilter, type ProblemQuery, type StatusFilter } from './problemFilters';

/** What /problems keeps in its query string, so a reload shows the same list: the search, the filters and the page. */
export interface ProblemListView {
  readonly query: ProblemQuery;
  readonly page: number;
}

const STATUSES: readonly StatusFilter[] = ['all', 'solved', 'attempted', 'unsolved'];

/** The view a query string (`q`, `difficulty`, `status`, `page`) names; anything it cannot read is the default. */
export function problemListViewOf(search: string): ProblemListView {
  const params = new URLSearchParams(search);
  const difficulty = params.get('difficulty');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    query: {
      search: params.get('q') ?? EMPTY_QUERY.search,
      difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty ?? '') ? (difficulty as DifficultyFilter) : 'all',
      status: STATUSES.includes(status as StatusFilter) ? (status as StatusFilter) : 'all',
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string (without `?`) for a view; empty for the unfiltered first page. */
export function problemListSearchOf({ query, page }: ProblemListView): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.difficulty !== 'all') params.set('difficulty', query.difficulty);
  if (query.status !== 'all') params.set('status', query.status);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}
