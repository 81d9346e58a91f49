import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ProblemQuery } from './problemFilters';
import type { ProblemListEvent } from './problemListMachine';
import { problemListSearchOf, problemListViewOf } from './problemListSearch';

/** Keeps /problems' search, filters and page in its query string: read once on opening, written (replacing) on each change. */
export function useProblemListUrl(query: ProblemQuery, page: number, send: (event: ProblemListEvent) => void) {
  const opened = useSearch();
  const [, navigate] = useLocation();
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const view = problemListViewOf(opened);
    // The page last: a query change goes back to page 1.
    if (view.query.search) send({ type: 'SEARCH', text: view.query.search });
    if (view.query.difficulty !== 'all') send({ type: 'DIFFICULTY', value: view.query.difficulty });
    if (view.query.status !== 'all') send({ type: 'STATUS', value: view.query.status });
    if (view.page > 1) send({ type: 'PAGE', page: view.page });
  }, [opened, send]);
  const search = problemListSearchOf({ query, page });
  useEffect(() => {
    if (!read.current) return;
    navigate(search ? `/problems?${search}` : '/problems', { replace: true });
  }, [search, navigate]);
}
