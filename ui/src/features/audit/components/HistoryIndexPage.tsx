import { useMachine } from '@xstate/react';
import { Input, Table } from 'antd';
import { Link } from 'wouter';
import { PageShell } from '../../layout/components/PageShell';
import { RetryAlert } from '../../layout/components/RetryAlert';
import { historyIndexMachine, type HistoryProblem } from '../historyIndexMachine';
import { formatWhen } from '../format';
import { ActorText, DeletedTag, EntryTypeTag } from './AuditBits';
import '../../admin/components/admin.css';
import './audit.css';

/** /admin/history: every problem ever created, its latest change first, searched by title. */
export default function HistoryIndexPage() {
  const [state, send] = useMachine(historyIndexMachine);
  const { search, shownSearch, problems, error } = state.context;
  const busy = state.matches('loading') || state.matches('waiting');

  return (
    <PageShell title="Audit History" subtitle="Every problem with its last change: what it was, who made it and when.">
      <div className="ad-toolbar">
        <Link href="/admin">← Admin Panel</Link>
        <span className="ad-spacer" />
        <Link href="/admin/audit">Audit log →</Link>
      </div>
      <div className="ad-toolbar">
        <Input.Search
          aria-label="Search problems"
          placeholder="Search problems by title..."
          allowClear
          value={search}
          loading={busy}
          onChange={(e) => send({ type: 'TYPE', text: e.target.value })}
          onSearch={(text) => send({ type: 'SEARCH', text })}
          style={{ maxWidth: 420 }}
        />
      </div>
      {state.matches('failure') ? (
        <RetryAlert error={error} onRetry={() => send({ type: 'RETRY' })} />
      ) : (
        <div className="ad-table-wrap">
          <Table<HistoryProblem>
            aria-label="Problems and their last change"
            rowKey="_id"
            loading={state.matches('loading')}
            dataSource={[...problems]}
            pagination={problems.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            tableLayout="auto"
            locale={{ emptyText: shownSearch ? `No problem matches “${shownSearch}”.` : 'No problems yet.' }}
            columns={[
              {
                title: 'Title',
                key: 'title',
                render: (_, p) => (
                  <span className="au-title-cell">
                    <Link href={`/admin/history/${encodeURIComponent(p._id)}`}>{p.title}</Link>
                    {p.deleted && <DeletedTag />}
                  </span>
                ),
              },
              { title: 'Revisions', dataIndex: 'revisions', responsive: ['sm'] },
              { title: 'Last change', key: 'type', render: (_, p) => <EntryTypeTag type={p.lastChange.type} /> },
              { title: 'By', key: 'actor', responsive: ['md'], render: (_, p) => <ActorText actor={p.lastChange.actor} /> },
              { title: 'When', key: 'at', render: (_, p) => <span className="au-small">{formatWhen(p.lastChange.at)}</span> },
            ]}
          />
        </div>
      )}
    </PageShell>
  );
}
