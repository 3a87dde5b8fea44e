import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { periodProblem, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import { forwardRef, useState } from 'react';
import { draftOfPeriod, PeriodFields, periodOfDraft, type PeriodDraft } from '../worldTime/api';
import styles from './PointDates.module.css';

/**
 * A point's period as the author types it: the point takes each period that reads as one on the
 * world's calendar; while the fields read as none (a backwards period, a day the month lacks),
 * `problem` says why and the point keeps the last good one.
 */
export function usePointPeriod(period: WorldPeriod | undefined, calendar: Calendar, onPeriod: (period: WorldPeriod | undefined) => void) {
  const [draft, setDraft] = useState<PeriodDraft>(() => draftOfPeriod(period));
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (next: PeriodDraft) => {
    setDraft(next);
    const typed = periodOfDraft(next);
    const reason = 'error' in typed ? typed.error : periodProblem(calendar, typed.period);
    setProblem(reason);
    if (!reason && 'period' in typed) onPeriod(typed.period ?? undefined);
  };
  return { draft, edit, problem };
}

interface PointDatesProps {
  calendar: Calendar;
  draft: PeriodDraft;
  problem: string | null;
  onChange: (draft: PeriodDraft) => void;
}

/** 'Dates' on a point's edit card: when its place stands, either end left open. */
export const PointDates = forwardRef<HTMLParagraphElement, PointDatesProps>(function PointDates({ calendar, draft, problem, onChange }, problemRef) {
  return (
    <div className={styles.dates}>
      <PeriodFields legend="Dates" calendar={calendar} value={draft} onChange={onChange} />
      {problem && (
        <p ref={problemRef} className={styles.problem} role="alert" tabIndex={-1}>
          {problem}
        </p>
      )}
    </div>
  );
});
