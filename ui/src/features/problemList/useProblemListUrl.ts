import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ProblemQuery } from './problemFilters';
import { problemListSearchOf } from './problemListSearch';

/** Writes /problems' search, filters and page into its query string (replacing), so a reload opens on the same list. */
export function useProblemListUrl(query: ProblemQuery, page: number) {
  const [, navigate] = useLocation();
  const search = problemListSearchOf({ query, page });
  useEffect(() => {
    navigate(search ? `/problems?${search}` : '/problems', { replace: true });
  }, [search, navigate]);
}
