import { Link, useLocation } from 'wouter';
import { CrownFilled, FireOutlined } from '@ant-design/icons';
import { isPodium, ratingBand } from '../leaderboardRules';
import type { LeaderboardEntry } from '@forge/contracts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Rankings; a row click opens /profile/{id}, the username link does the same from the keyboard. */
export function LeaderboardTable({ entries }: { entries: readonly LeaderboardEntry[] }) {
  const [, navigate] = useLocation();
  return (
    <div className="table-scroll" role="region" aria-label="Leaderboard table" tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">User</th>
            <th scope="col">Rating</th>
            <th scope="col">Problems</th>
            <th scope="col">Contests</th>
            <th scope="col">Streak</th>
            <th scope="col">Location</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const href = `/profile/${entry._id}`;
            return (
              <tr
                key={entry._id}
                className={`clickable${isPodium(entry.rank) ? ` podium podium-${entry.rank}` : ''}`}
                onClick={(e) => {
                  if (!(e.target as HTMLElement).closest('a')) navigate(href);
                }}
              >
                <td className="rank-cell" data-label="Rank">
                  {isPodium(entry.rank) && <CrownFilled aria-hidden className={`crown crown-${entry.rank}`} />}#{entry.rank}
                </td>
                <td className="lb-user">
                  <div className="user-cell">
                    <span className="avatar-small" aria-hidden="true">
                      {entry.avatar}
                    </span>
                    <div>
                      <Link href={href} className="strong">
                        {entry.username}
                      </Link>
                      <div className="muted small">
                        {entry.firstName} {entry.lastName}
                      </div>
                    </div>
                  </div>
                </td>
                <td className="nowrap lb-rating">
                  <span className={`rating rating-${ratingBand(entry.rating)}`}>{entry.rating}</span>{' '}
                  <span className={`badge badge-level badge-${entry.badge}`}>{capitalise(entry.badge)}</span>
                </td>
                <td className="lb-fact" data-label="Problems">
                  {entry.problemsSolved}
                </td>
                <td className="lb-fact" data-label="Contests">
                  {entry.contestWins}
                </td>
                <td className="nowrap lb-fact" data-label="Streak">
                  <FireOutlined aria-hidden className="streak-icon" /> {entry.streak} days
                </td>
                <td className="lb-location">
                  <div>{entry.country}</div>
                  <div className="muted small">{entry.institution}</div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
