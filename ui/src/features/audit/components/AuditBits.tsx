import { Tag } from 'antd';
import type { AuditActor, AuditEntryType } from '@forge/contracts';
import { actorName, entryTypeColor, entryTypeLabel } from '../format';

export function EntryTypeTag({ type }: { type: AuditEntryType }) {
  return <Tag color={entryTypeColor[type]}>{entryTypeLabel(type)}</Tag>;
}

/** The actor's name, and their email beneath it in small type. */
export function ActorText({ actor }: { actor: AuditActor }) {
  return (
    <span className="au-actor">
      <span>{actorName(actor)}</span>
      {actor && <span className="au-muted au-small">{actor.emailId}</span>}
    </span>
  );
}

export function DeletedTag() {
  return <Tag color="red">Deleted</Tag>;
}

/** Past this many, the lines of a change fold under their count. */
const OPEN_LIMIT = 5;

/** What changed, a line each; a long list (a creation names every part) is folded under its count. */
export function ChangeList({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  const list = (
    <ul className="au-changes au-small">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
  if (lines.length <= OPEN_LIMIT) return list;
  return (
    <details>
      <summary className="au-small">{lines.length} changes</summary>
      {list}
    </details>
  );
}
