import type { NodeLink, SceneContent } from '@lorewright/domain/writings/sceneContent';
import { scenePlainText } from '@lorewright/domain/writings/sceneText';
import type { SceneView } from '@lorewright/domain/writings/writingView';
import { InRunes, type RuneChoice } from '../languages/runes/showInRunes';
import { SceneEditor } from './editor/SceneEditor';
import { SceneStage } from './SceneStage';
import styles from './WritingRoom.module.css';

/**
 * The scene on the writing room's stage, in the word processor (read-only for readers and in
 * Preview). Shown in runes, it is read-only; Off gives the editor back.
 */
export function SceneDesk({
  scene,
  version,
  editing,
  worldID,
  runes,
  onChange,
  onOpenLink,
}: {
  scene: SceneView | undefined;
  // Bumped when the saver reloads the writing: the editor starts again from the stored text.
  version: number;
  editing: boolean;
  // The world whose elements the editor's link picker lists; none in the demo.
  worldID: string | null;
  runes: RuneChoice;
  onChange: (sceneId: string, content: SceneContent) => void;
  onOpenLink: (link: NodeLink) => void;
}) {
  if (!scene) return <p className={styles.empty}>This writing has no scenes yet.</p>;
  return (
    <SceneStage scene={scene}>
      <InRunes key={scene._id} runes={runes} text={() => scenePlainText(scene.content)}>
        <SceneEditor
          key={`${scene._id}:${version}`}
          content={scene.content}
          readOnly={!editing}
          worldID={worldID}
          onChange={(content: SceneContent) => onChange(scene._id, content)}
          onOpenLink={onOpenLink}
        />
      </InRunes>
    </SceneStage>
  );
}
