import { useState } from 'react';
import { AutoComplete, Button, DatePicker, Input, Select } from 'antd';
import { auditEntryTypes, type AuditEntryType } from '@forge/contracts';
import type { AuditFilters, SeenActor } from '../auditLogMachine';
import { entryTypeLabel } from '../format';

interface AuditFilterBarProps {
  readonly filters: AuditFilters;
  readonly actors: Readonly<Record<string, SeenActor>>;
  readonly onChange: (filters: AuditFilters) => void;
}

const without = (filters: AuditFilters, key: keyof AuditFilters): AuditFilters => {
  const { [key]: _dropped, ...rest } = filters;
  return rest;
};

/** A day picked in the admin's own time zone, as the ISO instant the query takes. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** The audit log's filters: who (an account id, or someone seen in the log), which kind of entry, between which days. */
export function AuditFilterBar({ filters, actors, onChange }: AuditFilterBarProps) {
  const [actorText, setActorText] = useState(filters.actor ?? '');
  // The range picker holds its own days; a new key clears it when every filter is cleared.
  const [rangeKey, setRangeKey] = useState(0);

  const applyActor = (text: string) => {
    const id = text.trim();
    onChange(id ? { ...filters, actor: id } : without(filters, 'actor'));
  };

  return (
    <div className="au-filters" role="search" aria-label="Audit log filters">
      <AutoComplete
        value={actorText}
        options={Object.values(actors).map((a) => ({ value: a._id, label: `${a.firstName} (${a.emailId})` }))}
        onChange={(text: string) => setActorText(text)}
        onSelect={(id: string) => {
          setActorText(id);
          applyActor(id);
        }}
        showSearch={{
          filterOption: (text, option) => `${String(option?.label)} ${String(option?.value)}`.toLowerCase().includes(text.toLowerCase()),
        }}
        style={{ width: 280 }}
      >
        <Input.Search
          aria-label="Actor"
          placeholder="Actor: account id or choose"
          allowClear
          onSearch={(text) => {
            setActorText(text);
            applyActor(text);
          }}
        />
      </AutoComplete>
      <Select<AuditEntryType>
        aria-label="Type"
        placeholder="Any type"
        allowClear
        value={filters.type}
        options={auditEntryTypes.map((t) => ({ value: t, label: entryTypeLabel(t) }))}
        onChange={(type: AuditEntryType | undefined) => onChange(type ? { ...filters, type } : without(filters, 'type'))}
        style={{ width: 200 }}
      />
      <DatePicker.RangePicker
        key={rangeKey}
        aria-label="Between days"
        allowEmpty={[true, true]}
        onChange={(_, [from, to]) => {
          let next = without(without(filters, 'from'), 'to');
          if (from) next = { ...next, from: dayStart(from) };
          if (to) next = { ...next, to: dayEnd(to) };
          onChange(next);
        }}
      />
      <Button
        disabled={Object.keys(filters).length === 0}
        onClick={() => {
          setActorText('');
          setRangeKey((k) => k + 1);
          onChange({});
        }}
      >
        Clear filters
      </Button>
    </div>
  );
}
