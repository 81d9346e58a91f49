import { http } from '../../api/http';
import type { ContestDetailView, ContestView, ScoreboardView } from '@forge/contracts';

/** The contests' calls (issue 36). */
export const contestApi = {
  list: (): Promise<ContestView[]> => http.get<ContestView[]>('/contest'),
  detail: (id: string): Promise<ContestDetailView> => http.get<ContestDetailView>(`/contest/${encodeURIComponent(id)}`),
  register: (id: string): Promise<ContestView> => http.post<ContestView>(`/contest/${encodeURIComponent(id)}/register`, {}),
  scoreboard: (id: string): Promise<ScoreboardView> => http.get<ScoreboardView>(`/contest/${encodeURIComponent(id)}/scoreboard`),
  /** The standings as they stood at a minute of the contest (issue 36 item 7). */
  scoreboardAt: (id: string, minute: number): Promise<ScoreboardView> =>
    http.get<ScoreboardView>(`/contest/${encodeURIComponent(id)}/scoreboard?at=${minute}`),
  /** Starts the signed-in learner's virtual run after the end (issue 36 item 4). */
  virtual: (id: string): Promise<ContestView> => http.post<ContestView>(`/contest/${encodeURIComponent(id)}/virtual`, {}),
};
