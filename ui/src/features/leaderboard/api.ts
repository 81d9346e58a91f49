import { http } from '../../api/http';
import type { LeaderboardView } from '@forge/contracts';

/** `GET /api/leaderboard?search=&page=` (issue 36): one page of 25 learners, ranked by rating. */
export const leaderboardApi = {
  page: (search: string, page: number): Promise<LeaderboardView> => {
    const query = new URLSearchParams({ page: String(page) });
    if (search.trim() !== '') query.set('search', search.trim());
    return http.get<LeaderboardView>(`/leaderboard?${query.toString()}`);
  },
};
