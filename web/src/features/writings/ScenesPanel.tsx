import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { worldDateText } from '@lorewright/domain/calendars/worldDate';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { SceneView } from '@lorewright/domain/writings/writingView';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { InputModal } from '../../components/InputModal';
import styles from './RoomPanel.module.css';

// What the modals of the scenes panel ask and warn (product.md names none of them but the delete title).
export const SCENE_DELETE_WARNING = 'This cannot be undone.';

interface ScenesPanelProps {
  scenes: readonly SceneView[];
  currentId: string | undefined;
  // The world's, which the scenes' dates are read on.
  calendar: Calendar;
  onSelect: (sceneId: string) => void;
  onAdd: (name: string) => void;
  onRename: (sceneId: string, name: string) => void;
  onRemove: (sceneId: string) => void;
}

type Asking = { kind: 'add' } | { kind: 'rename'; scene: SceneView } | { kind: 'remove'; scene: SceneView } | null;

/** The author's list of scenes, each dated one with its date: choose one, add one (it needs a name), rename or remove one. */
export function ScenesPanel({ scenes, currentId, calendar, onSelect, onAdd, onRename, onRemove }: ScenesPanelProps) {
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  // A writing keeps at least one scene (the server refuses the last one's removal too).
  const canRemove = scenes.length > 1;

  return (
    <aside className={styles.panel} aria-labelledby="scenes-panel-title">
      <div className={styles.head}>
        <h2 id="scenes-panel-title" className={styles.title}>
          Scenes
        </h2>
        <button type="button" className={`button button-primary ${styles.small}`} onClick={() => setAsking({ kind: 'add' })}>
          Add Scene
        </button>
      </div>
      <ol className={styles.sceneList}>
        {scenes.map((scene, index) => (
          <li key={scene._id} className={styles.sceneRow}>
            <button
              type="button"
              className={styles.sceneButton}
              aria-current={scene._id === currentId ? 'true' : undefined}
              onClick={() => onSelect(scene._id)}
            >
              <span className={styles.sceneNumber}>{index + 1}</span>
              <span className={styles.sceneLabel}>
                <span className={styles.sceneName}>{scene.name}</span>
                {scene.date && <span className={styles.sceneDate}>{worldDateText(calendar, scene.date)}</span>}
              </span>
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Rename ${scene.name}`}
              title="Rename"
              onClick={() => setAsking({ kind: 'rename', scene })}
            >
              ✎
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Remove ${scene.name}`}
              title={canRemove ? 'Remove' : m.atLeastOneScene}
              disabled={!canRemove}
              onClick={() => setAsking({ kind: 'remove', scene })}
            >
              ×
            </button>
          </li>
        ))}
      </ol>

      <InputModal
        open={asking?.kind === 'add'}
        title="New Scene"
        label="Scene name"
        submitLabel="Add Scene"
        onSubmit={(name) => {
          close();
          onAdd(name);
        }}
        onCancel={close}
      />
      {asking?.kind === 'rename' && (
        <InputModal
          open
          title="Rename Scene"
          label="Scene name"
          initialValue={asking.scene.name}
          submitLabel="Rename"
          onSubmit={(name) => {
            close();
            onRename(asking.scene._id, name);
          }}
          onCancel={close}
        />
      )}
      {asking?.kind === 'remove' && (
        <ConfirmModal
          open
          title={m.deleteTitle(asking.scene.name)}
          warning={SCENE_DELETE_WARNING}
          onConfirm={() => {
            close();
            onRemove(asking.scene._id);
          }}
          onCancel={close}
        />
      )}
    </aside>
  );
}
