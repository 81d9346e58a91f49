import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ContestView } from '@forge/contracts';
import { useSelector, useStore } from '@xstate/store-react';
import { paginate } from '../../../lib/pagination';
import { FilterToolbar, ToolbarSelect } from '../../layout/components/FilterToolbar';
import { ListMeta } from '../../layout/components/ListMeta';
import { Pager } from '../../layout/components/Pager';
import { PageShell } from '../../layout/components/PageShell';
import {
  contestStats,
  CONTESTS_PAGE_SIZE,
  filterContests,
  sortContests,
  type ContestStatusFilter,
  type ContestTypeFilter,
} from '../contestFilters';
import { contestListStore } from '../contestListStore';
import { contestApi } from '../api';
import { ContestCard } from './ContestCard';
import { ContestSidebar } from './ContestSidebar';
import '../../../styles/contests.css';

const statusOptions: { value: ContestStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'ongoing', label: 'Ongoing' },
  { value: 'completed', label: 'Completed' },
];

const typeOptions: { value: ContestTypeFilter; label: string }[] = [
  { value: 'all', label: 'All Types' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'special', label: 'Special' },
  { value: 'beginner', label: 'Beginner' },
];

const FAILED = 'Failed to fetch contests. Please try again later.';

/** /contests (spec §2), with real contests (issue 36): Register, Join Now and View Results work. */
export default function ContestsPage() {
  const [contests, setContests] = useState<ContestView[]>([]);
  const [load, setLoad] = useState<'loading' | 'ready' | 'failed'>('loading');
  const reload = useCallback(() => {
    contestApi.list().then(
      (list) => {
        setContests(sortContests(list));
        setLoad('ready');
      },
      () => setLoad('failed'),
    );
  }, []);
  useEffect(reload, [reload]);
  const [registerError, setRegisterError] = useState<string | null>(null);
  const register = (id: string) => {
    setRegisterError(null);
    contestApi
      .register(id)
      .then(reload, (error: unknown) => setRegisterError(error instanceof Error && error.message ? error.message : 'Registration failed'));
  };
  const store = useStore(contestListStore);
  const snapshot = useSelector(store);
  const send = store.send;
  const { query, page } = snapshot.context;
  const stats = contestStats(contests);
  const filtered = useMemo(() => filterContests(contests, query), [contests, query]);
  const current = paginate(filtered, page, CONTESTS_PAGE_SIZE);

  return (
    <PageShell title="Contests" subtitle="Compete against the community and climb the leaderboard.">
      <dl className="stat-grid">
        {(['total', 'upcoming', 'ongoing', 'completed'] as const).map((key) => (
          <div key={key} className={`stat-card stat-${key}`}>
            <dt>{key === 'total' ? 'Total Contests' : key[0]!.toUpperCase() + key.slice(1)}</dt>
            <dd>{stats[key]}</dd>
          </div>
        ))}
      </dl>
      <div className="list-layout">
        <section className="list-main" aria-label="Contest list">
          <FilterToolbar searching="contests" search={query.search} onSearch={(text) => send({ type: 'SEARCH', text })}>
            <ToolbarSelect
              label="Filter by status"
              value={query.status}
              options={statusOptions}
              onChange={(value) => send({ type: 'STATUS', value })}
            />
            <ToolbarSelect
              label="Filter by type"
              value={query.type}
              options={typeOptions}
              onChange={(value) => send({ type: 'TYPE', value })}
            />
          </FilterToolbar>
          <ListMeta page={current} noun="contests" live />
          {registerError && (
            <p role="alert" className="form-error">
              {registerError}
            </p>
          )}
          {load === 'loading' ? (
            <p className="muted" role="status">
              Loading contests…
            </p>
          ) : load === 'failed' ? (
            <div className="empty-state" role="alert">
              <p>{FAILED}</p>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => {
                  setLoad('loading');
                  reload();
                }}
              >
                Try Again
              </button>
            </div>
          ) : contests.length === 0 ? (
            <div className="empty-state">
              <h2>No Contests Available</h2>
              <p className="muted">New contests are announced every week.</p>
            </div>
          ) : current.items.length === 0 ? (
            <div className="empty-state">
              <h2>No Contests Found</h2>
              <p className="muted">Try a different search or clear the filters.</p>
              <button type="button" className="btn btn-outline" onClick={() => send({ type: 'CLEAR_FILTERS' })}>
                Clear filters
              </button>
            </div>
          ) : (
            <ul className="contest-list" aria-label="Contests">
              {current.items.map((contest) => (
                <ContestCard key={contest._id} contest={contest} onRegister={() => register(contest._id)} />
              ))}
            </ul>
          )}
          {current.totalItems > 0 && <Pager of={current} label="Contest pages" onChange={(page) => send({ type: 'PAGE', page })} />}
        </section>
        <ContestSidebar contests={contests} />
      </div>
    </PageShell>
  );
}
