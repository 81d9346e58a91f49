import { useLayoutEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useSearch } from 'wouter';
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { dropBootShell } from '../../../lib/bootShell';
import { paginate } from '../../../lib/pagination';
import { useAuth, useAuthActor, useFreshUser } from '../../account/AuthProvider';
import { ListMeta } from '../../layout/components/ListMeta';
import { Pager } from '../../layout/components/Pager';
import { PageShell } from '../../layout/components/PageShell';
import { countProblems, filterProblems, NO_PROGRESS, PROBLEMS_PAGE_SIZE } from '../problemFilters';
import { problemListMachine } from '../problemListMachine';
import { problemListViewOf } from '../problemListSearch';
import { useProblemListUrl } from '../useProblemListUrl';
import { ProblemRows } from './ProblemRows';
import { ProblemSidebar } from './ProblemSidebar';
import { ProblemToolbar } from './ProblemToolbar';
import { SummaryStats } from './SummaryStats';
import '../../../styles/problems.css';

/** /problems (spec §2): the library with search, filters, pages and progress. */
export default function ProblemsPage() {
  const auth = useAuthActor();
  const { user } = useAuth();
  const [machine] = useState(() =>
    problemListMachine.provide({ actions: { sessionExpired: (_, { message }) => auth.send({ type: 'SESSION_EXPIRED', message }) } }),
  );
  const opened = useSearch();
  const [snapshot, send] = useMachine(machine, { input: problemListViewOf(opened) });
  // Solved and attempted lists change on the problem page; read them fresh.
  useFreshUser();

  const { problems, query, page, error } = snapshot.context;
  useProblemListUrl(query, page);
  const progress = user ?? NO_PROGRESS;
  const loading = snapshot.matches('loading');
  const counts = useMemo(() => countProblems(problems, progress), [problems, progress]);
  const filtered = useMemo(() => filterProblems(problems, query, progress), [problems, query, progress]);
  const current = paginate(filtered, page, PROBLEMS_PAGE_SIZE);
  // The app's rows (or its error) are in the page: the server's copy over them goes in the same frame, before
  // the browser paints, so the two are never on screen (or in the page for a script) together.
  useLayoutEffect(() => {
    if (!loading) dropBootShell();
  }, [loading]);

  return (
    <PageShell title="Problems" subtitle="Pick a challenge, write your solution and let the judge decide.">
      <SummaryStats counts={counts} loading={loading} unknown={error !== null} />
      <div className="list-layout">
        <section className="list-main" aria-label="Problem list">
          <ProblemToolbar query={query} send={send} />
          {error ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={error.message}
              action={
                <Button icon={<ReloadOutlined aria-hidden />} onClick={() => send({ type: 'RETRY' })}>
                  Try Again
                </Button>
              }
            />
          ) : (
            <>
              <ListMeta page={current} noun="problems" loading={loading} live />
              <ProblemRows
                loading={loading}
                rows={current.items}
                offset={(current.page - 1) * PROBLEMS_PAGE_SIZE}
                progress={progress}
                hasProblems={problems.length > 0}
                onClearFilters={() => send({ type: 'CLEAR_FILTERS' })}
              />
              {!loading && current.totalItems > 0 && (
                <Pager of={current} label="Problem pages" onChange={(page) => send({ type: 'PAGE', page })} />
              )}
            </>
          )}
        </section>
        <ProblemSidebar counts={counts} loading={loading || error !== null} />
      </div>
    </PageShell>
  );
}
