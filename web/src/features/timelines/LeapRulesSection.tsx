import type { Calendar, LeapRule } from '@lorewright/domain/calendars/calendar';
import type { Dispatch } from 'react';
import { IntegerInput } from '../../components/IntegerInput';
import type { CalendarAction } from './calendarDraft';
import styles from './CalendarEditor.module.css';
import { CalendarListSection } from './CalendarListSection';

// The optional periods of a rule: blank is none.
const OPTIONAL: { key: 'offset' | 'except' | 'unless'; label: string }[] = [
  { key: 'offset', label: 'offset' },
  { key: 'except', label: 'except every' },
  { key: 'unless', label: 'unless every' },
];

/**
 * The leap rules: a month gains (or loses) days every N years, shifted by an offset, except every
 * M years unless every K (Gregorian February: 1 day every 4, except 100, unless 400).
 */
export function LeapRulesSection({ calendar, dispatch }: { calendar: Calendar; dispatch: Dispatch<CalendarAction> }) {
  return (
    <CalendarListSection
      title="Leap Rules"
      list="leapRules"
      noun="leap rule"
      hint="A month gains days every N years, except every M years unless every K."
      empty="Every year is as long as the next."
      items={calendar.leapRules}
      dispatch={dispatch}
      row={(rule, i, set) => <LeapRuleFields rule={rule} label={`Leap rule ${i + 1}`} months={calendar.months} set={set} />}
    />
  );
}

function LeapRuleFields({ rule, label, months, set }: { rule: LeapRule; label: string; months: Calendar['months']; set: (rule: LeapRule) => void }) {
  return (
    <div className={styles.leapRule}>
      <select
        className={`text-input ${styles.select}`}
        aria-label={`${label} month`}
        value={rule.monthIndex}
        onChange={(event) => set({ ...rule, monthIndex: Number(event.target.value) })}
      >
        {months.map((month, index) => (
          <option key={index} value={index}>
            {month.name}
          </option>
        ))}
      </select>
      <IntegerInput
        label={`${label} extra days`}
        className={styles.number}
        value={rule.extraDays}
        onChange={(extraDays) => extraDays !== null && set({ ...rule, extraDays })}
      />
      <span className={styles.word}>every</span>
      <IntegerInput
        label={`${label} every`}
        className={styles.number}
        min={1}
        value={rule.every}
        onChange={(every) => every !== null && set({ ...rule, every })}
      />
      <span className={styles.word}>years</span>
      {OPTIONAL.map(({ key, label: word }) => (
        <label key={key} className={styles.optional}>
          <span className={styles.word}>{word}</span>
          <IntegerInput
            label={`${label} ${word}`}
            className={styles.number}
            min={0}
            placeholder="—"
            value={rule[key]}
            onChange={(value) => set({ ...rule, [key]: value ?? undefined })}
          />
        </label>
      ))}
    </div>
  );
}
