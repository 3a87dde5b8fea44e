import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { MAP_ICONS, type MapIcon } from '@lorewright/domain/maps/mapIcons';
import { POINT_DESCRIPTION_MAX, POINT_NAME_MAX } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { useRef } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { CardField } from '../../components/CardField';
import { ImageField } from '../../components/ImageField';
import { LinksField } from '../../components/LinksField';
import { MentionsTextField, SecretNameField } from '../../components/PointCardFields';
import { PointCardActions } from '../../components/PointCardActions';
import styles from '../../components/PointEditCard.module.css';
import { PointDates, usePointPeriod } from './PointDates';
import type { MapPoints } from './useMapPoints';
import { usePointMedia } from './usePointMedia';

/** The author's card for one point (product.md §4): its look, words, dates, picture and links; Done saves. */
export function PointEditCard({ point, editor, calendar }: { point: MapPoint; editor: MapPoints; calendar: Calendar }) {
  const media = usePointMedia(editor, point._id);
  const change = (patch: Partial<MapPoint>) => editor.changePoint(point._id, patch);
  const dates = usePointPeriod(point.period, calendar, (period) => change({ period }));
  // Done waits while the dates read as no period: the reason is shown and focused instead.
  const problem = useRef<HTMLParagraphElement>(null);
  const done = () => (dates.problem ? problem.current?.focus() : editor.finishEditing());
  return (
    <section className={styles.card} aria-label={`Edit ${point.name}`}>
      <SecretNameField
        label="Name"
        value={point.name}
        maxLength={POINT_NAME_MAX}
        secret={!!point.secret}
        onName={(name) => change({ name })}
        onSecret={(secret) => change({ secret })}
      />
      <MentionsTextField
        label="Description"
        value={point.description}
        maxLength={POINT_DESCRIPTION_MAX}
        rows={3}
        worldID={editor.map.worldID}
        onChange={(description) => change({ description })}
      />
      <div className={styles.looks}>
        <CardField label="Icon">
          {(id) => (
            <select id={id} className={styles.input} value={point.icon} onChange={(event) => change({ icon: event.target.value as MapIcon })}>
              {MAP_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </select>
          )}
        </CardField>
        <CardField label="Colour">
          {(id) => <HexColorInput id={id} className={styles.input} color={point.color} prefixed onChange={(color) => change({ color })} />}
        </CardField>
      </div>
      <HexColorPicker className={styles.picker} color={point.color} onChange={(color) => change({ color })} />
      <PointDates ref={problem} calendar={calendar} draft={dates.draft} problem={dates.problem} onChange={dates.edit} />
      <ImageField
        picture={imageUrl('maps', editor.map.authorID, point.image?.name)}
        pointName={point.name}
        busy={media.busy}
        onUpload={media.uploadImage}
        onDelete={media.deleteImage}
      />
      <LinksField links={point.links} worldID={editor.map.worldID} busy={media.busy} onAdd={media.addLink} onRemove={media.removeLink} />
      <PointCardActions
        deleteTitle={m.deletePointTitle}
        deleteText={m.cannotBeUndone}
        onDelete={() => editor.deletePoint(point._id)}
        onCancel={editor.cancelEditing}
        onDone={done}
      />
    </section>
  );
}
