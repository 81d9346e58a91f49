import type { ReactNode } from 'react';
import { Table, Tag } from 'antd';
import { difficultyLabel, splitTags, tagLabel } from '../../problem/format';
import type { ProblemSummary } from '@forge/contracts';

/** Spec §2: Easy success, Medium warning, anything else error. */
export function AdminDifficultyTag({ difficulty }: { difficulty: string }) {
  const color = difficulty === 'easy' ? 'success' : difficulty === 'medium' ? 'warning' : 'error';
  return <Tag color={color}>{difficultyLabel(difficulty)}</Tag>;
}

interface AdminProblemTableProps {
  readonly problems: readonly ProblemSummary[];
  readonly loading?: boolean;
  readonly label: string;
  readonly actions: (problem: ProblemSummary) => ReactNode;
}

/** #, Title, Difficulty, Tags and the screen's Actions. */
export function AdminProblemTable({ problems, loading, label, actions }: AdminProblemTableProps) {
  return (
    <div className="ad-table-wrap">
      <Table<ProblemSummary>
        aria-label={label}
        rowKey="_id"
        loading={loading}
        dataSource={[...problems]}
        pagination={false}
        tableLayout="auto"
        columns={[
          { title: '#', key: 'n', width: 48, render: (_, __, i) => i + 1 },
          { title: 'Title', dataIndex: 'title' },
          { title: 'Difficulty', dataIndex: 'difficulty', render: (d: string) => <AdminDifficultyTag difficulty={d} /> },
          {
            title: 'Tags',
            dataIndex: 'tags',
            // Below 768 px the row keeps what the actions need; tags show on wider screens.
            responsive: ['md'],
            render: (tags: string) =>
              splitTags(tags).map((t) => (
                <Tag key={t} color="geekblue">
                  {tagLabel(t)}
                </Tag>
              )),
          },
          { title: 'Actions', key: 'actions', render: (_, problem) => actions(problem) },
        ]}
      />
    </div>
  );
}
