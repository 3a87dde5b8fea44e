import { limitDisplayLength } from '@lorewright/domain/shared/displayText';
import { UpdateWorldDescriptionBody, UpdateWorldNameBody } from '@lorewright/domain/worlds/world.commands';
import { WORLD_DESCRIPTION_MAX, WORLD_NAME_MAX } from '@lorewright/domain/worlds/worldLimits';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useUpdateWorldDescription, useUpdateWorldName } from './api';
import styles from './WorldDetails.module.css';

/** The hub's world name and description; the author edits both (product.md §5: both must be non-blank). */
export function WorldDetails({ world, canEdit }: { world: WorldView; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <WorldDetailsForm world={world} onDone={() => setEditing(false)} />;
  return (
    <>
      <h1 className={styles.name}>{world.name}</h1>
      {world.description ? (
        <p className="picture-text">{world.description}</p>
      ) : (
        canEdit && <p className={`picture-text ${styles.placeholder}`}>Add a description so readers know what your world is about.</p>
      )}
      {canEdit && (
        <div>
          <button type="button" className={`button button-secondary ${styles.edit}`} onClick={() => setEditing(true)}>
            Edit Name and Description
          </button>
        </div>
      )}
    </>
  );
}

// The name of world/updateName and the description of world/updateDescription, in that order:
// both required ('Please enter a name and a description.'), each by its call's own rule.
const WorldDetailsFields = UpdateWorldNameBody.pick({ name: true }).extend({ description: UpdateWorldDescriptionBody.shape.description });

function WorldDetailsForm({ world, onDone }: { world: WorldView; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const updateName = useUpdateWorldName();
  const updateDescription = useUpdateWorldDescription();
  const form = useBodyForm(WorldDetailsFields, { name: world.name, description: world.description });
  const name = useController({ control: form.control, name: 'name' }).field;
  const nameId = useId();
  const descriptionId = useId();
  const busy = updateName.isPending || updateDescription.isPending;

  const save = form.submitWith(async ({ name: newName, description: newDescription }) => {
    if (busy) return;
    try {
      // Only what changed is sent; each answer refreshes the world everywhere it is shown.
      const answers = [
        newName !== world.name ? await updateName.mutateAsync({ worldID: world._id, name: newName }) : null,
        newDescription !== world.description ? await updateDescription.mutateAsync({ worldID: world._id, description: newDescription }) : null,
      ].filter((answer) => answer !== null);
      if (answers.length > 0) dispatch(alertShown({ kind: 'success', text: answers[0].message || m.updated }));
      onDone();
    } catch (error) {
      dispatch(alertShown({ kind: 'error', text: (error as Error).message }));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label="World name and description">
      <label htmlFor={nameId} className={styles.label}>
        World Name
      </label>
      <input
        id={nameId}
        className={`text-input ${styles.nameInput}`}
        value={name.value ?? ''}
        onChange={(e) => name.onChange(limitDisplayLength(e.target.value, WORLD_NAME_MAX))}
        autoComplete="off"
      />
      <label htmlFor={descriptionId} className={styles.label}>
        Description
      </label>
      <textarea id={descriptionId} className={`text-input ${styles.textarea}`} {...form.register('description')} maxLength={WORLD_DESCRIPTION_MAX} rows={3} />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          Save
        </button>
        <button type="button" className="button button-secondary" onClick={onDone} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
