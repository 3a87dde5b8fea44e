import { DEFAULT_END_YEAR, DEFAULT_START_YEAR, TIMELINE_DESCRIPTION_MAX, TIMELINE_TITLE_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { useId, useState, type FormEvent } from 'react';
import { DescriptionField } from '../../components/DescriptionField';
import { NewElementCard } from '../../components/NewElementCard';
import { NameField } from '../../components/NameField';
import { NewPaidElementPage } from '../../components/NewPaidElementPage';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useCreateThenOpen } from '../../lib/useCreateThenOpen';
import { useCreateTimeline } from './api';
import { checkNewTimeline } from './checkNewTimeline';
import styles from './NewTimelinePage.module.css';
import type { TimelinePageState } from './TimelineBackButton';
import { timelinePath } from './timelinePaths';

/** /new-timeline (product.md §2, §7): title, description and the years it spans; then the new timeline. */
export function NewTimelinePage() {
  return (
    <NewPaidElementPage
      feature="timelines"
      page="New Timeline"
      livesIn="Timelines live inside a world."
      form={(worldID) => <NewTimelineForm worldID={worldID} />}
    />
  );
}

function NewTimelineForm({ worldID }: { worldID: string }) {
  const dispatch = useAppDispatch();
  const create = useCreateTimeline();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [start, setStart] = useState(String(DEFAULT_START_YEAR));
  const [end, setEnd] = useState(String(DEFAULT_END_YEAR));
  const createThenOpen = useCreateThenOpen(create, { created: m.created, pathOf: timelinePath, state: { fromNewTimeline: true } satisfies TimelinePageState });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkNewTimeline(title, description, start, end);
    if (!checked.ok) return void dispatch(alertShown({ kind: 'warning', text: checked.message }));
    createThenOpen(checked.timeline(worldID));
  };

  return (
    <NewElementCard
      kind="timelines"
      lead="Give your timeline a title and the years it spans. Lines and points are added on the timeline's own page."
      busy={create.isPending}
      onSubmit={submit}
    >
      <NameField label="Title" required value={title} max={TIMELINE_TITLE_MAX} onChange={setTitle} />
      <DescriptionField value={description} max={TIMELINE_DESCRIPTION_MAX} onChange={setDescription} />
      <div className={styles.years}>
        <YearField label="Start Year" value={start} onChange={setStart} />
        <YearField label="End Year" value={end} onChange={setEnd} />
      </div>
      <p className={styles.note}>{m.moreTimeframesLater}</p>
    </NewElementCard>
  );
}

/** A year of the new timeline, typed as a whole number (read with parseYear on Create). */
function YearField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} className="text-input" type="number" step={1} required value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
