import { DEFAULT_END_YEAR, DEFAULT_START_YEAR, TIMELINE_DESCRIPTION_MAX, TIMELINE_TITLE_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { DescriptionField } from '../../components/DescriptionField';
import { ControlledNameField } from '../../components/forms/ControlledNameField';
import { NewElementCard } from '../../components/NewElementCard';
import { NewPaidElementPage } from '../../components/NewPaidElementPage';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { useCreateThenOpen } from '../../lib/useCreateThenOpen';
import { useCreateTimeline } from './api';
import { NewTimelineFields } from './newTimelineFields';
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
  const create = useCreateTimeline();
  const form = useBodyForm(NewTimelineFields, { title: '', description: '', start: String(DEFAULT_START_YEAR), end: String(DEFAULT_END_YEAR) });
  const description = useController({ control: form.control, name: 'description' }).field;
  const start = useController({ control: form.control, name: 'start' }).field;
  const end = useController({ control: form.control, name: 'end' }).field;
  const createThenOpen = useCreateThenOpen(create, { created: m.created, pathOf: timelinePath, state: { fromNewTimeline: true } satisfies TimelinePageState });
  const submit = form.submitWith((body) => !create.isPending && createThenOpen({ ...body, worldID, backgroundImage: null, zones: {} }));

  return (
    <NewElementCard
      kind="timelines"
      lead="Give your timeline a title and the years it spans. Lines and points are added on the timeline's own page."
      busy={create.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <ControlledNameField control={form.control} name="title" label="Title" required max={TIMELINE_TITLE_MAX} />
      <DescriptionField value={String(description.value ?? '')} max={TIMELINE_DESCRIPTION_MAX} onChange={description.onChange} />
      <div className={styles.years}>
        <YearField label="Start Year" value={String(start.value)} onChange={start.onChange} />
        <YearField label="End Year" value={String(end.value)} onChange={end.onChange} />
      </div>
      <p className={styles.note}>{m.moreTimeframesLater}</p>
    </NewElementCard>
  );
}

/** A year of the new timeline, typed as a whole number (read by the form's year rule on Create). */
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
