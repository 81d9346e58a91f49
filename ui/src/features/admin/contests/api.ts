import { http } from '../../../api/http';
import type { ContestBody } from '@forge/contracts';

/** The admins' contest calls (issue 36). */
export const adminContestApi = {
  create: (body: ContestBody) => http.post<{ contestId: string }>('/admin/contest', body),
  unfreeze: (contestId: string) => http.post<{ contestId: string }>(`/admin/contest/${encodeURIComponent(contestId)}/unfreeze`, {}),
  problems: () => http.get<{ _id: string; title: string }[]>('/problem/getAllProblem'),
};
