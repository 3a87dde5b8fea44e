import { LineBody } from '@lorewright/domain/timelines/timeline.bodies';
import { LINE_NAME_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import styles from './TimelineStage.module.css';

// A new line's name by timeline/updateLines' own rule for a line's name.
const NewLineFields = LineBody.pick({ name: true });

/** The author's Add Line (product.md §8): a line needs a title ('Please enter a title.'). */
export function AddLineForm({ onAdd }: { onAdd: (name: string) => void }) {
  const form = useBodyForm(NewLineFields, { name: '' });
  const submit = form.submitWith(({ name }) => {
    onAdd(name);
    form.reset();
  });
  return (
    <form className={styles.addLine} onSubmit={(event) => void submit(event)} noValidate onPointerDown={(event) => event.stopPropagation()}>
      <input className="text-input" aria-label="New line title" placeholder="New line title" maxLength={LINE_NAME_MAX} {...form.register('name')} />
      <button type="submit" className="button button-secondary">
        Add Line
      </button>
    </form>
  );
}
