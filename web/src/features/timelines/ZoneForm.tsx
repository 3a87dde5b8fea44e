import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineZone } from '@lorewright/domain/timelines/timelineView';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import styles from './TimelinePanel.module.css';

interface ZoneFormProps {
  zone: TimelineZone;
  max: number;
  submitLabel: string;
  onSubmit: (zone: TimelineZone) => void;
}

const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : null);

/** One zone's name, start year and end year (numbers; product.md §8 shows no bounds). */
export function ZoneForm({ zone, max, submitLabel, onSubmit }: ZoneFormProps) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(zone.name);
  const [start, setStart] = useState(String(zone.start));
  const [end, setEnd] = useState(String(zone.end));
  const label = zone.name || 'new zone';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [from, to] = [whole(start), whole(end)];
    if (name.trim() === '' || from === null || to === null) return void dispatch(alertShown({ kind: 'warning', text: m.enterAllFields }));
    onSubmit({ _id: zone._id, name: name.trim(), start: from, end: to });
  };

  return (
    <form className={styles.zone} onSubmit={submit} noValidate>
      <ZoneField label="Name" name={`Name of ${label}`} value={name} maxLength={max} onChange={setName} />
      <ZoneField label="Start year" name={`Start year of ${label}`} value={start} numeric onChange={setStart} />
      <ZoneField label="End year" name={`End year of ${label}`} value={end} numeric onChange={setEnd} />
      <button type="submit" className="button button-secondary">
        {submitLabel}
      </button>
    </form>
  );
}

interface ZoneFieldProps {
  label: string;
  /** The accessible name, unique among the panel's zones. */
  name: string;
  value: string;
  maxLength?: number;
  numeric?: boolean;
  onChange: (value: string) => void;
}

function ZoneField({ label, name, value, maxLength, numeric = false, onChange }: ZoneFieldProps) {
  return (
    <label className={styles.zoneField}>
      <span>{label}</span>
      <input
        className="text-input"
        aria-label={name}
        value={value}
        maxLength={maxLength}
        inputMode={numeric ? 'numeric' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
