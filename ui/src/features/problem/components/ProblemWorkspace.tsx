import { lazy, Suspense, useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Tabs } from 'antd';
import { createCaseInputs, customCases, type CaseInputsPersistence } from '../../runs/caseInputsStore';
import { browserDrafts } from '../drafts';
import { chatMachine } from '../../ai/chatMachine';
import { useAuth } from '../../account/AuthProvider';
import { editorMachine } from '../editorMachine';
import { runSubmitMachine, type RightTab } from '../runSubmitMachine';
import type { ProblemView } from '@forge/contracts';
import { CodeTab } from './CodeTab';
import { DescriptionTab } from './DescriptionTab';
import { JudgeActions } from './JudgeActions';
import { SplitPane } from './SplitPane';
import { ContestTag } from './ContestTag';

/** The Testcase tab's inputs live with the code drafts, per problem, across reloads (issue 33). */
function casesKeptWithDrafts(problemId: string): CaseInputsPersistence {
  const drafts = browserDrafts();
  return { load: () => drafts.caseInputs(problemId), save: (cases) => drafts.saveCaseInputs(problemId, cases) };
}

// The closed tabs load when first opened: the statement and the editor come first (issue 33's phone budget).
const ChatTab = lazy(() => import('../../ai/components/ChatTab').then((m) => ({ default: m.ChatTab })));
const EditorialTab = lazy(() => import('./EditorialTab').then((m) => ({ default: m.EditorialTab })));
const SolutionsTab = lazy(() => import('./SolutionsTab').then((m) => ({ default: m.SolutionsTab })));
const SubmissionsTab = lazy(() => import('../../submission/components/SubmissionsTab').then((m) => ({ default: m.SubmissionsTab })));
// The Testcase and Result tabs too: the Code tab is the one open first.
const TestcaseTab = lazy(() => import('../../runs/components/TestcaseTab').then((m) => ({ default: m.TestcaseTab })));
const ResultTab = lazy(() => import('../../submission/components/ResultTab').then((m) => ({ default: m.ResultTab })));
const later = (tab: ReactNode) => <Suspense fallback={<div className="pp-scroll" aria-busy="true" />}>{tab}</Suspense>;

type LeftTab = 'description' | 'editorial' | 'solutions' | 'submissions' | 'chat';

/** The loaded problem page; the editor, judge and chat machines live as long as the page. */
export function ProblemWorkspace({ problem, style, contestId }: { problem: ProblemView; style?: CSSProperties; contestId?: string }) {
  const { user } = useAuth();
  const editor = useActorRef(editorMachine, {
    input: {
      problemId: problem._id,
      startCode: problem.startCode,
      lastLanguage: user?.lastLanguage,
      defaultLanguage: user?.settings?.defaultLanguage,
    },
  });
  const runSubmit = useActorRef(runSubmitMachine, { input: { problemId: problem._id, ...(contestId ? { contestId } : {}) } });
  const chat = useActorRef(chatMachine, { input: { problem } });
  const [examples] = useState(() => problem.visibleTestCases.map((c) => c.input));
  const [caseInputs] = useState(() => createCaseInputs(examples, casesKeptWithDrafts(problem._id)));
  const [leftTab, setLeftTab] = useState<LeftTab>('description');
  const rightTab = useSelector(runSubmit, (s) => s.context.tab);
  const languages = useSelector(editor, (s) => s.context.languages);

  const send = useCallback(
    (type: 'RUN' | 'SUBMIT') => {
      const { code, language } = editor.getSnapshot().context;
      if (type === 'SUBMIT') runSubmit.send({ type, code, language });
      else runSubmit.send({ type, code, language, customCases: customCases(caseInputs.getSnapshot().context.cases, examples) });
    },
    [editor, runSubmit, caseInputs, examples],
  );

  // Ctrl/Cmd+Enter submits and Ctrl/Cmd+' runs, also from inside the editor (capture phase).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const action = event.key === 'Enter' ? 'SUBMIT' : event.key === "'" ? 'RUN' : null;
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      send(action);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [send]);

  const left = (
    <Tabs
      className="pp-tabs"
      activeKey={leftTab}
      onChange={(key) => setLeftTab(key as LeftTab)}
      destroyOnHidden
      tabBarExtraContent={contestId ? <ContestTag contestId={contestId} /> : undefined}
      items={[
        { key: 'description', label: 'Description', children: <DescriptionTab problem={problem} /> },
        { key: 'editorial', label: 'Editorial', children: later(<EditorialTab problem={problem} chat={chat} />) },
        { key: 'solutions', label: 'Solutions', children: later(<SolutionsTab problem={problem} />) },
        { key: 'submissions', label: 'Submissions', children: later(<SubmissionsTab problemId={problem._id} />) },
        { key: 'chat', label: 'ChatAI', children: later(<ChatTab chat={chat} editor={editor} />) },
      ]}
    />
  );

  const right = (
    <>
      <Tabs
        className="pp-tabs"
        activeKey={rightTab}
        onChange={(tab) => runSubmit.send({ type: 'SELECT_TAB', tab: tab as RightTab })}
        items={[
          { key: 'code', label: 'Code', children: <CodeTab editor={editor} /> },
          {
            key: 'testcase',
            label: 'Testcase',
            children: later(<TestcaseTab runSubmit={runSubmit} problem={problem} caseInputs={caseInputs} examples={examples} />),
          },
          {
            key: 'result',
            label: 'Result',
            children: later(<ResultTab runSubmit={runSubmit} subtasks={problem.subtasks} languages={languages} />),
          },
        ]}
      />
      <JudgeActions runSubmit={runSubmit} onRun={() => send('RUN')} onSubmit={() => send('SUBMIT')} />
    </>
  );

  return <SplitPane style={style} left={left} right={right} />;
}
