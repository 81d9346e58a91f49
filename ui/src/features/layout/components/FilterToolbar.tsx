import type { ReactNode } from 'react';
import { Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

interface FilterToolbarProps {
  /** What is searched, e.g. 'problems': names the box and its placeholder. */
  readonly searching: string;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  /** The list's filters, as `ToolbarSelect`s. */
  readonly children: ReactNode;
}

/** The search box and filters above a list (problems, contests). */
export function FilterToolbar({ searching, search, onSearch, children }: FilterToolbarProps) {
  return (
    <div className="toolbar" role="search">
      <Input
        className="toolbar-search"
        allowClear
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={`Search ${searching}...`}
        aria-label={`Search ${searching}`}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      {children}
    </div>
  );
}

interface ToolbarSelectProps<V extends string> {
  readonly label: string;
  readonly value: V;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly onChange: (value: V) => void;
}

export function ToolbarSelect<V extends string>({ label, value, options, onChange }: ToolbarSelectProps<V>) {
  return <Select<V> className="toolbar-select" size="large" aria-label={label} value={value} options={[...options]} onChange={onChange} />;
}
