import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { linkToken } from '@lorewright/domain/wikis/sectionLinks';
import { NODE_SUBTITLE_MAX, NODE_TITLE_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { useState } from 'react';
import { CardField } from '../../components/CardField';
import { ImageField } from '../../components/ImageField';
import { LinksField } from '../../components/LinksField';
import { useTextMentions } from '../../components/mentions/useTextMentions';
import { PointCardActions } from '../../components/PointCardActions';
import { SecretMark, SecretToggle } from '../../components/secrets/SecretPart';
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
  // Typing @ and part of a title offers the world's elements; the choice is written as a link
  // token, as in a wiki section (sectionLinks.ts).
  const mentions = useTextMentions({
    text: form.subtitle,
    worldID,
    tokenOf: (element) => linkToken({ type: element.type, id: element._id }),
    onInsert: (subtitle) => {
      if (subtitle.length <= NODE_SUBTITLE_MAX) change({ subtitle });
    },
  });

  const done = () => {
    const result = readForm(calendar, node, form);
    if (result.kind === 'ok') return editor.finishEditing(result.node);
    // A month the calendar lacks: the edit is dropped and the point stays as it was (product.md §8).
    if (result.kind === 'dropped') return editor.cancelEditing();
    dispatch(alertShown({ kind: 'warning', text: result.message }));
  };

  return (
    <section className={styles.card} aria-label={`Edit ${node.title || 'point'}`}>
      <CardField label="Title">
        {(id) => (
          // Beside the title, so the card grows no taller: only the author edits a point, and only
          // they ever receive a secret one (docs/product.md).
          <div className={styles.secret}>
            <input
              id={id}
              // The card opens on a click or a key: typing goes straight to the title.
              autoFocus
              className={styles.input}
              value={form.title}
              maxLength={NODE_TITLE_MAX}
              onChange={(event) => change({ title: event.target.value })}
            />
            <SecretToggle name="this point" secret={form.secret} onToggle={(secret) => change({ secret })} />
            {form.secret && <SecretMark />}
          </div>
        )}
      </CardField>
      <CardField label="Subtitle">
        {(id) => (
          <div className={mentions.wrapClassName}>
            <textarea
              id={id}
              className={styles.input}
              rows={2}
              value={form.subtitle}
              maxLength={NODE_SUBTITLE_MAX}
              {...mentions.fieldProps}
              onChange={(event) => {
                mentions.onTextChange(event);
                change({ subtitle: event.target.value });
              }}
            />
            {mentions.popup}
          </div>
        )}
      </CardField>
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
