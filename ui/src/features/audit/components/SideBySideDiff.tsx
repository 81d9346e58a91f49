import { useMemo, useState } from 'react';
import { foldUnchanged, sideBySideRows, type Cell, type Row } from '../sideBySide';

function Line({ cell, side }: { cell: Cell | null; side: 'del' | 'ins' | null }) {
  if (!cell) return <td colSpan={2} className="au-empty" />;
  const className = side ? `au-${side}` : undefined;
  return (
    <>
      <td className={`au-n ${className ?? ''}`}>{cell.n}</td>
      <td className={className}>
        {cell.segments
          ? cell.segments.map((s, i) =>
              s.changed ? (
                <mark key={i} className={`au-word-${side ?? 'del'}`}>
                  {s.text}
                </mark>
              ) : (
                <span key={i}>{s.text}</span>
              ),
            )
          : cell.text || ' '}
      </td>
    </>
  );
}

function DiffRow({ row, onUnfold }: { row: Row; onUnfold: () => void }) {
  if (row.kind === 'fold') {
    return (
      <tr className="au-fold">
        <td colSpan={4}>
          <button type="button" onClick={onUnfold}>
            ⋯ {row.rows.length} unchanged lines
          </button>
        </td>
      </tr>
    );
  }
  const changed = row.kind === 'changed';
  return (
    <tr data-change={changed ? 'changed' : undefined}>
      <Line cell={row.left} side={changed ? 'del' : null} />
      <Line cell={row.right} side={changed ? 'ins' : null} />
    </tr>
  );
}

/** Two texts side by side, the lines jsdiff found changed marked, far-off unchanged lines folded. */
export function SideBySideDiff({
  before,
  after,
  beforeLabel,
  afterLabel,
}: {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}) {
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(new Set());
  const rows = useMemo(() => foldUnchanged(sideBySideRows(before, after)), [before, after]);
  const shown = rows.flatMap((row, i) => (row.kind === 'fold' && unfolded.has(i) ? row.rows.map((r) => ({ row: r, i })) : [{ row, i }]));

  return (
    <div className="au-diff-wrap">
      <table className="au-diff">
        <colgroup>
          <col style={{ width: 44 }} />
          <col />
          <col style={{ width: 44 }} />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th colSpan={2}>{beforeLabel}</th>
            <th colSpan={2}>{afterLabel}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map(({ row, i }, k) => (
            <DiffRow key={k} row={row} onUnfold={() => setUnfolded((set) => new Set(set).add(i))} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
