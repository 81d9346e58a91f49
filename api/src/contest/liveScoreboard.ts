import { END, startProcessor, type Position, type RecordedEvent } from '@forge/events';
import {
  decodeEvent,
  getContest,
  getRatingBoard,
  scoreboardOf,
  scoreboardsAt,
  withRatingChanges,
  type ContestDocument,
} from '@forge/domain';
import { CONTEST_SCOREBOARD, CONTEST_WATCH, type ContestWatchReply, type ScoreboardView } from '@forge/contracts';
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
 *
 * At scale (`npm run load:contest`) a contest's events come faster than whole boards can be made and
 * sent, so pushes never queue up behind one another: while one is being made, the events that come
 * in only note how far the log has gone, and one more push follows that shows them all. A board is
 * made once per kind of viewer (scoreboardsAt) and sent to all the sockets that see it at once, so
 * it is serialized once, not once per socket.
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
    const seeing = new Map<ScoreboardView, string[]>();
    for (const socket of await io.local.in(contestRoom(contestId)).fetchSockets()) {
      const board = boardFor(viewerOf(socket.data));
      const ids = seeing.get(board);
      if (ids) ids.push(socket.id);
      else seeing.set(board, [socket.id]);
    }
    // Each socket is in a room of its own id: one emit to a board's sockets encodes it once.
    for (const [board, ids] of seeing)
      io.local.to(ids).emit(CONTEST_SCOREBOARD, { contestId, scoreboard: withRatingChanges(board, changes) });
  };

  /** Per contest being pushed: the furthest log position it must show, and whether an event came since the push began. */
  const pushing = new Map<string, { position: Position; again: boolean; done: Promise<void> }>();
  const schedule = (contestId: string, position: Position) => {
    const running = pushing.get(contestId);
    if (running) {
      running.position = position;
      running.again = true;
      return;
    }
    const state = { position, again: true, done: Promise.resolve() };
    pushing.set(contestId, state);
    state.done = (async () => {
      try {
        while (state.again) {
          state.again = false;
          await deps.projections.waitFor(state.position);
          await push(contestId);
        }
      } catch (error) {
        deps.log(`could not push the scoreboard of contest ${contestId}`, error);
      } finally {
        pushing.delete(contestId);
      }
    })();
  };

  // The log's next event need not wait for this one's push: it is scheduled, not awaited.
  const handle = (recorded: RecordedEvent): Promise<void> => {
    const event = decodeEvent(recorded);
    const contestId = event && 'contestId' in event.data ? event.data.contestId : undefined;
    if (typeof contestId === 'string') schedule(contestId, recorded.position);
    return Promise.resolve();
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
      await Promise.all([...pushing.values()].map((state) => state.done));
    },
  };
}
