import { useEffect, useRef } from 'react';
import type { ProfileView } from '@forge/contracts';
import { calendarWeeks, todayIn } from '../calendarGrid';

const CELL = 11;
const STEP = 14;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A year of submissions as a heat map (drawn for the eye), with the same days as a table for screen readers. */
export function SubmissionCalendar({
  calendar,
  streak,
  timeZone,
}: {
  calendar: NonNullable<ProfileView['calendar']>;
  streak: ProfileView['streak'];
  timeZone: string;
}) {
  const weeks = calendarWeeks(calendar, todayIn(timeZone));
  const scroller = useRef<HTMLDivElement>(null);
  // A narrow screen shows the latest weeks first; the older ones are a scroll to the left.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, []);
  const total = calendar.reduce((sum, day) => sum + day.submissions, 0);
  const summary = `${plural(total, 'submission')} in the last year, on ${plural(calendar.length, 'day')}`;
  return (
    <div className="pf-calendar">
      <p className="pf-facts">
        <span>{summary}</span>
        {streak && (
          <>
            <span>
              Current streak: <strong>{plural(streak.current, 'day')}</strong>
            </span>
            <span>
              Longest streak: <strong>{plural(streak.longest, 'day')}</strong>
            </span>
          </>
        )}
      </p>
      <div ref={scroller} className="pf-heatmap-scroll" role="region" aria-label="Submission calendar" tabIndex={0}>
        <svg
          className="pf-heatmap"
          width={weeks.length * STEP}
          height={7 * STEP}
          viewBox={`0 0 ${weeks.length * STEP} ${7 * STEP}`}
          aria-hidden="true"
          focusable="false"
        >
          {weeks.map((week, w) =>
            week.map((cell, d) =>
              cell ? (
                <rect
                  key={cell.date}
                  x={w * STEP}
                  y={d * STEP}
                  width={CELL}
                  height={CELL}
                  rx={2}
                  className={`pf-heat pf-heat-${cell.level}`}
                >
                  <title>{`${cell.date}: ${plural(cell.submissions, 'submission')}`}</title>
                </rect>
              ) : null,
            ),
          )}
        </svg>
      </div>
      <p className="pf-legend" aria-hidden="true">
        Less{' '}
        {[0, 1, 2, 3, 4].map((level) => (
          <span key={level} className={`pf-heat-key pf-heat-${level}`} />
        ))}{' '}
        More
      </p>
      <table className="visually-hidden">
        <caption>Days with submissions in the last year ({timeZone})</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Submissions</th>
          </tr>
        </thead>
        <tbody>
          {calendar.map((day) => (
            <tr key={day.date}>
              <td>{day.date}</td>
              <td>{day.submissions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
