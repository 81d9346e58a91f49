import { END, startProcessor, type RecordedEvent } from '@forge/events';
import {
  decodeEvent,
  getContest,
  getRatingBoard,
  scoreboardOf,
  scoreboardsAt,
  withRatingChanges,
  type ContestDocument,
} from '@forge/domain';
import { CONTEST_SCOREBOARD, CONTEST_WATCH, type ContestWatchReply } from '@forge/contracts';
import type { Socket } from 'socket.io';
import type { AppDeps } from '../appDeps';
import type { LiveServer } from '../live/liveUpdates';
import { loadUser } from '../account/accounts';

export const contestRoom = (contestId: string) => `contest:${contestId}`;

type Deps = Pick<AppDeps, 'store' | 'readModels' | 'projections' | 'clock' | 'log'>;
interface Watcher {
  readonly userId: string;
  readonly admin?: boolean;
}

/**
 * A contest's scoreboard, live (issue 36): a socket joins a contest's room with `contest:watch`, and
 * after every change the log records for that contest (a registration, a submission, a verdict, an
 * unfreeze) each watching socket on this replica gets the standings as its user may see them (the
 * freeze is per viewer, so each is made for its socket). Every replica follows the log itself.
 */
export function liveScoreboards(io: LiveServer, deps: Deps) {
  const viewerOf = (data: unknown) => {
    const { userId, admin } = data as Watcher;
    return { userId, admin: admin === true };
  };

  /** An ended contest's rating changes once it is rated (issue 36): read only then, not on every push during the contest. */
  const ratingChanges = async (contest: ContestDocument) =>
    contest.ended ? (await getRatingBoard(deps.readModels)).contests[contest.contestId] : undefined;

  const push = async (contestId: string) => {
    const contest = await getContest(deps.readModels, contestId);
    if (!contest) return;
    // Admins share one board, so do learners, and one with tries behind the freeze gets the shared one with their own row.
    const boardFor = scoreboardsAt(contest, deps.clock().toISOString());
    const changes = await ratingChanges(contest);
    for (const socket of await io.local.in(contestRoom(contestId)).fetchSockets()) {
      const scoreboard = withRatingChanges(boardFor(viewerOf(socket.data)), changes);
      socket.emit(CONTEST_SCOREBOARD, { contestId, scoreboard });
    }
  };

  const handle = async (recorded: RecordedEvent) => {
    const event = decodeEvent(recorded);
    if (!event) return;
    const contestId = 'contestId' in event.data ? event.data.contestId : undefined;
    if (typeof contestId !== 'string') return;
    try {
      await deps.projections.waitFor(recorded.position);
      await push(contestId);
    } catch (error) {
      deps.log(`could not push the scoreboard of contest ${contestId}`, error);
    }
  };

  const processor = startProcessor({
    name: 'the contest scoreboards',
    store: deps.store,
    filter: { streamNamePrefix: ['contest-', 'submission-'] },
    from: END,
    handle,
    log: deps.log,
  });

  const watch = async (socket: Socket, contestId: unknown): Promise<ContestWatchReply> => {
    const notFound: ContestWatchReply = { ok: false, error: 'Contest not found' };
    if (typeof contestId !== 'string' || contestId === '' || contestId.length > 100) return notFound;
    const data = socket.data as Watcher;
    const account = await loadUser(deps.store, data.userId);
    socket.data = { ...data, admin: account?.role === 'admin' };
    await socket.join(contestRoom(contestId));
    const contest = await getContest(deps.readModels, contestId);
    if (!contest) return notFound;
    const scoreboard = scoreboardOf(contest, { viewer: viewerOf(socket.data), now: deps.clock().toISOString() });
    return { ok: true, scoreboard: withRatingChanges(scoreboard, await ratingChanges(contest)) };
  };

  return {
    /** Called for each socket let in. */
    onConnection(socket: Socket) {
      socket.on(CONTEST_WATCH, (contestId: unknown, reply: unknown) => {
        if (typeof reply !== 'function') return;
        void watch(socket, contestId).then(
          (answer) => (reply as (answer: ContestWatchReply) => void)(answer),
          (error: unknown) => {
            deps.log('watching a contest failed', error);
            (reply as (answer: ContestWatchReply) => void)({ ok: false, error: 'Could not read the contest; please try again' });
          },
        );
      });
    },
    async stop() {
      await (await processor).stop();
    },
  };
}
