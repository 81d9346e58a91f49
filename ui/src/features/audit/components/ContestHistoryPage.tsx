import { useCallback, useEffect, useState } from 'react';
import { Card, Skeleton, Timeline } from 'antd';
import { Link, useParams } from 'wouter';
import type { ContestHistory } from '@forge/contracts';
import { BackLink } from '../../layout/components/BackLink';
import { PageShell } from '../../layout/components/PageShell';
import { RetryAlert } from '../../layout/components/RetryAlert';
import { auditApi } from '../api';
import { actorLabel, describeChange, formatWhen } from '../format';
import { ChangeList, DeletedTag, EntryTypeTag } from './AuditBits';
import '../../admin/components/admin.css';
import './audit.css';

const dotColor = (type: string): string => (type === 'created' ? 'green' : type === 'deleted' ? 'red' : 'blue');

/** /admin/history/contest/:contestId (issue 36): every event of a contest's stream, newest first, as a problem's history shows its revisions. */
export default function ContestHistoryPage() {
  const { contestId } = useParams<{ contestId: string }>();
  const [history, setHistory] = useState<ContestHistory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    auditApi
      .contestHistory(contestId)
      .then(setHistory, (e: unknown) =>
        setError(e instanceof Error && e.message ? e.message : 'Failed to load the contest’s history. Please try again.'),
      );
  }, [contestId]);
  useEffect(load, [load]);
  const back = <BackLink href="/admin/audit" to="Audit Log" />;

  if (!history) {
    return (
      <PageShell title="Contest history">
        {back}
        {error ? (
          <RetryAlert
            error={error}
            onRetry={() => {
              setError(null);
              load();
            }}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </PageShell>
    );
  }
  const { contest, entries } = history;
  const items = entries.map((entry) => ({
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
        <ChangeList lines={entry.changes.map(describeChange)} />
      </article>
    ),
  }));
  return (
    <PageShell title={`History: ${contest.title}`} subtitle={`${entries.length} event${entries.length === 1 ? '' : 's'}, newest first.`}>
      {back}
      {contest.deleted ? (
        <p>
          <DeletedTag /> This contest is deleted; its history is kept.
        </p>
      ) : (
        <p>
          <Link href={`/contest/${encodeURIComponent(contest._id)}`}>Open the contest</Link>
        </p>
      )}
      <Card title="Events" className="au-card">
        <Timeline items={items.reverse()} />
      </Card>
    </PageShell>
  );
}
