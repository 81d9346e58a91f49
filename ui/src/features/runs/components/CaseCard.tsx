import { Tag } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Status } from '@forge/contracts';
import { formatRuntime, judgeStatusLabel } from '../../problem/format';
import { OutputDiff } from './OutputDiff';
import { CheckerMessage, Transcript } from './Transcript';
import type { TranscriptLine } from '@forge/contracts';

const WRONG_ANSWER_STATUS_ID = 4;
const COMPILATION_ERROR_STATUS_ID = 6;

export type CaseStatus = 'pending' | 'passed' | 'failed' | 'unjudged';

export interface CaseView {
  readonly title: string;
  readonly input: string;
  /** Null when there is no expected output to show (see `note`). */
  readonly expected: string | null;
  readonly actual?: string;
  /** What the learner's program wrote to stderr on one of their own inputs. */
  readonly stderr?: string;
  /** Undefined while judging; null when the case has no verdict. */
  readonly statusId?: number | null;
  readonly time?: number;
  /** Why there is no verdict, or where the expected output came from. */
  readonly note?: string | null;
  /** Why the case has no verdict when its input was refused (e.g. not valid for the problem): shown instead of one. */
  readonly error?: string;
  /** What the problem's checker or interactor said of the output (issue 31). */
  readonly checkerMessage?: string;
  /** An interactive case's exchange (issue 31). */
  readonly transcript?: readonly TranscriptLine[];
}

const statusOf = (statusId: number | null | undefined): CaseStatus =>
  statusId === undefined ? 'pending' : statusId === null ? 'unjudged' : statusId === Status.Accepted ? 'passed' : 'failed';

const icons: Record<CaseStatus, React.ReactNode> = {
  pending: <LoadingOutlined aria-hidden />,
  passed: <CheckCircleFilled style={{ color: 'var(--pp-success)' }} aria-hidden />,
  failed: <CloseCircleFilled style={{ color: 'var(--pp-error)' }} aria-hidden />,
  unjudged: <MinusCircleOutlined style={{ color: 'var(--pp-muted)' }} aria-hidden />,
};

/** One case of a run: its input, the expected and actual output, and its verdict; a wrong answer as a side-by-side diff. */
export function CaseCard({ view, testId }: { view: CaseView; testId: string }) {
  const status = statusOf(view.statusId);
  // A checker's verdict is its own (many outputs may be right): its message says why, not a diff against one answer.
  const judgedByChecker = view.checkerMessage !== undefined || view.transcript !== undefined;
  const wrong = view.statusId === WRONG_ANSWER_STATUS_ID && view.expected !== null && view.actual !== undefined && !judgedByChecker;
  // Code that did not compile never ran: no output to compare, and the error above says why.
  const notRun = view.statusId === COMPILATION_ERROR_STATUS_ID;
  return (
    <section className="pp-case" data-testid={testId} data-status={status} aria-label={`${view.title}: ${status}`}>
      <div className="pp-case-head">
        {icons[status]}
        <span>{view.title}</span>
        {typeof view.statusId === 'number' && <Tag color={status === 'passed' ? 'green' : 'red'}>{judgeStatusLabel(view.statusId)}</Tag>}
        {view.time !== undefined && <span className="pp-hint">{formatRuntime(view.time)}</span>}
      </div>
      <div className="pp-field-label">Input:</div>
      <pre className="pp-pre">{view.input}</pre>
      {view.error && (
        <div className="pp-case-error" role="note" data-testid="case-error">
          {view.error}
        </div>
      )}
      {view.note && (
        <div className="pp-case-note" role="note">
          {view.note}
        </div>
      )}
      {wrong ? (
        <OutputDiff expected={view.expected} actual={view.actual} />
      ) : (
        <>
          {view.expected !== null && (
            <>
              <div className="pp-field-label">Expected Output:</div>
              <pre className="pp-pre">{view.expected}</pre>
            </>
          )}
          {notRun ? (
            <div className="pp-case-note" role="note">
              Not run: the code did not compile.
            </div>
          ) : (
            view.actual !== undefined &&
            (view.expected !== null || view.actual !== '') && (
              <>
                <div className="pp-field-label">Your Output:</div>
                <pre className="pp-pre" data-testid="actual-output">
                  {view.actual === '' ? '(no output)' : view.actual}
                </pre>
              </>
            )
          )}
        </>
      )}
      {view.checkerMessage !== undefined && view.checkerMessage !== '' && <CheckerMessage message={view.checkerMessage} />}
      {view.transcript && <Transcript lines={view.transcript} />}
      {view.stderr && (
        <>
          <div className="pp-field-label">Your stderr:</div>
          <pre className="pp-pre">{view.stderr}</pre>
        </>
      )}
    </section>
  );
}
