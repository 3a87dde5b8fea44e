import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { worldDateText } from '@lorewright/domain/calendars/worldDate';
import { useEffect, useId, useRef, useState } from 'react';
import { DatePointDialog } from './DatePointDialog';
import { useDatePointsWorld } from './datePointsWorld';
import { dateOfDraft, unlinkedDraft, type DateDraft } from './drafts';
import { PointSource } from './PointSource';
import { usePointTimelines } from './useWorldCalendar';
import styles from './WorldTime.module.css';

export const DATE_FIELDS_TEXTS = {
  fromPoint: 'From a timeline point…',
  unlink: 'Unlink',
};

/**
 * Year, month (by the calendar's names) and day of one date, all optional; checked when saved.
 * Inside a DatePointsWorld, the date may instead be taken from a timeline point: it then reads as
 * the point's date, not typed, until unlinked (the server copies the point's date and follows it).
 */
export function DateFields({
  legend,
  calendar,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  calendar: Calendar;
  value: DateDraft;
  onChange: (value: DateDraft) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const worldId = useDatePointsWorld();
  const yearField = useRef<HTMLInputElement>(null);
  const unlinkButton = useRef<HTMLButtonElement>(null);
  // Taking a point or unlinking it swaps the fields: the keyboard goes on in what replaced them.
  const focusAfterSwap = useRef(false);
  const taken = !!value.point;
  useEffect(() => {
    if (!focusAfterSwap.current) return;
    focusAfterSwap.current = false;
    (taken ? unlinkButton : yearField).current?.focus();
  }, [taken]);
  const swap = (next: DateDraft) => {
    focusAfterSwap.current = true;
    onChange(next);
  };

  if (value.point) {
    const read = dateOfDraft(value);
    return (
      <fieldset className={styles.date} disabled={disabled}>
        <legend className="form-label">{legend}</legend>
        <span className={styles.taken}>{'date' in read && read.date ? worldDateText(calendar, read.date) : value.year}</span>
        <PointSource point={value.point} id={`${id}-source`} className={styles.small} />
        <button ref={unlinkButton} type="button" className="small-tool" aria-describedby={`${id}-source`} onClick={() => swap(unlinkedDraft(value))}>
          {DATE_FIELDS_TEXTS.unlink}
        </button>
      </fieldset>
    );
  }

  return (
    <fieldset className={styles.date} disabled={disabled}>
      <legend className="form-label">{legend}</legend>
      <span className={styles.pair}>
        <label htmlFor={`${id}-year`} className={styles.small}>
          Year
        </label>
        <input
          ref={yearField}
          id={`${id}-year`}
          className={`text-input ${styles.year}`}
          inputMode="numeric"
          autoComplete="off"
          value={value.year}
          onChange={(event) => onChange({ ...value, year: event.target.value })}
        />
      </span>
      <span className={styles.pair}>
        <label htmlFor={`${id}-month`} className={styles.small}>
          Month
        </label>
        <select
          id={`${id}-month`}
          className={`text-input ${styles.month}`}
          value={value.month}
          onChange={(event) => onChange({ ...value, month: event.target.value, ...(event.target.value ? {} : { day: '' }) })}
        >
          <option value="">—</option>
          {calendar.months.map((month, i) => (
            <option key={`${i}-${month.name}`} value={String(i + 1)}>
              {month.name}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.pair}>
        <label htmlFor={`${id}-day`} className={styles.small}>
          Day
        </label>
        <input
          id={`${id}-day`}
          className={`text-input ${styles.day}`}
          inputMode="numeric"
          autoComplete="off"
          disabled={!value.month}
          value={value.day}
          onChange={(event) => onChange({ ...value, day: event.target.value })}
        />
      </span>
      {worldId && <FromPointButton worldId={worldId} calendar={calendar} onChoose={swap} />}
    </fieldset>
  );
}

// 'From a timeline point…' and its dialog: offered while the world's timelines are read, and then
// only when one is on its calendar.
function FromPointButton({ worldId, calendar, onChoose }: { worldId: string; calendar: Calendar; onChoose: (draft: DateDraft) => void }) {
  const offered = usePointTimelines(worldId);
  const [picking, setPicking] = useState(false);
  if (!offered.loading && offered.timelines.length === 0) return null;
  return (
    <>
      <button type="button" className="small-tool" onClick={() => setPicking(true)}>
        {DATE_FIELDS_TEXTS.fromPoint}
      </button>
      {picking && (
        <DatePointDialog
          worldId={worldId}
          calendar={calendar}
          onClose={() => setPicking(false)}
          onChoose={(draft) => {
            setPicking(false);
            onChoose(draft);
          }}
        />
      )}
    </>
  );
}
