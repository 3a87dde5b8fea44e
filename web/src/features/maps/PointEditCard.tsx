import { MAP_ICONS, type MapIcon } from '@lorewright/domain/maps/mapIcons';
import { POINT_DESCRIPTION_MAX, POINT_NAME_MAX } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { useId, useState } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PointImageField } from './PointImageField';
import { PointLinksField } from './PointLinksField';
import { usePointMedia } from './usePointMedia';
import type { MapPoints } from './useMapPoints';
import styles from './PointEditCard.module.css';

/** The author's card for one point (spec §4): its look, words, picture and links; Done saves. */
export function PointEditCard({ point, editor }: { point: MapPoint; editor: MapPoints }) {
  const ids = { name: useId(), description: useId(), icon: useId(), colour: useId() };
  const [deleting, setDeleting] = useState(false);
  const media = usePointMedia(editor, point._id);
  const change = (patch: Partial<MapPoint>) => editor.changePoint(point._id, patch);

  return (
    <section className={styles.card} aria-label={`Edit ${point.name}`}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.name}>
          Name
        </label>
        <input
          id={ids.name}
          className={styles.input}
          value={point.name}
          maxLength={POINT_NAME_MAX}
          onChange={(event) => change({ name: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.description}>
          Description
        </label>
        <textarea
          id={ids.description}
          className={styles.input}
          rows={3}
          value={point.description}
          maxLength={POINT_DESCRIPTION_MAX}
          onChange={(event) => change({ description: event.target.value })}
        />
      </div>
      <div className={styles.looks}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.icon}>
            Icon
          </label>
          <select id={ids.icon} className={styles.input} value={point.icon} onChange={(event) => change({ icon: event.target.value as MapIcon })}>
            {MAP_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {icon}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.colour}>
            Colour
          </label>
          <HexColorInput id={ids.colour} className={styles.input} color={point.color} prefixed onChange={(color) => change({ color })} />
        </div>
      </div>
      <HexColorPicker className={styles.picker} color={point.color} onChange={(color) => change({ color })} />
      <PointImageField point={point} authorID={editor.map.authorID} busy={media.busy} onUpload={media.uploadImage} onDelete={media.deleteImage} />
      <PointLinksField point={point} worldID={editor.map.worldID} busy={media.busy} onAdd={media.addLink} onRemove={media.removeLink} />
      <div className={styles.actions}>
        <button type="button" className={`button button-secondary ${styles.danger}`} onClick={() => setDeleting(true)}>
          Delete point
        </button>
        <span className={styles.spacer} />
        <button type="button" className="button button-secondary" onClick={editor.cancelEditing}>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={editor.finishEditing}>
          Done
        </button>
      </div>
      <ConfirmModal
        open={deleting}
        title={m.deletePointTitle}
        text={m.cannotBeUndone}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          editor.deletePoint(point._id);
        }}
      />
    </section>
  );
}
