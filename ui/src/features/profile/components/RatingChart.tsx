import type { RatingView } from '@forge/contracts';
import { ratingChangeText } from '../../contests/components/Scoreboard';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 24;
/** Where every learner starts, the chart's first point. */
const START = 1500;

/** The rating after each rated contest as points of the chart, from the start rating on the left. */
export function ratingPoints(history: RatingView['history']): { x: number; y: number; rating: number }[] {
  const ratings = [START, ...history.map((h) => h.rating)];
  const low = Math.min(...ratings) - 50;
  const high = Math.max(...ratings) + 50;
  const step = (WIDTH - 2 * PAD) / Math.max(1, ratings.length - 1);
  return ratings.map((rating, i) => ({
    x: PAD + i * step,
    y: PAD + ((high - rating) / (high - low)) * (HEIGHT - 2 * PAD),
    rating,
  }));
}

/** The profile's rating (issue 36): now, a line over the rated contests, and each contest's change. */
export function RatingChart({ rating }: { rating: RatingView }) {
  const points = ratingPoints(rating.history);
  const last = rating.history.at(-1);
  return (
    <div className="pf-rating">
      <p>
        <span className="pf-rating-now strong">{rating.current}</span>{' '}
        <span className="muted">
          {rating.history.length === 0
            ? 'No rated contests yet'
            : `after ${rating.history.length} rated ${rating.history.length === 1 ? 'contest' : 'contests'}`}
        </span>
      </p>
      {last && (
        <>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="pf-rating-chart"
            role="img"
            aria-label={`Rating over time: from ${START} to ${rating.current} over ${rating.history.length} rated contests`}
          >
            <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke="currentColor" strokeWidth="2" />
            {points.map((p, i) => (
              <circle key={i} cx={p.x} cy={p.y} r="4" fill="currentColor">
                <title>{p.rating}</title>
              </circle>
            ))}
          </svg>
          <table className="data-table pf-rating-history">
            <thead>
              <tr>
                <th scope="col">Contest</th>
                <th scope="col">Rank</th>
                <th scope="col">Change</th>
                <th scope="col">Rating</th>
              </tr>
            </thead>
            <tbody>
              {[...rating.history].reverse().map((h) => (
                <tr key={h.contestId}>
                  <td>{h.title}</td>
                  <td>{h.rank}</td>
                  <td className={h.change > 0 ? 'text-easy' : h.change < 0 ? 'text-hard' : ''}>{ratingChangeText(h.change)}</td>
                  <td>{h.rating}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
