import { useSelector, useStore } from '@xstate/store-react';
import { paginate } from '../../../lib/pagination';
import { ToolbarSelect } from '../../layout/components/FilterToolbar';
import { ListMeta } from '../../layout/components/ListMeta';
import { Pager } from '../../layout/components/Pager';
import { PageShell } from '../../layout/components/PageShell';
import { leaderboardStore } from '../leaderboardStore';
import { CATEGORIES, LEADERBOARD_PAGE_SIZE, PERIODS } from '../leaderboardRules';
import { sampleLeaderboard } from '../sampleLeaderboard';
import { LeaderboardSidebar } from './LeaderboardSidebar';
import { LeaderboardTable } from './LeaderboardTable';
import '../../../styles/leaderboard.css';

/** /leaderboard (spec §2): sample data only, no server calls. */
export default function LeaderboardPage() {
  const store = useStore(leaderboardStore);
  const snapshot = useSelector(store);
  const send = store.send;
  const { period, category, page } = snapshot.context;
  const current = paginate(sampleLeaderboard, page, LEADERBOARD_PAGE_SIZE);

  return (
    <PageShell title="Leaderboard" subtitle="The strongest solvers on Forge.">
      <div className="list-layout">
        <section className="list-main" aria-label="Rankings">
          <div className="toolbar">
            <ToolbarSelect label="Time period" value={period} options={PERIODS} onChange={(value) => send({ type: 'PERIOD', value })} />
            <ToolbarSelect label="Category" value={category} options={CATEGORIES} onChange={(value) => send({ type: 'CATEGORY', value })} />
          </div>
          {current.totalItems === 0 ? (
            <div className="empty-state">
              <h2>No Leaderboard Data</h2>
              <p className="muted">Rankings appear after the first contest.</p>
            </div>
          ) : (
            <>
              <LeaderboardTable entries={current.items} />
              <ListMeta page={current} noun="users" />
              <Pager of={current} label="Leaderboard pages" onChange={(page) => send({ type: 'PAGE', page })} />
            </>
          )}
        </section>
        <LeaderboardSidebar />
      </div>
    </PageShell>
  );
}
