import { Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { DifficultyFilter, ProblemQuery, StatusFilter } from '../problemFilters';
import type { ProblemListEvent } from '../problemListMachine';

const difficultyOptions: { value: DifficultyFilter; label: string }[] = [
  { value: 'all', label: 'All Difficulties' },
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'solved', label: 'Solved' },
  { value: 'attempted', label: 'Attempted' },
  { value: 'unsolved', label: 'Unsolved' },
];

export function ProblemToolbar({ query, send }: { query: ProblemQuery; send: (event: ProblemListEvent) => void }) {
  return (
    <div className="toolbar" role="search">
      <Input
        className="toolbar-search"
        allowClear
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search problems..."
        aria-label="Search problems"
        value={query.search}
        onChange={(e) => send({ type: 'SEARCH', text: e.target.value })}
      />
      <Select<DifficultyFilter>
        className="toolbar-select"
        size="large"
        aria-label="Filter by difficulty"
        value={query.difficulty}
        options={difficultyOptions}
        onChange={(value) => send({ type: 'DIFFICULTY', value })}
      />
      <Select<StatusFilter>
        className="toolbar-select"
        size="large"
        aria-label="Filter by status"
        value={query.status}
        options={statusOptions}
        onChange={(value) => send({ type: 'STATUS', value })}
      />
    </div>
  );
}
