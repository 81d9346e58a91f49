import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, Button, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link, useLocation, useSearch } from 'wouter';
import type { AuditEntry } from '@forge/contracts';
import { ClosableAlert } from '../../layout/components/ClosableAlert';
import { PageShell } from '../../layout/components/PageShell';
import { RetryAlert } from '../../layout/components/RetryAlert';
import { auditLogMachine } from '../auditLogMachine';
import { auditSearchOf, auditViewOf } from '../auditSearch';
import { describeChange, formatWhen } from '../format';
import { ActorText, ChangeList, EntryTypeTag } from './AuditBits';
import { AuditFilterBar } from './AuditFilterBar';
import '../../admin/components/admin.css';
import './audit.css';

function Subject({ entry }: { entry: AuditEntry }) {
  const { subject } = entry;
  if (subject.kind === 'problem') return <Link href={`/admin/history/${encodeURIComponent(subject._id)}`}>{subject.title}</Link>;
  if (subject.kind === 'contest') {
    return (
      <span className="au-actor">
        <Link href={`/admin/history/contest/${encodeURIComponent(subject._id)}`}>{subject.title}</Link>
        <span className="au-muted au-small">contest</span>
      </span>
    );
  }
  return (
    <span className="au-actor">
      <span>{subject.emailId}</span>
      {subject.role && <span className="au-muted au-small">role: {subject.role}</span>}
    </span>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = [
    ...(entry.restoredRevision !== undefined ? [`Brought back revision ${entry.restoredRevision}`] : []),
    ...entry.changes.map(describeChange),
  ];
  return lines.length === 0 ? <span className="au-muted">—</span> : <ChangeList lines={lines} />;
}

/**
 * /admin/audit: every admin action on the platform, newest first, filtered, a page at a time, and exported whole.
 * The filters and the pages loaded live in the query string, so a reload shows the same entries.
 */
export default function AuditLogPage() {
  const opened = useSearch();
  const [view] = useState(() => auditViewOf(opened));
  const [, navigate] = useLocation();
  const [state, send] = useMachine(auditLogMachine, { input: view });
  const { filters, entries, nextCursor, wantedPages, actors, error, exportError } = state.context;
  const search = auditSearchOf({ filters, pages: wantedPages });
  useEffect(() => {
    navigate(search ? `/admin/audit?${search}` : '/admin/audit', { replace: true });
  }, [search, navigate]);
  const failed = state.matches({ list: 'failure' });
  const filtered = Object.keys(filters).length > 0;

  return (
    <PageShell title="Audit Log" subtitle="Every admin action on the platform, newest first.">
      <div className="ad-toolbar">
        <Link href="/admin/history">← Audit History</Link>
        <span className="ad-spacer" />
        <Button
          icon={<DownloadOutlined />}
          loading={state.matches({ export: 'exporting' })}
          onClick={() => send({ type: 'EXPORT' })}
          title="Every entry matching the filters, one JSON object a line"
        >
          Export
        </Button>
      </div>
      <AuditFilterBar filters={filters} actors={actors} onChange={(next) => send({ type: 'FILTER', filters: next })} />
      {exportError && <ClosableAlert type="error" title={exportError} onClose={() => send({ type: 'DISMISS' })} />}
      {failed ? (
        <RetryAlert error={error} onRetry={() => send({ type: 'RETRY' })} />
      ) : (
        <>
          <div className="ad-table-wrap">
            <Table<AuditEntry>
              aria-label="Audit log"
              rowKey="id"
              loading={state.matches({ list: 'loading' })}
              dataSource={[...entries]}
              pagination={false}
              tableLayout="auto"
              locale={{ emptyText: filtered ? 'No entry matches these filters.' : 'Nothing has been audited yet.' }}
              columns={[
                { title: 'When', key: 'at', render: (_, e) => <span className="au-small">{formatWhen(e.at)}</span> },
                { title: 'Type', key: 'type', render: (_, e) => <EntryTypeTag type={e.type} /> },
                { title: 'Actor', key: 'actor', render: (_, e) => <ActorText actor={e.actor} /> },
                { title: 'Subject', key: 'subject', render: (_, e) => <Subject entry={e} /> },
                { title: 'Revision', dataIndex: 'revision', responsive: ['lg'], render: (n: number) => <Tag>{n}</Tag> },
                { title: 'Changes', key: 'changes', responsive: ['md'], render: (_, e) => <Changes entry={e} /> },
              ]}
            />
          </div>
          {state.matches({ list: 'ready' }) && error && (
            <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 12 }} />
          )}
          {nextCursor && (
            <div className="au-more">
              <Button loading={state.matches({ list: 'loadingMore' })} onClick={() => send({ type: 'LOAD_MORE' })}>
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </PageShell>
  );
}
