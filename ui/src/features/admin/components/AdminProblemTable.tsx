import type { ReactNode } from 'react';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { difficultyLabel, splitTags, tagLabel } from '../../problem/format';
import type { AdminProblem } from '../adminProblemsMachine';

/** Spec §2: Easy success, Medium warning, anything else error. */
export function AdminDifficultyTag({ difficulty }: { difficulty: string }) {
  const color = difficulty === 'easy' ? 'success' : difficulty === 'medium' ? 'warning' : 'error';
  return <Tag color={color}>{difficultyLabel(difficulty)}</Tag>;
}

interface AdminProblemTableProps {
  readonly problems: readonly AdminProblem[];
  readonly loading?: boolean;
  readonly label: string;
  /** Columns of the screen's own, before Actions. */
  readonly extraColumns?: ColumnsType<AdminProblem>;
  readonly actions: (problem: AdminProblem) => ReactNode;
}

/** #, Title, Difficulty, Tags, the screen's own columns and its Actions. */
export function AdminProblemTable({ problems, loading, label, extraColumns = [], actions }: AdminProblemTableProps) {
  return (
    <div className="ad-table-wrap">
      <Table<AdminProblem>
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
          ...extraColumns,
          { title: 'Actions', key: 'actions', render: (_, problem) => actions(problem) },
        ]}
      />
    </div>
  );
}
