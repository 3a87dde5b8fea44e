import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { DateFields } from './DateFields';
import type { PeriodDraft } from './drafts';
import styles from './WorldTime.module.css';

/** When something held: a start and an end on the world's calendar, either left open. */
export function PeriodFields({
  legend,
  calendar,
  value,
  onChange,
  fromLegend = 'From',
  untilLegend = 'Until',
  disabled = false,
}: {
  legend: string;
  calendar: Calendar;
  value: PeriodDraft;
  onChange: (value: PeriodDraft) => void;
  fromLegend?: string;
  untilLegend?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className={styles.period} disabled={disabled}>
      <legend className="form-label">{legend}</legend>
      <DateFields legend={fromLegend} calendar={calendar} value={value.from} onChange={(from) => onChange({ ...value, from })} />
      <DateFields legend={untilLegend} calendar={calendar} value={value.until} onChange={(until) => onChange({ ...value, until })} />
    </fieldset>
  );
}
