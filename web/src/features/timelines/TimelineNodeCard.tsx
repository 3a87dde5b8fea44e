import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { NODE_SUBTITLE_MAX, NODE_TITLE_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { useState } from 'react';
import { CardField } from '../../components/CardField';
import { ImageField } from '../../components/ImageField';
import { LinksField } from '../../components/LinksField';
import { MentionsTextField, SecretNameField } from '../../components/PointCardFields';
import { PointCardActions } from '../../components/PointCardActions';
import styles from '../../components/PointEditCard.module.css';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { NodeDateFields } from './NodeDateFields';
import { formOf, readForm, type NodeForm } from './nodeForm';
import type { DraftNode } from './timelineDraft';
import { useNodeMedia } from './useNodeMedia';
import type { TimelineEditor } from './useTimelineEditor';

/** The author's card for one point (product.md §5): its words, type, dates, picture and links; Done saves, Cancel discards. */
export function TimelineNodeCard({ node, editor }: { node: DraftNode; editor: TimelineEditor }) {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState(() => formOf(node));
  const media = useNodeMedia(editor, node);
  const { calendar, authorID, worldID } = editor.timeline;
  const change = (patch: Partial<NodeForm>) => setForm({ ...form, ...patch });
  const done = () => {
    const result = readForm(calendar, node, form);
    if (result.kind === 'ok') return editor.finishEditing(result.node);
    // A month the calendar lacks: the edit is dropped and the point stays as it was (product.md §8).
    if (result.kind === 'dropped') return editor.cancelEditing();
    dispatch(alertShown({ kind: 'warning', text: result.message }));
  };

  return (
    <section className={styles.card} aria-label={`Edit ${node.title || 'point'}`}>
      <SecretNameField
        label="Title"
        value={form.title}
        maxLength={NODE_TITLE_MAX}
        secret={form.secret}
        onName={(title) => change({ title })}
        onSecret={(secret) => change({ secret })}
      />
      <MentionsTextField
        label="Subtitle"
        value={form.subtitle}
        maxLength={NODE_SUBTITLE_MAX}
        rows={2}
        worldID={worldID}
        onChange={(subtitle) => change({ subtitle })}
      />
      <CardField label="Type">
        {(id) => (
          <select id={id} className={styles.input} value={form.type} onChange={(event) => change({ type: event.target.value as NodeForm['type'] })}>
            <option value="point">Point</option>
            <option value="range">Range</option>
          </select>
        )}
      </CardField>
      <NodeDateFields calendar={calendar} prefix="" year={form.year} month={form.month} day={form.day} onChange={change} />
      {form.type === 'range' && (
        <NodeDateFields
          calendar={calendar}
          prefix="End "
          year={form.endYear}
          month={form.endMonth}
          day={form.endDay}
          onChange={({ year, month, day }) => change({ endYear: year ?? form.endYear, endMonth: month ?? form.endMonth, endDay: day ?? form.endDay })}
        />
      )}
      <ImageField
        picture={imageUrl('timelines', authorID, node.image?.name)}
        pointName={node.title}
        busy={media.busy}
        onUpload={media.uploadImage}
        onDelete={media.deleteImage}
      />
      <LinksField links={node.links} worldID={worldID} busy={media.busy} onAdd={media.addLink} onRemove={media.removeLink} />
      <PointCardActions
        deleteTitle="Delete this point?"
        deleteText={m.cannotBeUndone}
        onDelete={() => editor.deleteNode(node._id)}
        onCancel={editor.cancelEditing}
        onDone={done}
      />
    </section>
  );
}
