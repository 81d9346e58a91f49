import { Button, Popconfirm, Space, Timeline } from 'antd';
import { DiffOutlined, RollbackOutlined } from '@ant-design/icons';
import type { AuditEntryType, FieldChange, HistoryEntry } from '@forge/contracts';
import type { RevisionPair } from '../problemHistoryMachine';
import { actorLabel, describeChange, formatWhen } from '../format';
import { ChangeList, EntryTypeTag } from './AuditBits';

export const CONFIRM_RESTORE = (revision: number) => `Restore revision ${revision}?`;
export const RESTORE_EXPLAINED = 'The problem goes back to this content as a new revision, once its reference solutions pass the judge.';

/** The revisions a restore may bring back, as the server decides: those that wrote the whole content. */
const holdsContent = (type: AuditEntryType): boolean => type === 'created' || type === 'updated' || type === 'restored';

const dotColor = (type: AuditEntryType): string =>
  type === 'created' ? 'green' : type === 'deleted' ? 'red' : type === 'restored' ? 'purple' : 'blue';

/** A change's unified diff (code, description), coloured by line. */
function UnifiedDiff({ change }: { change: FieldChange }) {
  if (!change.diff) return null;
  return (
    <details>
      <summary className="au-small">{describeChange(change)}: diff</summary>
      <pre className="au-unified">
        {change.diff.split('\n').map((line, i) => (
          <span
            key={i}
            className={line.startsWith('+') ? 'au-ins' : line.startsWith('-') ? 'au-del' : line.startsWith('@@') ? 'au-muted' : undefined}
          >
            {line}
          </span>
        ))}
      </pre>
    </details>
  );
}

interface HistoryTimelineProps {
  readonly entries: readonly HistoryEntry[];
  /** The revision being restored, if one is. */
  readonly restoring: number | null;
  readonly onCompare: (pair: RevisionPair) => void;
  readonly onRestore: (revision: number) => void;
}

/** A problem's revisions, newest first: what changed, who, when; compare one with the one before, or restore it. */
export function HistoryTimeline({ entries, restoring, onCompare, onRestore }: HistoryTimelineProps) {
  const latest = entries.at(-1)?.revision;
  const items = entries.map((entry, i) => {
    const previous = entries[i - 1];
    const restorable = entry.revision !== latest && holdsContent(entry.type);
    return {
      key: entry.revision,
      color: dotColor(entry.type),
      content: (
        <article className="au-entry" aria-label={`Revision ${entry.revision}`}>
          <div className="au-entry-head">
            <EntryTypeTag type={entry.type} />
            <strong>Revision {entry.revision}</strong>
            <span className="au-muted au-small">{formatWhen(entry.at)}</span>
          </div>
          <div className="au-small">by {actorLabel(entry.actor)}</div>
          {entry.restoredRevision !== undefined && <div className="au-small">Brought back revision {entry.restoredRevision}</div>}
          <ChangeList lines={entry.changes.map(describeChange)} />
          {/* An added or removed text's diff is the whole text: the compare below shows it better. */}
          {entry.changes
            .filter((change) => change.kind === 'changed')
            .map((change, k) => (
              <UnifiedDiff key={k} change={change} />
            ))}
          <Space wrap size="small" className="au-entry-actions">
            {previous && (
              <Button size="small" icon={<DiffOutlined />} onClick={() => onCompare({ before: previous.revision, after: entry.revision })}>
                Compare with previous
              </Button>
            )}
            {restorable && (
              <Popconfirm
                title={CONFIRM_RESTORE(entry.revision)}
                description={RESTORE_EXPLAINED}
                okText="Restore"
                cancelText="Cancel"
                onConfirm={() => onRestore(entry.revision)}
              >
                <Button
                  size="small"
                  icon={<RollbackOutlined />}
                  loading={restoring === entry.revision}
                  disabled={restoring !== null}
                  aria-label={`Restore revision ${entry.revision}`}
                >
                  Restore this version
                </Button>
              </Popconfirm>
            )}
          </Space>
        </article>
      ),
    };
  });
  return <Timeline items={items.reverse()} />;
}
