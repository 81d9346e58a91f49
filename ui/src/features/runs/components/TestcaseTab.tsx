import { useSelector } from '@xstate/react';
import { Alert, Empty, Spin } from 'antd';
import type { ActorRefFrom } from 'xstate';
import { formatRunMemory, formatRuntime, offeredLanguages } from '../../problem/format';
import type { CaseInputs } from '../../runs/caseInputsStore';
import type { runSubmitMachine } from '../../problem/runSubmitMachine';
import type { ProblemView } from '@forge/contracts';
import { CaseCard } from './CaseCard';
import { runView } from '../runView';
import { CaseInputsEditor } from './CaseInputs';
import { wrongLanguageHint } from '../../problem/languageHint';

interface TestcaseTabProps {
  readonly runSubmit: ActorRefFrom<typeof runSubmitMachine>;
  readonly problem: ProblemView;
  readonly caseInputs: CaseInputs;
  readonly examples: readonly string[];
}

/**
 * The last run's results, then the inputs the next run checks: each example case fills in as the
 * judge reports it, outputs once the run is done; the learner's own cases follow the examples.
 */
export function TestcaseTab({ runSubmit, problem, caseInputs, examples }: TestcaseTabProps) {
  const run = useSelector(runSubmit, (s) => s.context.run);
  const running = useSelector(run, (s) => s.hasTag('running'));
  const progress = useSelector(run, (s) => s.context.progress);
  const queuePosition = useSelector(run, (s) => s.context.queuePosition);
  const result = useSelector(run, (s) => s.context.runResult);
  const notice = useSelector(runSubmit, (s) => s.context.notice);
  const sent = useSelector(run, (s) => s.context.customCases);
  // What the shown result was judged on: the last job's code, when that job was a run.
  const code = useSelector(runSubmit, (s) => (s.context.kind === 'run' ? s.context.sent : null));
  const inputs = <CaseInputsEditor caseInputs={caseInputs} examples={examples} />;

  if (!running && !result) {
    return (
      <div className="pp-scroll">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Run your code to check it against the examples." />
        {inputs}
      </div>
    );
  }

  const { cases, custom, headline } = runView({ running, examples: problem.visibleTestCases, progress, result, sent });
  const done = progress.filter(Boolean).length;
  const hint = wrongLanguageHint(
    result?.failure,
    code,
    offeredLanguages(problem.startCode).map((l) => l.id),
  );

  return (
    <div className="pp-scroll" aria-busy={running}>
      <div aria-live="polite">
        {running ? (
          <Alert
            type="info"
            showIcon
            icon={<Spin size="small" />}
            title={
              queuePosition && queuePosition > 0
                ? `Waiting for the judge (position ${queuePosition} in line)`
                : `Running… ${done}/${cases.length + custom.length} cases checked`
            }
            style={{ marginBottom: 12 }}
          />
        ) : result && headline?.success ? (
          <Alert
            type="success"
            showIcon
            title="All test cases passed"
            description={`Runtime ${formatRuntime(result.runtime)} · Memory ${formatRunMemory(result.memory)}`}
            style={{ marginBottom: 12 }}
          />
        ) : result && notice ? (
          // The judge refused the run (queue full): its reason is the whole story.
          <Alert type="warning" showIcon title={notice} style={{ marginBottom: 12 }} />
        ) : (
          result && (
            <Alert
              type="error"
              showIcon
              title="Error"
              description={
                <>
                  <pre className="pp-pre" style={{ background: 'transparent', padding: 0, margin: 0 }}>
                    {headline && !headline.success ? headline.error : (result.error ?? 'Some test cases failed')}
                  </pre>
                  {hint && (
                    <div role="note" data-testid="language-hint" style={{ marginTop: 8, fontWeight: 500 }}>
                      {hint}
                    </div>
                  )}
                  {result.testCases.length > 0 && result.failure?.kind !== 'compile' && (
                    <div>
                      Runtime {formatRuntime(result.runtime)} · Memory {formatRunMemory(result.memory)}
                    </div>
                  )}
                </>
              }
              style={{ marginBottom: 12 }}
            />
          )
        )}
      </div>
      {cases.map((c, i) => (
        <CaseCard key={i} view={c} testId="testcase" />
      ))}
      {custom.map((c, i) => (
        <CaseCard key={`custom-${i}`} view={c} testId="custom-case" />
      ))}
      {inputs}
    </div>
  );
}
