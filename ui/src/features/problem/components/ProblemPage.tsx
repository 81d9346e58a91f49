import { lazy, Suspense, useEffect, type CSSProperties, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { Skeleton } from 'antd';
import { useParams, useSearch } from 'wouter';
import { AppHeader } from '../../layout/components/AppHeader';
import { NotFoundPage } from '../../layout/components/NotFoundPage';
import { useVerdicts } from '../../live/LiveProvider';
import { problemMachine } from '../problemMachine';
import { ProblemWorkspace } from './ProblemWorkspace';
import { SplitPane } from './SplitPane';
import { useThemeVars } from './themeVars';
import { dropBootShell } from '../../../lib/bootShell';
import './problem.css';

// Only when the problem could not be loaded (issue 33's phone budget).
const LoadFailure = lazy(() => import('./LoadFailure'));

/** /problem/:problemId (spec §2): the statement and tools on the left, the editor and judge on the right. */
export default function ProblemPage() {
  const { problemId } = useParams<{ problemId: string }>();
  // Opened from a contest's arena (`?contest=<id>`, issue 36): its submissions count in that contest.
  const contestId = new URLSearchParams(useSearch()).get('contest') || undefined;
  return <ProblemLoader key={`${problemId}/${contestId ?? ''}`} problemId={problemId} contestId={contestId} />;
}

/** No such problem: the site's 404, with the way back to the problems (issue 33). */
export const PROBLEM_NOT_FOUND = 'Problem not found';

function ProblemFrame({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <AppHeader />
      <main id="main" className="pp-main">
        {children}
      </main>
    </div>
  );
}

function ProblemLoader({ problemId, contestId }: { problemId: string; contestId: string | undefined }) {
  const [state, send] = useMachine(problemMachine, { input: { problemId } });
  const vars = useThemeVars();
  const { problem, error } = state.context;
  // The server shows the solutions once the problem is solved: an Accepted, from any tab, unlocks them.
  useVerdicts((verdict) => {
    const accepted = verdict.kind === 'submit' && verdict.result.accepted;
    if (verdict.problemId === problemId && accepted && problem?.referenceSolution.length === 0) send({ type: 'REFRESH' });
  });

  const shown = state.matches('notFound') || state.matches('failure');
  // No statement to show after all: the server's copy goes.
  useEffect(() => {
    if (shown) dropBootShell();
  }, [shown]);

  if (state.matches('notFound')) {
    return (
      <NotFoundPage
        title={PROBLEM_NOT_FOUND}
        text="There is no problem at this address: it may have been deleted, or the link is wrong."
        back={{ href: '/problems', label: 'Back to problems' }}
      />
    );
  }
  if (state.matches('ready') && problem) {
    return (
      <ProblemFrame>
        <ProblemWorkspace problem={problem} style={vars} contestId={contestId} />
      </ProblemFrame>
    );
  }
  if (!state.matches('failure')) {
    return (
      <ProblemFrame>
        <ProblemSkeleton style={vars} />
      </ProblemFrame>
    );
  }
  return (
    <ProblemFrame>
      <div style={vars} className="pp-failure">
        <Suspense fallback={null}>
          <LoadFailure error={error} onRetry={() => send({ type: 'RETRY' })} />
        </Suspense>
      </div>
    </ProblemFrame>
  );
}

/** Same frame as the loaded page, so nothing jumps when the problem arrives. */
function ProblemSkeleton({ style }: { style: CSSProperties }) {
  return (
    <div aria-busy="true" aria-label="Loading problem">
      <SplitPane
        style={style}
        left={
          <div className="pp-scroll">
            <Skeleton.Input active size="small" style={{ width: 320, marginBottom: 16 }} />
            <Skeleton active title={false} paragraph={{ rows: 10 }} />
          </div>
        }
        right={
          <div className="pp-editor-skeleton">
            {Array.from({ length: 12 }, (_, i) => (
              <span key={i} style={{ width: `${30 + ((i * 37) % 60)}%` }} />
            ))}
          </div>
        }
      />
    </div>
  );
}
