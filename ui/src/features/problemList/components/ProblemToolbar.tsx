import { FilterToolbar, ToolbarSelect } from '../../layout/components/FilterToolbar';
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
    <FilterToolbar searching="problems" search={query.search} onSearch={(text) => send({ type: 'SEARCH', text })}>
      <ToolbarSelect
        label="Filter by difficulty"
        value={query.difficulty}
        options={difficultyOptions}
        onChange={(value) => send({ type: 'DIFFICULTY', value })}
      />
      <ToolbarSelect
        label="Filter by status"
        value={query.status}
        options={statusOptions}
        onChange={(value) => send({ type: 'STATUS', value })}
      />
    </FilterToolbar>
  );
}
