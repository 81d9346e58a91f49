import { useSelector } from '@xstate/react';
import { Alert, Empty, Spin, Tag } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import type { ActorRefFrom } from 'xstate';
import { formatRunMemory, formatRuntime, judgeStatusLabel } from '../format';
import type { runSubmitMachine } from '../runSubmitMachine';
import { ACCEPTED_STATUS_ID, type ProblemView } from '@forge/contracts';
import { OutputDiff } from './OutputDiff';

type CaseStatus = 'pending' | 'passed' | 'failed';

interface CaseView {
  readonly input: string;
  readonly expected: string;
  readonly actual?: string;
  readonly statusId?: number;
  readonly time?: number;
}

const statusOf = (statusId: number | undefined): CaseStatus =>
  statusId === undefined ? 'pending' : statusId === ACCEPTED_STATUS_ID ? 'passed' : 'failed';

/** Run results: each example case fills in as the judge reports it, outputs once the run is done. */
export function TestcaseTab({ runSubmit, problem }: { runSubmit: ActorRefFrom<typeof runSubmitMachine>; problem: ProblemView }) {
  const running = useSelector(runSubmit, (s) => s.matches('running') && s.context.kind === 'run');
  const progress = useSelector(runSubmit, (s) => s.context.progress);
  const queuePosition = useSelector(runSubmit, (s) => s.context.queuePosition);
  const result = useSelector(runSubmit, (s) => s.context.runResult);
  const notice = useSelector(runSubmit, (s) => s.context.notice);

  if (!running && !result) {
    return (
      <div className="pp-scroll">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Run your code to check it against the examples." />
      </div>
    );
  }

  const cases: CaseView[] = running
    ? problem.visibleTestCases.map((c, i) => ({
        input: c.input,
        expected: c.output,
        statusId: progress[i]?.status_id,
        time: progress[i]?.time,
      }))
    : (result?.testCases ?? []).map((c) => ({ input: c.stdin, expected: c.expected_output, actual: c.stdout, statusId: c.status_id }));
  const done = progress.filter(Boolean).length;

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
                : `Running… ${done}/${cases.length} cases checked`
            }
            style={{ marginBottom: 12 }}
          />
        ) : result?.success ? (
          <Alert
            type="success"
            showIcon
            title="All test cases passed"
            description={`Runtime ${formatRuntime(result.runtime)} · Memory ${formatRunMemory(result.memory)}`}
            style={{ marginBottom: 12 }}
          />
        ) : (
          result && (
            <Alert
              type="error"
              showIcon
              title="Error"
              description={
                <>
                  <pre className="pp-pre" style={{ background: 'transparent', padding: 0, margin: 0 }}>
                    {result.error ?? 'Some test cases failed'}
                  </pre>
                  {notice && <div>{notice}</div>}
                  {result.testCases.length > 0 && (
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
        <CaseCard key={i} index={i} view={c} />
      ))}
    </div>
  );
}

function CaseCard({ index, view }: { index: number; view: CaseView }) {
  const status = statusOf(view.statusId);
  const icon =
    status === 'pending' ? (
      <LoadingOutlined aria-hidden />
    ) : status === 'passed' ? (
      <CheckCircleFilled style={{ color: 'var(--pp-success)' }} aria-hidden />
    ) : (
      <CloseCircleFilled style={{ color: 'var(--pp-error)' }} aria-hidden />
    );
  return (
    <section className="pp-case" data-testid="testcase" data-status={status} aria-label={`Case ${index + 1}: ${status}`}>
      <div className="pp-case-head">
        {icon}
        <span>Case {index + 1}</span>
        {view.statusId !== undefined && <Tag color={status === 'passed' ? 'green' : 'red'}>{judgeStatusLabel(view.statusId)}</Tag>}
        {view.time !== undefined && <span className="pp-hint">{formatRuntime(view.time)}</span>}
      </div>
      <div className="pp-field-label">Input:</div>
      <pre className="pp-pre">{view.input}</pre>
      <div className="pp-field-label">Expected Output:</div>
      <pre className="pp-pre">{view.expected}</pre>
      {view.actual !== undefined && (
        <>
          <div className="pp-field-label">Your Output:</div>
          {status === 'failed' ? <OutputDiff expected={view.expected} actual={view.actual} /> : <pre className="pp-pre">{view.actual}</pre>}
        </>
      )}
    </section>
  );
}
