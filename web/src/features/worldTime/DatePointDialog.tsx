import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { worldDateText } from '@lorewright/domain/calendars/worldDate';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ModalFrame } from '../../components/ModalFrame';
import { draftOfChoice, matchingChoices, pointChoicesOf, type PointChoice } from './datePointChoices';
import type { DateDraft } from './drafts';
import { usePointTimeline } from './usePointTimeline';
import { usePointTimelines } from './useWorldCalendar';
import styles from './DatePointDialog.module.css';

export const DATE_POINT_TEXTS = {
  title: 'Take a date from a timeline point',
  timeline: 'Timeline',
  filter: 'Filter points by title',
  readingTimelines: 'Reading the timelines…',
  noTimelines: 'No timeline on the world’s calendar to take a date from.',
  readingPoints: 'Reading the points…',
  noPoints: 'This timeline has no points.',
  noMatch: 'No point’s title holds that text.',
  more: (count: number) => `${count} more: type to narrow.`,
  points: 'Points',
  whichEnd: (title: string) => `“${title}” is a range. Take the date of:`,
  start: 'Its start',
  end: 'Its end',
  back: 'Back to the points',
  cancel: 'Cancel',
};
const t = DATE_POINT_TEXTS;

interface DatePointDialogProps {
  worldId: string;
  calendar: Calendar;
  /** The date taken: the point's date with the point it came from. */
  onChoose: (draft: DateDraft) => void;
  onClose: () => void;
}

/** Chooses a timeline on the world's calendar, then one of its points (a range's start or end). */
export function DatePointDialog({ worldId, calendar, onChoose, onClose }: DatePointDialogProps) {
  const { timelines, loading } = usePointTimelines(worldId);
  const [chosenTimeline, setChosenTimeline] = useState<string | null>(null);
  const timelineId = chosenTimeline ?? timelines[0]?._id ?? null;
  const timeline = usePointTimeline(timelineId);
  const [text, setText] = useState('');
  const [range, setRange] = useState<PointChoice | null>(null);
  const timelineField = useRef<HTMLSelectElement>(null);
  const filterField = useRef<HTMLInputElement>(null);
  const ids = { timeline: useId(), filter: useId(), status: useId() };

  const choices = useMemo(() => (timeline.data ? pointChoicesOf(timeline.data) : []), [timeline.data]);
  const { shown, total } = matchingChoices(choices, text);
  const dateText = (choice: PointChoice) => worldDateText(calendar, choice.start) + (choice.end ? ` – ${worldDateText(calendar, choice.end)}` : '');
  const take = (choice: PointChoice, end: boolean) => timelineId && onChoose(draftOfChoice(timelineId, choice, end));

  // The keyboard starts at the first choice to make once the timelines are known (they are read
  // with the calendar, mostly before the dialog opens): the timeline when there are several.
  useEffect(() => {
    if (!loading) (timelines.length > 1 ? timelineField : filterField).current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list arrives
  }, [loading]);

  // Back from a range's two ends, the keyboard goes on where it was: in the filter.
  const wasRange = useRef(false);
  useEffect(() => {
    if (wasRange.current && !range) filterField.current?.focus();
    wasRange.current = !!range;
  }, [range]);

  const status = loading
    ? t.readingTimelines
    : timelines.length === 0
      ? t.noTimelines
      : timeline.isPending
        ? t.readingPoints
        : timeline.isError
          ? timeline.error.message
          : choices.length === 0
            ? t.noPoints
            : total === 0
              ? t.noMatch
              : total > shown.length
                ? t.more(total - shown.length)
                : '';

  return (
    <ModalFrame
      title={t.title}
      onClose={onClose}
      actions={
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t.cancel}
        </button>
      }
    >
      {range ? (
        <RangeEnds choice={range} calendar={calendar} onTake={(end) => take(range, end)} onBack={() => setRange(null)} />
      ) : (
        <>
          {timelines.length > 0 && (
            <>
              <label htmlFor={ids.timeline} className={styles.label}>
                {t.timeline}
              </label>
              <select
                ref={timelineField}
                id={ids.timeline}
                className={styles.input}
                value={timelineId ?? ''}
                onChange={(event) => setChosenTimeline(event.target.value)}
              >
                {timelines.map((each) => (
                  <option key={each._id} value={each._id}>
                    {each.title}
                  </option>
                ))}
              </select>
              <label htmlFor={ids.filter} className={`${styles.label} ${styles.second}`}>
                {t.filter}
              </label>
              <input
                ref={filterField}
                id={ids.filter}
                type="search"
                className={styles.input}
                value={text}
                autoComplete="off"
                aria-describedby={ids.status}
                onChange={(event) => setText(event.target.value)}
              />
            </>
          )}
          <p id={ids.status} className={styles.status} role="status">
            {status}
          </p>
          {shown.length > 0 && (
            <ul className={styles.results} aria-label={t.points}>
              {shown.map((choice) => (
                <li key={choice.nodeID}>
                  <button type="button" className={styles.result} onClick={() => (choice.end ? setRange(choice) : take(choice, false))}>
                    <span className={styles.resultTitle}>{choice.title}</span>
                    <span className={styles.resultDate}>{dateText(choice)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ModalFrame>
  );
}

// A range gives two dates: the one wanted is asked for, its start first.
function RangeEnds({ choice, calendar, onTake, onBack }: { choice: PointChoice; calendar: Calendar; onTake: (end: boolean) => void; onBack: () => void }) {
  const first = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  useEffect(() => first.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={headingId}>
      <p id={headingId} className={styles.question}>
        {t.whichEnd(choice.title)}
      </p>
      <div className={styles.ends}>
        <button ref={first} type="button" className="button button-primary" onClick={() => onTake(false)}>
          {`${t.start}: ${worldDateText(calendar, choice.start)}`}
        </button>
        <button type="button" className="button button-primary" onClick={() => onTake(true)}>
          {`${t.end}: ${worldDateText(calendar, choice.end!)}`}
        </button>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t.back}
        </button>
      </div>
    </div>
  );
}
