import type { ReactNode } from 'react';
import { SideCard } from './SideCard';

interface SideRowsProps {
  readonly title: string;
  readonly rows: readonly { readonly name: string; readonly value: ReactNode }[];
  /** How the value reads: a count in a pill, or quieter text beside the name. */
  readonly valueClassName?: string;
}

/** A sidebar card of rows, each a name and its value: sprints, contest types, categories. */
export function SideRows({ title, rows, valueClassName = 'count-pill' }: SideRowsProps) {
  return (
    <SideCard title={title}>
      <ul className="plain-list">
        {rows.map((row) => (
          <li key={row.name} className="sprint-row">
            <span>{row.name}</span>
            <span className={valueClassName}>{row.value}</span>
          </li>
        ))}
      </ul>
    </SideCard>
  );
}
