import { useSelector } from '@xstate/react';
import { Button } from 'antd';
import { CaretRightOutlined, CloudUploadOutlined, CodeOutlined } from '@ant-design/icons';
import type { ActorRefFrom } from 'xstate';
import type { runSubmitMachine } from '../runSubmitMachine';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const mod = isMac ? '⌘' : 'Ctrl';

/** Console, Run and Submit under the right pane; both judge buttons wait while one job runs. */
export function JudgeActions({
  runSubmit,
  onRun,
  onSubmit,
}: {
  runSubmit: ActorRefFrom<typeof runSubmitMachine>;
  onRun: () => void;
  onSubmit: () => void;
}) {
  const running = useSelector(runSubmit, (s) => s.hasTag('running'));
  const judging = useSelector(runSubmit, (s) => s.hasTag('judging'));
  const busy = running || judging;
  return (
    <div className="pp-actions">
      <Button icon={<CodeOutlined />} onClick={() => runSubmit.send({ type: 'SELECT_TAB', tab: 'testcase' })}>
        Console
      </Button>
      <span className="pp-spacer" />
      <span className="pp-hint" aria-hidden>
        {mod}+' run · {mod}+Enter submit
      </span>
      <Button icon={<CaretRightOutlined />} onClick={onRun} disabled={busy} loading={running} aria-keyshortcuts="Control+' Meta+'">
        Run
      </Button>
      <Button
        type="primary"
        icon={<CloudUploadOutlined />}
        onClick={onSubmit}
        disabled={busy}
        loading={judging}
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        Submit
      </Button>
    </div>
  );
}
