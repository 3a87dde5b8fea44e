import { firstWords, sceneParagraphs } from '@lorewright/domain/comments/sceneParagraphs';
import type { SceneView } from '@lorewright/domain/writings/writingView';
import { useId, useMemo, useState } from 'react';
import { useAddComment } from './api';
import { CommentForm } from './CommentForm';
import { CommentsPanel } from './CommentsPanel';
import { COMMENT_TEXTS as T } from './commentTexts';
import styles from './CommentsPanel.module.css';

interface SceneCommentsProps {
  writing: { _id: string; worldID: string; authorID: string };
  scene: SceneView;
}

/** The writing room's comments on the open scene, each anchored to one of its paragraphs. */
export function SceneComments({ writing, scene }: SceneCommentsProps) {
  return (
    <div className={styles.sceneDock}>
      <CommentsPanel
        element="writing"
        owner={writing}
        title={T.sceneTitle}
        groups={[{ part: scene._id }]}
        anchorOf={(thread) => (thread.paragraph === null ? null : T.anchor(thread.paragraph + 1, thread.quote))}
        newThread={(_group, done) => <NewSceneThread writingID={writing._id} scene={scene} onDone={done} />}
      />
    </div>
  );
}

/** A new thread on a paragraph of the scene, chosen by its number and first words. */
function NewSceneThread({ writingID, scene, onDone }: { writingID: string; scene: SceneView; onDone: () => void }) {
  const paragraphs = useMemo(() => sceneParagraphs(scene.content), [scene.content]);
  const [index, setIndex] = useState(0);
  const add = useAddComment();
  const id = useId();
  if (paragraphs.length === 0) {
    return (
      <div className={styles.form}>
        <p>{T.emptyScene}</p>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {T.cancel}
        </button>
      </div>
    );
  }
  const chosen = paragraphs[Math.min(index, paragraphs.length - 1)];
  const submit = (text: string) =>
    add.mutate({ element: 'writing', elementID: writingID, part: scene._id, paragraph: chosen.index, quote: chosen.quote, text }, { onSuccess: onDone });

  return (
    <CommentForm label={T.comment} submitLabel={T.add} busy={add.isPending} onSubmit={submit} onCancel={onDone}>
      <div className="form-field">
        <label htmlFor={`${id}-paragraph`} className="form-label">
          {T.paragraph}
        </label>
        <select id={`${id}-paragraph`} className="text-input" value={chosen.index} onChange={(event) => setIndex(Number(event.target.value))}>
          {paragraphs.map((paragraph) => (
            <option key={paragraph.index} value={paragraph.index}>
              {T.paragraphOption(paragraph.index + 1, firstWords(paragraph.text))}
            </option>
          ))}
        </select>
      </div>
    </CommentForm>
  );
}
