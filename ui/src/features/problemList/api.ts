import { http } from '../../api/http';
import type { ProblemSummary } from './problemFilters';

/** The script element the server's page for /problems carries the list in (api's http/problemListShell.ts). */
const SERVED_LIST_ID = 'problem-list-data';

/**
 * The list the page was served with (issue 33's phone budget), taken once: it is exactly what
 * GET /api/problem/getAllProblem answered when the page was made, so the first /problems of a page
 * load shows it without asking again; every later visit fetches.
 */
function takeServedList(): ProblemSummary[] | null {
  const element = document.getElementById(SERVED_LIST_ID);
  if (!element) return null;
  element.remove();
  try {
    const list: unknown = JSON.parse(element.textContent);
    return Array.isArray(list) ? (list as ProblemSummary[]) : null;
  } catch {
    return null;
  }
}

export const problemListApi = {
  all: (): Promise<ProblemSummary[]> => {
    const served = takeServedList();
    return served ? Promise.resolve(served) : http.get<ProblemSummary[]>('/problem/getAllProblem');
  },
};
