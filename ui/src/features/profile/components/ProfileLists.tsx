import { Progress, Table } from 'antd';
import { Link } from 'wouter';
import { problemLanguageOf, type ProfileView, type RecentAcceptedView } from '@forge/contracts';
import { formatRuntime } from '../../problem/format';

type Languages = NonNullable<ProfileView['languages']>;
type Tags = NonNullable<ProfileView['tags']>;

export function LanguagesTable({ languages }: { languages: Languages }) {
  if (languages.length === 0) return <p className="muted">No submissions yet.</p>;
  return (
    <Table<Languages[number]>
      size="small"
      rowKey="language"
      pagination={false}
      dataSource={languages}
      columns={[
        { title: 'Language', dataIndex: 'language', render: (language: Languages[number]['language']) => problemLanguageOf[language] },
        { title: 'Submissions', dataIndex: 'submissions', align: 'right' },
        { title: 'Solved', dataIndex: 'solved', align: 'right' },
      ]}
    />
  );
}

/** Progress by tag: a bar each, with its figures written out. */
export function TagProgress({ tags }: { tags: Tags }) {
  if (tags.length === 0) return <p className="muted">The library has no tagged problems yet.</p>;
  return (
    <dl className="pf-bars">
      {tags.map((tag) => (
        <div key={tag.tag} className="pf-bar">
          <dt>{tag.tag}</dt>
          <dd>
            <span className="pf-count">
              {tag.solved} / {tag.total}
            </span>
            <Progress
              percent={tag.total === 0 ? 0 : Math.round((tag.solved / tag.total) * 100)}
              showInfo={false}
              size="small"
              aria-hidden="true"
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

export function RecentAccepted({ recent }: { recent: readonly RecentAcceptedView[] }) {
  if (recent.length === 0) return <p className="muted">No accepted submission yet.</p>;
  return (
    <Table<RecentAcceptedView>
      size="small"
      rowKey="submissionId"
      pagination={false}
      dataSource={[...recent]}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: 'Problem',
          dataIndex: 'problemId',
          render: (problemId: string, row) =>
            row.title === undefined ? (
              <span className="muted">A problem no longer listed</span>
            ) : (
              <Link href={`/problem/${encodeURIComponent(problemId)}`}>{row.title}</Link>
            ),
        },
        { title: 'Language', dataIndex: 'language', render: (language: RecentAcceptedView['language']) => problemLanguageOf[language] },
        { title: 'When', dataIndex: 'acceptedAt', render: when },
        { title: 'Runtime', dataIndex: 'runtime', align: 'right', render: (runtime: number) => formatRuntime(runtime) },
      ]}
    />
  );
}
