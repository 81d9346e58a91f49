import { useState } from 'react';
import type { ContestDetailView } from '@forge/contracts';
import { contestApi } from '../api';
import { countdown } from '../countdown';

/** The end of the viewer's virtual run in milliseconds since the epoch, or null when they started none. */
export const virtualRunEnd = (contest: ContestDetailView): number | null =>
  contest.virtualStartedAt === undefined ? null : Date.parse(contest.virtualStartedAt) + contest.duration * 60_000;

/**
 * Virtual participation (issue 36 item 4): after the end, a learner who did not take part starts a
 * run of the contest on their own clock; during it, its countdown; after it, that it is over.
 */
export function VirtualRun({ contest, clock, onStarted }: { contest: ContestDetailView; clock: number; onStarted: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const end = virtualRunEnd(contest);
  if (contest.status !== 'completed' || contest.registered) return null;
  if (end === null) {
    const start = () => {
      setStarting(true);
      contestApi.virtual(contest._id).then(onStarted, (e: unknown) => {
        setStarting(false);
        setError(e instanceof Error && e.message ? e.message : 'Could not start the virtual run. Please try again.');
      });
    };
    return (
      <div className="contest-virtual">
        <p className="muted">Take this contest on your own clock: its problems and time, your row ranked among the real standings.</p>
        <button type="button" className="btn btn-primary" disabled={starting} onClick={start}>
          Virtual participation
        </button>
        {error && <p role="alert">{error}</p>}
      </div>
    );
  }
  if (clock < end) {
    return (
      <p className="contest-countdown" role="timer" aria-live="off">
        <span className="badge badge-type">Virtual</span> Virtual run ends in <strong>{countdown(end - clock)}</strong>
      </p>
    );
  }
  return <p className="muted">Your virtual run is over.</p>;
}
