import { Link, useLocation } from 'wouter';
import { CalendarOutlined, ClockCircleOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { actionLabel, formatStart, shownPrizes } from '../contestFilters';
import type { Contest } from '../sampleContests';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One contest row; the whole card opens /contest/{id}, the action button does nothing yet. */
export function ContestCard({ contest }: { contest: Contest }) {
  const [, navigate] = useLocation();
  const href = `/contest/${contest._id}`;
  return (
    <li
      className="surface-card contest-card clickable"
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('a, button')) navigate(href);
      }}
    >
      <div className="contest-head">
        <h2 className="contest-title">
          <Link href={href}>{contest.title}</Link>
        </h2>
        <span className={`badge badge-status-${contest.status}`}>{capitalise(contest.status)}</span>
        <span className="badge badge-type">{capitalise(contest.type)}</span>
      </div>
      <p className="muted contest-description">{contest.description}</p>
      <dl className="contest-facts">
        <div>
          <dt>
            <CalendarOutlined aria-hidden /> <span className="visually-hidden">Starts</span>
          </dt>
          <dd>
            <time dateTime={contest.startTime}>{formatStart(contest.startTime)}</time>
          </dd>
        </div>
        <div>
          <dt>
            <ClockCircleOutlined aria-hidden /> <span className="visually-hidden">Duration</span>
          </dt>
          <dd>{contest.duration} min</dd>
        </div>
        <div>
          <dt>
            <TeamOutlined aria-hidden /> <span className="visually-hidden">Participants</span>
          </dt>
          <dd>
            {contest.currentParticipants.toLocaleString('en-US')}/{contest.maxParticipants.toLocaleString('en-US')}
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">Difficulty</dt>
          <dd className={`text-${contest.difficulty} strong`}>{capitalise(contest.difficulty)}</dd>
        </div>
      </dl>
      <div className="contest-foot">
        <ul className="prize-list" aria-label="Prizes">
          {shownPrizes(contest).map((prize) => (
            <li key={prize} className="prize-pill">
              <TrophyOutlined aria-hidden /> {prize}
            </li>
          ))}
        </ul>
        <button type="button" className={`btn ${contest.status === 'completed' ? 'btn-outline' : 'btn-primary'}`}>
          {actionLabel[contest.status]}
        </button>
      </div>
    </li>
  );
}
