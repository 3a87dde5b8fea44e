import { LINE_NAME_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { useState, type FormEvent } from 'react';
import { useLineName } from './useLineName';
import styles from './TimelineStage.module.css';

/** The author's Add Line (product.md §8): a line needs a title ('Please enter a title.'). */
export function AddLineForm({ onAdd }: { onAdd: (name: string) => void }) {
  const lineName = useLineName();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = lineName(name);
    if (checked === null) return;
    onAdd(checked);
    setName('');
  };
  return (
    <form className={styles.addLine} onSubmit={submit} noValidate onPointerDown={(event) => event.stopPropagation()}>
      <input
        className="text-input"
        aria-label="New line title"
        placeholder="New line title"
        value={name}
        maxLength={LINE_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button button-secondary">
        Add Line
      </button>
    </form>
  );
}
