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
