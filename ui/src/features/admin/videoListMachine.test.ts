import { createActor, fromPromise, waitFor } from 'xstate';
import type { AdminProblem } from './adminProblemsMachine';
import { adminApi } from './api';
import { problemsWithVideos, videoListMachine } from './videoListMachine';
import type { ProblemSummary, VideoSolution } from '@forge/contracts';

const rows: ProblemSummary[] = [
  { _id: 'a', title: 'A', difficulty: 'easy', tags: 'array' },
  { _id: 'b', title: 'B', difficulty: 'hard', tags: 'dp' },
];
const video: VideoSolution = {
  problemId: 'b',
  cloudinaryPublicId: 'forge/problems/b/v1',
  secureUrl: '/media/video/upload/forge/problems/b/v1.mp4',
  thumbnailUrl: '/media/video/upload/forge/problems/b/v1.jpg',
  duration: 75,
  uploadedAt: '2026-01-02T03:04:05.000Z',
};

afterEach(() => jest.restoreAllMocks());

describe('the video list', () => {
  it('marks each problem with the video it has, or none', async () => {
    jest.spyOn(adminApi, 'problems').mockResolvedValue(rows);
    jest.spyOn(adminApi, 'videos').mockResolvedValue([video]);
    expect(await problemsWithVideos()).toEqual([
      { ...rows[0], video: null },
      { ...rows[1], video },
    ]);
  });

  it('keeps the row after deleting its video, now without one', async () => {
    const removed: string[] = [];
    const actor = createActor(
      videoListMachine.provide({
        actors: {
          loadProblems: fromPromise<AdminProblem[]>(async () => [
            { ...rows[0]!, video: null },
            { ...rows[1]!, video },
          ]),
          deleteItem: fromPromise<unknown, string>(async ({ input }) => removed.push(input)),
        },
      }),
      { input: { describeDeleteError: () => 'Failed to delete video' } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'DELETE', id: 'b' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(removed).toEqual(['b']);
    expect(actor.getSnapshot().context.problems.map((p) => [p._id, p.video])).toEqual([
      ['a', null],
      ['b', null],
    ]);
    expect(actor.getSnapshot().context.deletingId).toBeNull();
  });
});
