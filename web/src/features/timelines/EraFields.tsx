import type { Era } from '@lorewright/domain/calendars/calendar';
import { restartsCount } from '@lorewright/domain/calendars/eras';
import { IntegerInput } from '../../components/IntegerInput';
import styles from './CalendarEditor.module.css';

interface EraFieldsProps {
  era: Era;
  /** 'Era 2': the start of each field's accessible name. */
  label: string;
  /** The paragraph explaining the restart checkbox. */
  restartHintId: string;
  set: (era: Era) => void;
}

/** One era's fields: name, abbreviation, start year, counting up or down, and whether it restarts the year count. */
export function EraFields({ era, label, restartHintId, set }: EraFieldsProps) {
  // Only an era counting up from a start year has a first year to number 1.
  const canRestart = era.startYear !== null && era.counting !== 'down';
  return (
    <>
      <input className="text-input" aria-label={`${label} name`} value={era.name} onChange={(event) => set({ ...era, name: event.target.value })} />
      <input
        className={`text-input ${styles.short}`}
        aria-label={`${label} abbreviation`}
        value={era.abbreviation}
        onChange={(event) => set({ ...era, abbreviation: event.target.value })}
      />
      <IntegerInput
        label={`${label} start year`}
        className={styles.number}
        placeholder="None"
        value={era.startYear}
        onChange={(startYear) => set({ ...era, startYear })}
      />
      <select
        className={`text-input ${styles.select}`}
        aria-label={`${label} counting`}
        value={era.counting ?? 'up'}
        onChange={(event) => set({ ...era, counting: event.target.value as 'up' | 'down' })}
      >
        <option value="up">Counting up</option>
        <option value="down">Counting down</option>
      </select>
      <label className={styles.check}>
        <input
          type="checkbox"
          aria-label={`${label} restarts the year count`}
          aria-describedby={restartHintId}
          disabled={!canRestart}
          checked={canRestart && restartsCount(era)}
          onChange={(event) => set({ ...era, restart: event.target.checked })}
        />
        Restarts the year count
      </label>
    </>
  );
}
