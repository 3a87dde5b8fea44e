import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { periodProblem, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import { useId, useRef, useState } from 'react';
import { draftOfPeriod, PeriodFields, periodOfDraft, type PeriodDraft } from '../worldTime/api';
import { periodLine } from './wikiDates';
import styles from './WikiPage.module.css';

/** When a dated part held, as a line under its title ('1100 AD – 1149 AD'); nothing for an undated one. */
export function PeriodNote({ calendar, period }: { calendar: Calendar; period: WorldPeriod | null | undefined }) {
  const text = periodLine(calendar, period);
  return text ? <p className={styles.sectionPeriod}>{text}</p> : null;
}

/** A "Dates" button and the panel it opens: open or not, the panel's id, and the button to return focus to. */
export function useDatesToggle() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    panelId,
    buttonRef,
    toggle: () => setOpen((now) => !now),
    // Closed from inside the panel (Done, Escape): focus goes back to the button that opened it.
    close: () => {
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}

export type DatesToggle = ReturnType<typeof useDatesToggle>;

/** The button that opens a part's dates: 'Dates', named for its part ('Dates of field 2'). */
export function DatesButton({ toggle, name, className, children = 'Dates' }: { toggle: DatesToggle; name?: string; className: string; children?: string }) {
  return (
    <button
      ref={toggle.buttonRef}
      type="button"
      className={className}
      aria-expanded={toggle.open}
      aria-controls={toggle.open ? toggle.panelId : undefined}
      aria-label={name ? `${children} of ${name}` : undefined}
      onClick={toggle.toggle}
    >
      {children}
    </button>
  );
}

export interface DatesPanelProps {
  toggle: DatesToggle;
  legend: string;
  calendar: Calendar;
  period: WorldPeriod | null | undefined;
  /** A complete period (null: none), each time the typed one is whole and on the calendar. */
  onChange: (period: WorldPeriod | null) => void;
  fromLegend?: string;
  untilLegend?: string;
}

/**
 * A part's dates as its author types them (the wiki's lifespan, a header field's or section's
 * period). Each change that makes a whole period on the world's calendar goes to the draft and is
 * autosaved with the rest; one the calendar lacks, or a backwards one, is said here and kept out.
 */
export function DatesPanel({ toggle, legend, calendar, period, onChange, fromLegend, untilLegend }: DatesPanelProps) {
  const [draft, setDraft] = useState<PeriodDraft>(() => draftOfPeriod(period ?? undefined));
  const [problem, setProblem] = useState('');
  const change = (next: PeriodDraft) => {
    setDraft(next);
    const read = periodOfDraft(next);
    if ('error' in read) return setProblem(read.error);
    const wrong = periodProblem(calendar, read.period);
    setProblem(wrong ?? '');
    if (!wrong) onChange(read.period);
  };
  return (
    <div
      id={toggle.panelId}
      className={styles.dates}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        toggle.close();
      }}
    >
      <PeriodFields legend={legend} calendar={calendar} value={draft} onChange={change} fromLegend={fromLegend} untilLegend={untilLegend} />
      {/* Said as it appears; the words carry it, the colour only repeats them. */}
      <p className={styles.datesProblem} aria-live="polite">
        {problem}
      </p>
      <div className={styles.datesTools}>
        <button type="button" className="small-tool" onClick={() => change(draftOfPeriod(undefined))}>
          Clear dates
        </button>
        <button type="button" className="small-tool" onClick={toggle.close}>
          Done
        </button>
      </div>
    </div>
  );
}
