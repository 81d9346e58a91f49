import { Link, useLocation } from 'wouter';
import { CalendarOutlined, ClockCircleOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { contestApi } from '../api';
import { actionLabel, formatStart, shownPrizes } from '../contestFilters';
import type { ContestView } from '@forge/contracts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One contest row; the whole card opens /contest/{id}. Register takes a place; Join Now and View Results open the contest. */
export function ContestCard({ contest, onRegister }: { contest: ContestView; onRegister: () => void }) {
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
        {contest.registered && contest.status === 'upcoming' && <span className="badge badge-status-upcoming">Registered</span>}
        {/* Issue 36: after the end, one who did not take part may run it on their own clock (the contest page shows how it goes). */}
        {contest.status === 'completed' && !contest.registered && contest.virtualStartedAt === undefined && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              void contestApi.virtual(contest._id).then(
                () => navigate(href),
                () => navigate(href),
              )
            }
          >
            Virtual participation
          </button>
        )}
        <button
          type="button"
          className={`btn ${contest.status === 'completed' ? 'btn-outline' : 'btn-primary'}`}
          disabled={contest.status === 'upcoming' && (contest.registered || contest.currentParticipants >= contest.maxParticipants)}
          onClick={() => (contest.status === 'upcoming' ? onRegister() : navigate(href))}
        >
          {actionLabel[contest.status]}
        </button>
      </div>
    </li>
  );
}
