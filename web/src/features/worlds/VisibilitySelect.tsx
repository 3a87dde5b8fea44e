import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Icon } from '../../components/icons/Icon';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useUpdateWorldVisibility } from './api';
import styles from './VisibilitySelect.module.css';

/** The author's Private / Public choice; a change is confirmed first (product.md §4). */
export function VisibilitySelect({ world }: { world: WorldView }) {
  const dispatch = useAppDispatch();
  const update = useUpdateWorldVisibility();
  const [asked, setAsked] = useState<Visibility | null>(null);
  const selectId = useId();

  const confirm = () => {
    if (!asked) return;
    const visibility = asked;
    setAsked(null);
    update.mutate(
      { worldID: world._id, visibility },
      {
        onSuccess: ({ message }) => dispatch(alertShown({ kind: 'success', text: message || m.madeVisibility(world.name, visibility) })),
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );
  };

  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        <Icon name={world.visibility} size={16} />
        Visibility
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={world.visibility}
        disabled={update.isPending}
        onChange={(event) => setAsked(event.target.value as Visibility)}
      >
        <option value="private">Private</option>
        <option value="public">Public</option>
      </select>
      <ConfirmModal
        open={asked !== null}
        title={m.confirmVisibility(world.name, asked ?? 'private')}
        text={asked === 'public' ? m.publicText : m.privateText}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
