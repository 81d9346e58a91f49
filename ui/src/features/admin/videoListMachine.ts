import { assign, fromPromise } from 'xstate';
import { adminProblemsMachine, type AdminProblem } from './adminProblemsMachine';
import { adminApi } from './api';

/** Each problem with the video it has, if any. */
export async function problemsWithVideos(): Promise<AdminProblem[]> {
  const [problems, videos] = await Promise.all([adminApi.problems(), adminApi.videos()]);
  const byProblem = new Map(videos.map((v) => [v.problemId, v]));
  return problems.map((p) => ({ ...p, video: byProblem.get(p._id) ?? null }));
}

/**
 * /admin/video: the admin problem list whose Delete removes the problem's video. The row stays
 * (the problem is still there, now without a video, ready for another upload).
 */
export const videoListMachine = adminProblemsMachine.provide({
  actors: {
    loadProblems: fromPromise(problemsWithVideos),
    deleteItem: fromPromise<unknown, string>(({ input }) => adminApi.deleteVideo(input)),
  },
  actions: {
    forgetDeleted: assign(({ context }) => ({
      problems: context.problems.map((p) => (p._id === context.deletingId ? { ...p, video: null } : p)),
    })),
  },
});
