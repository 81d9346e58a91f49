import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import {
  CONTEST_SCOREBOARD,
  CONTEST_WATCH,
  type ContestDetailView,
  type ContestScoreboardPayload,
  type ScoreboardView,
} from '@forge/contracts';
import { useAuth } from '../../account/AuthProvider';
import { PageShell } from '../../layout/components/PageShell';
import { holdLiveSocket } from '../../live/liveSocket';
import { contestApi } from '../api';
import { countdown } from '../countdown';
import { Scoreboard } from './Scoreboard';
import { StandingsSlider } from './StandingsSlider';
import { VirtualRun, virtualRunEnd } from './VirtualRun';
import '../../../styles/contests.css';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How often a virtual run's standings are asked again: the real ones replayed as its minutes pass (issue 36). */
const REPLAY_EVERY_MS = 15_000;

/** The scoreboard now, then as the server pushes each change (`contest:scoreboard`); during a virtual run, asked again as it goes. */
function useLiveScoreboard(contestId: string, replaying = false): ScoreboardView | null {
  const [board, setBoard] = useState<ScoreboardView | null>(null);
  useEffect(() => {
    // As a run starts and ends, and every so often during it, the standings are asked again.
    const ask = () => void contestApi.scoreboard(contestId).then(setBoard, () => undefined);
    if (replaying) ask();
    const timer = replaying ? setInterval(ask, REPLAY_EVERY_MS) : undefined;
    return () => {
      clearInterval(timer);
      if (replaying) ask();
    };
  }, [contestId, replaying]);
  useEffect(() => {
    const held = holdLiveSocket();
    const { socket } = held;
    const onBoard = (payload: ContestScoreboardPayload) => {
      if (payload.contestId === contestId) setBoard(payload.scoreboard);
    };
    const watch = () =>
      socket.emit(CONTEST_WATCH, contestId, (answer) => {
        if (answer.ok) setBoard(answer.scoreboard);
      });
    socket.on(CONTEST_SCOREBOARD, onBoard);
    socket.on('connect', watch);
    if (socket.connected) watch();
    return () => {
      socket.off(CONTEST_SCOREBOARD, onBoard);
      socket.off('connect', watch);
      held.release();
    };
  }, [contestId]);
  return board;
}

/** /contest/{id} (issue 36): the contest, its countdown, its problems once started, and its live scoreboard. */
export default function ContestPage() {
  const { id } = useParams<{ id: string }>();
  const [contest, setContest] = useState<ContestDetailView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [skew, setSkew] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const { user } = useAuth();
  const runEnd = contest ? virtualRunEnd(contest) : null;
  const board = useLiveScoreboard(id, runEnd !== null && now + skew < runEnd);
  const reload = useCallback(() => {
    contestApi.detail(id).then(
      (detail) => {
        setSkew(Date.parse(detail.now) - Date.now());
        setContest(detail);
      },
      (error: unknown) =>
        setFailed(error instanceof Error && error.message ? error.message : 'Failed to fetch contests. Please try again later.'),
    );
  }, [id]);
  useEffect(reload, [reload]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // The page follows the contest's clock: at the start its problems appear, at the end its results.
  const clock = now + skew;
  const phase = !contest
    ? null
    : clock < Date.parse(contest.startTime)
      ? 'upcoming'
      : clock < Date.parse(contest.endTime)
        ? 'ongoing'
        : 'completed';
  useEffect(() => {
    if (contest && phase && phase !== contest.status) reload();
  }, [contest, phase, reload]);

  if (failed) {
    return (
      <PageShell title="Contest">
        <p role="alert">{failed}</p>
      </PageShell>
    );
  }
  if (!contest) {
    return (
      <PageShell title="Contest">
        <p className="muted" role="status">
          Loading contest…
        </p>
      </PageShell>
    );
  }
  const target = contest.status === 'upcoming' ? Date.parse(contest.startTime) : Date.parse(contest.endTime);
  return (
    <PageShell title={contest.title} subtitle={contest.description}>
      <div className="contest-head">
        <span className={`badge badge-status-${contest.status}`}>{capitalise(contest.status)}</span>
        <span className="badge badge-type">{capitalise(contest.type)}</span>
        <span className="badge badge-type">{contest.rules.toUpperCase()}</span>
        <span className="muted">
          {contest.currentParticipants}/{contest.maxParticipants} participants
        </span>
      </div>
      {contest.status !== 'completed' && (
        <p className="contest-countdown" role="timer" aria-live="off">
          {contest.status === 'upcoming' ? 'Starts in ' : 'Ends in '}
          <strong>{countdown(target - clock)}</strong>
        </p>
      )}
      {contest.status === 'upcoming' &&
        (contest.registered ? (
          <p className="muted">You are registered.</p>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => void contestApi.register(id).then(reload, reload)}>
            Register
          </button>
        ))}
      <VirtualRun contest={contest} clock={clock} onStarted={reload} />
      {contest.problems.length > 0 && (
        <nav aria-label="Contest problems" className="surface-card">
          <ul role="tablist" className="prize-list">
            {contest.problems.map((problem, i) => (
              <li key={problem.problemId} role="presentation">
                <Link
                  role="tab"
                  href={`/problem/${problem.problemId}?contest=${encodeURIComponent(contest._id)}`}
                  className={`btn btn-outline text-${problem.difficulty}`}
                >
                  {String.fromCharCode(65 + i)}. {problem.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* The results (and, for admins, any time): a slider scrubs the standings; not during the viewer's own virtual run. */}
      {(contest.status === 'completed' || user?.role === 'admin') && !(runEnd !== null && clock < runEnd) ? (
        <StandingsSlider contest={contest} live={board} />
      ) : (
        board && <Scoreboard contest={contest} board={board} />
      )}
    </PageShell>
  );
}
