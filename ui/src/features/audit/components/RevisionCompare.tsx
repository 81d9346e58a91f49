import { useMemo, useState } from 'react';
import { Alert, Empty, Select, Skeleton, Switch } from 'antd';
import type { HistoryEntry, ProblemRevision } from '@forge/contracts';
import type { RevisionPair } from '../problemHistoryMachine';
import { compareRevisions } from '../revisionSections';
import { entryTypeLabel, formatWhen } from '../format';
import { SideBySideDiff } from './SideBySideDiff';

interface RevisionCompareProps {
  readonly entries: readonly HistoryEntry[];
  readonly pair: RevisionPair | null;
  readonly revisions: Readonly<Record<number, ProblemRevision>>;
  readonly loading: boolean;
  readonly error: string | null;
  readonly onCompare: (pair: RevisionPair) => void;
}

const revisionName = (n: number) => `Revision ${n}`;

/** Any two revisions' full content, part by part, side by side. */
export function RevisionCompare({ entries, pair, revisions, loading, error, onCompare }: RevisionCompareProps) {
  const [showUnchanged, setShowUnchanged] = useState(false);
  const before = pair ? revisions[pair.before] : undefined;
  const after = pair ? revisions[pair.after] : undefined;
  const sections = useMemo(() => (before && after ? compareRevisions(before, after) : []), [before, after]);

  if (!pair) return <Empty description="No revisions to compare." />;

  const options = [...entries].reverse().map((e) => ({
    value: e.revision,
    label: `${revisionName(e.revision)} · ${entryTypeLabel(e.type)} · ${formatWhen(e.at)}`,
  }));
  const changed = sections.filter((s) => s.changed);
  const shown = showUnchanged ? sections : changed;

  return (
    <>
      <div className="au-compare-bar">
        <Select
          aria-label="Compare from revision"
          value={pair.before}
          options={options}
          onChange={(value: number) => onCompare({ before: value, after: pair.after })}
          popupMatchSelectWidth={false}
        />
        <span aria-hidden>→</span>
        <Select
          aria-label="Compare to revision"
          value={pair.after}
          options={options}
          onChange={(value: number) => onCompare({ before: pair.before, after: value })}
          popupMatchSelectWidth={false}
        />
        <label className="au-small">
          <Switch size="small" checked={showUnchanged} onChange={setShowUnchanged} /> Show unchanged parts
        </label>
      </div>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {loading && <Skeleton active paragraph={{ rows: 6 }} />}
      {!loading && before && after && (
        <div aria-label={`Revision ${pair.before} compared with revision ${pair.after}`} role="region">
          <p className="au-muted au-small">
            {changed.length === 0
              ? 'These two revisions hold the same content.'
              : `${changed.length} part${changed.length === 1 ? '' : 's'} differ${changed.length === 1 ? 's' : ''}.`}
          </p>
          {shown.map((section) => (
            <section key={section.key} className="au-section" aria-label={section.label}>
              <h3>
                {section.label}
                {section.before === null && <span className="au-muted au-small"> (added)</span>}
                {section.after === null && <span className="au-muted au-small"> (removed)</span>}
              </h3>
              <SideBySideDiff
                before={section.before ?? ''}
                after={section.after ?? ''}
                beforeLabel={revisionName(pair.before)}
                afterLabel={revisionName(pair.after)}
              />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
