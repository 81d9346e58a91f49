import { useEffect, useRef, useState } from 'react';
import type { LeaderboardView } from '@forge/contracts';
import { useSelector, useStore } from '@xstate/store-react';
import type { Page } from '../../../lib/pagination';
import { FilterToolbar, ToolbarSelect } from '../../layout/components/FilterToolbar';
import { ListMeta } from '../../layout/components/ListMeta';
import { Pager } from '../../layout/components/Pager';
import { PageShell } from '../../layout/components/PageShell';
import { leaderboardApi } from '../api';
import { leaderboardStore } from '../leaderboardStore';
import { CATEGORIES, PERIODS } from '../leaderboardRules';
import { LeaderboardSidebar } from './LeaderboardSidebar';
import { LeaderboardTable } from './LeaderboardTable';
import '../../../styles/leaderboard.css';

const FAILED = 'Failed to fetch leaderboard data. Please try again later.';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; view: LeaderboardView };

/** The server's page as the pager and counts read one. */
const pageOf = (view: LeaderboardView): Page<LeaderboardView['entries'][number]> => ({
  items: view.entries,
  page: view.page,
  totalPages: Math.max(1, view.totalPages),
  totalItems: view.totalItems,
});

/** /leaderboard (spec §2), with real rankings (issue 36): learners by rating, searched and paged on the server, 25 a page. */
export default function LeaderboardPage() {
  const store = useStore(leaderboardStore);
  const snapshot = useSelector(store);
  const send = store.send;
  const { period, category, search, page } = snapshot.context;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Only the answer to the latest question is shown, however the answers arrive.
  const latest = useRef(0);
  useEffect(() => {
    const asked = ++latest.current;
    leaderboardApi.page(search, page).then(
      (view) => {
        if (asked === latest.current) setLoad({ state: 'ready', view });
      },
      () => {
        if (asked === latest.current) setLoad({ state: 'failed' });
      },
    );
  }, [search, page, attempt]);
  const current = load.state === 'ready' ? pageOf(load.view) : undefined;

  return (
    <PageShell title="Leaderboard" subtitle="The strongest solvers on Forge.">
      <div className="list-layout">
        <section className="list-main" aria-label="Rankings">
          <FilterToolbar searching="users" search={search} onSearch={(text) => send({ type: 'SEARCH', text })}>
            <ToolbarSelect label="Time period" value={period} options={PERIODS} onChange={(value) => send({ type: 'PERIOD', value })} />
            <ToolbarSelect label="Category" value={category} options={CATEGORIES} onChange={(value) => send({ type: 'CATEGORY', value })} />
          </FilterToolbar>
          {load.state === 'loading' ? (
            <p className="muted" role="status">
              Loading leaderboard…
            </p>
          ) : load.state === 'failed' ? (
            <div className="empty-state" role="alert">
              <p>{FAILED}</p>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => {
                  setLoad({ state: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                Try Again
              </button>
            </div>
          ) : !current || current.totalItems === 0 ? (
            <div className="empty-state">
              <h2>No Leaderboard Data</h2>
              <p className="muted">{search.trim() === '' ? 'Rankings appear once learners join.' : 'No learner matches this search.'}</p>
            </div>
          ) : (
            <>
              <LeaderboardTable entries={current.items} />
              <ListMeta page={current} noun="users" live />
              <Pager of={current} label="Leaderboard pages" onChange={(page) => send({ type: 'PAGE', page })} />
            </>
          )}
        </section>
        <LeaderboardSidebar />
      </div>
    </PageShell>
  );
}
