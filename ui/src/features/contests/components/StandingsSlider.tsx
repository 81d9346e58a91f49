import { useEffect, useRef, useState } from 'react';
import { Slider } from 'antd';
import type { ContestDetailView, ScoreboardView } from '@forge/contracts';
import { contestApi } from '../api';
import { Scoreboard } from './Scoreboard';

/** How long the slider rests before the standings at its minute are asked for. */
const SCRUB_DEBOUNCE_MS = 250;

/**
 * The results screen's scoreboard (issue 36 item 7): a slider from minute 0 to the contest's length
 * scrubs the standings as they stood at that minute (`?at=`, asked once the slider rests); at its
 * end, or before it is moved, the board shown is the live one.
 */
export function StandingsSlider({ contest, live }: { contest: ContestDetailView; live: ScoreboardView | null }) {
  const [minute, setMinute] = useState<number | null>(null);
  const [scrubbed, setScrubbed] = useState<{ minute: number; board: ScoreboardView } | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);
  useEffect(() => {
    if (minute === null) return;
    const ask = ++asked.current;
    const timer = setTimeout(() => {
      contestApi.scoreboardAt(contest._id, minute).then(
        (board) => {
          if (ask !== asked.current) return;
          setFailed(false);
          setScrubbed({ minute, board });
        },
        () => ask === asked.current && setFailed(true),
      );
    }, SCRUB_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [contest._id, minute]);

  const shown = minute === null ? live : (scrubbed?.board ?? live);
  const label =
    minute === null
      ? contest.status === 'completed'
        ? 'Final standings'
        : 'Live standings'
      : `Standings at minute ${scrubbed?.minute ?? minute}`;
  return (
    <>
      <section aria-label="Standings over time" className="surface-card standings-slider">
        <p id="standings-slider-label" className="muted" aria-live="polite">
          {label}
        </p>
        <Slider
          min={0}
          max={contest.duration}
          value={minute ?? contest.duration}
          onChange={(value) => setMinute(value)}
          ariaLabelForHandle="Standings at minute"
          ariaValueTextFormatterForHandle={(value) => `minute ${value} of ${contest.duration}`}
          tooltip={{ formatter: (value) => `${value ?? 0}′` }}
          marks={{ 0: '0′', [contest.duration]: `${contest.duration}′` }}
        />
        {failed && <p role="alert">Could not load the standings at that minute. Please try again.</p>}
      </section>
      {shown && <Scoreboard contest={contest} board={shown} />}
    </>
  );
}
