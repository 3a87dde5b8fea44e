import type { TimelineZone } from '@lorewright/domain/timelines/timelineView';
import { useController } from 'react-hook-form';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import styles from './TimelinePanel.module.css';
import { ZoneFields } from './zoneFields';

interface ZoneFormProps {
  zone: TimelineZone;
  max: number;
  submitLabel: string;
  onSubmit: (zone: TimelineZone) => void;
}

/** One zone's name, start year and end year (whole numbers; product.md §8 shows no bounds). */
export function ZoneForm({ zone, max, submitLabel, onSubmit }: ZoneFormProps) {
  const form = useBodyForm(ZoneFields, { name: zone.name, start: String(zone.start), end: String(zone.end) });
  const name = useController({ control: form.control, name: 'name' }).field;
  const start = useController({ control: form.control, name: 'start' }).field;
  const end = useController({ control: form.control, name: 'end' }).field;
  const label = zone.name || 'new zone';
  const submit = form.submitWith((checked) => onSubmit({ _id: zone._id, ...checked }));

  return (
    <form className={styles.zone} onSubmit={(event) => void submit(event)} noValidate>
      <ZoneField label="Name" name={`Name of ${label}`} value={name.value} maxLength={max} onChange={name.onChange} />
      <ZoneField label="Start year" name={`Start year of ${label}`} value={start.value} numeric onChange={start.onChange} />
      <ZoneField label="End year" name={`End year of ${label}`} value={end.value} numeric onChange={end.onChange} />
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
