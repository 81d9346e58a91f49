import { http } from '../../api/http';
import type { ProblemSummary } from './problemFilters';

export const problemListApi = {
  all: (): Promise<ProblemSummary[]> => http.get<ProblemSummary[]>('/problem/getAllProblem'),
};
