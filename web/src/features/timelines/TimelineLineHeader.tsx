import { LINE_NAME_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineLine } from '@lorewright/domain/timelines/timelineView';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { RenameField } from '../../components/RenameField';
import { useLineName } from './useLineName';
import type { TimelineEditor } from './useTimelineEditor';
import styles from './TimelineStage.module.css';

interface TimelineLineHeaderProps {
  line: TimelineLine;
  hidden: boolean;
  isAuthor: boolean;
  editor: Pick<TimelineEditor, 'renameLine' | 'deleteLine' | 'addNodeAt' | 'timeline'>;
  onToggle: () => void;
}

/** A line's name with Show/Hide for everyone, and Add New Point, Rename and Delete for the author (product.md §2, §5, §8). */
export function TimelineLineHeader({ line, hidden, isAuthor, editor, onToggle }: TimelineLineHeaderProps) {
  const lineName = useLineName();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const rename = (name: string) => {
    const checked = lineName(name);
    if (checked === null) return;
    setRenaming(false);
    if (checked !== line.name) editor.renameLine(line._id, checked);
  };

  // The product's 'Add New Point' form: a point at the timeline's first year, its card open to set the date.
  const addNewPoint = () => {
    const { start, calendar } = editor.timeline;
    editor.addNodeAt(line._id, { year: start === 0 && !calendar.hasYearZero ? 1 : start, month: '', day: null });
  };

  return (
    <div className={styles.lineHeader}>
      {renaming ? (
        <RenameField title={line.name} max={LINE_NAME_MAX} busy={false} onSave={rename} onCancel={() => setRenaming(false)} />
      ) : (
        <span className={styles.lineName}>{line.name}</span>
      )}
      <button type="button" className={styles.lineTool} onClick={onToggle}>
        {hidden ? `Show ${line.name}` : `Hide ${line.name}`}
      </button>
      {isAuthor && !renaming && (
        <>
          <button type="button" className={styles.lineTool} aria-label={`Add New Point to ${line.name}`} onClick={addNewPoint}>
            Add New Point
          </button>
          <button type="button" className={styles.lineTool} aria-label={`Rename ${line.name}`} onClick={() => setRenaming(true)}>
            Rename
          </button>
          <button type="button" className={`${styles.lineTool} ${styles.danger}`} aria-label={`Delete ${line.name}`} onClick={() => setDeleting(true)}>
            Delete
          </button>
        </>
      )}
      <ConfirmModal
        open={deleting}
        title={`Delete "${line.name}"?`}
        text={m.deleteLineWarning}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          editor.deleteLine(line._id);
        }}
      />
    </div>
  );
}
