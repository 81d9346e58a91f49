import { http } from '../../api/http';
import type { ContestDetailView, ContestView, ScoreboardView } from '@forge/contracts';

/** The contests' calls (issue 36). */
export const contestApi = {
  list: (): Promise<ContestView[]> => http.get<ContestView[]>('/contest'),
  detail: (id: string): Promise<ContestDetailView> => http.get<ContestDetailView>(`/contest/${encodeURIComponent(id)}`),
  register: (id: string): Promise<ContestView> => http.post<ContestView>(`/contest/${encodeURIComponent(id)}/register`, {}),
  scoreboard: (id: string): Promise<ScoreboardView> => http.get<ScoreboardView>(`/contest/${encodeURIComponent(id)}/scoreboard`),
};
