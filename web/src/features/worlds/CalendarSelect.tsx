import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { useId } from 'react';
import { Icon } from '../../components/icons/Icon';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useUpdateWorldCalendar } from './api';
import styles from './VisibilitySelect.module.css';

const GREGORIAN = '';

/**
 * The calendar the world's dates are read on: the Gregorian one, or one of the world's timelines'
 * calendars. Shown to whoever may edit the world's details; a change is saved at once.
 */
export function CalendarSelect({ world }: { world: WorldView }) {
  const dispatch = useAppDispatch();
  const update = useUpdateWorldCalendar();
  const selectId = useId();
  const chosen = world.calendarTimelineID ?? GREGORIAN;

  const choose = (value: string) =>
    update.mutate(
      { worldID: world._id, timelineID: value === GREGORIAN ? null : value },
      {
        onSuccess: ({ message }) => dispatch(alertShown({ kind: 'success', text: message })),
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );

  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        <Icon name="timelines" size={16} />
        World calendar
      </label>
      <select id={selectId} className={styles.select} value={chosen} disabled={update.isPending} onChange={(event) => choose(event.target.value)}>
        <option value={GREGORIAN}>Gregorian</option>
        {world.timelines.map((timeline) => (
          <option key={timeline._id} value={timeline._id}>
            {`Calendar of ${timeline.title}`}
          </option>
        ))}
      </select>
    </div>
  );
}
