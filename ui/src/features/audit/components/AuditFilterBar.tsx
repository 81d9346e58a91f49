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
/** The admin's own day of an ISO instant, as the picker writes it. */
const dayOf = (iso: string | undefined) => {
  if (!iso) return undefined;
  const at = new Date(iso);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
};

const actorName = (actor: SeenActor) => `${actor.firstName} (${actor.emailId})`;

/** The audit log's filters: who (an account id, or someone seen in the log), which kind of entry, between which days. */
export function AuditFilterBar({ filters, actors, onChange }: AuditFilterBarProps) {
  const [actorText, setActorText] = useState(filters.actor ?? '');
  // The range picker holds its own days; a new key clears it when every filter is cleared.
  const [rangeKey, setRangeKey] = useState(0);

  const known = Object.values(actors);
  const applyActor = (text: string) => {
    const typed = text.trim();
    // A name shown in the box stands for its account's id.
    const id = known.find((a) => actorName(a) === typed)?._id ?? typed;
    onChange(id ? { ...filters, actor: id } : without(filters, 'actor'));
  };
  // The chosen actor by name, once the log has shown who that is; an id typed by hand stays as typed.
  const chosen = filters.actor !== undefined && actorText === filters.actor ? actors[filters.actor] : undefined;
  const shownText = chosen ? actorName(chosen) : actorText;

  return (
    <div className="au-filters" role="search" aria-label="Audit log filters">
      <AutoComplete
        value={shownText}
        options={known.map((a) => ({ value: a._id, label: actorName(a) }))}
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
        // A view opened from its URL names its days here until others are picked.
        placeholder={[dayOf(filters.from) ?? 'Start date', dayOf(filters.to) ?? 'End date']}
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
